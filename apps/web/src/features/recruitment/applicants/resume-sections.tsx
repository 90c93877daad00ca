import { Text } from '@mantine/core';
import type { ApplicantDetail } from '@partners/contract';
import { ResumeCard } from '../../../components/resume/resume-card';
import { CareerTimeline, CertificationList, ResumeProse, SchoolList, SkillBadges } from '../../../components/resume/resume-parts';
import { useLang, useT } from '../../../i18n';
import { formatMonths } from '../../../lib/format';
import { degreeStatus, educationLevel } from './labels';

type Resume = ApplicantDetail['resume'];

export function IntroductionSection({ introduction }: { introduction: string }) {
  const t = useT();
  return (
    <ResumeCard
      level={3}
      title={t('applicants.resume.introduction')}
      empty={t('applicants.resume.no_introduction')}
      isEmpty={introduction.trim() === ''}
    >
      <ResumeProse>{introduction}</ResumeProse>
    </ResumeCard>
  );
}

export function SkillsSection({ skills }: { skills: string[] }) {
  const t = useT();
  return (
    <ResumeCard level={3} title={t('applicants.resume.skills')} empty={t('applicants.resume.no_skills')} isEmpty={skills.length === 0}>
      <SkillBadges skills={skills} />
    </ResumeCard>
  );
}

/** 경력: as the applicant listed them, with the length of each and the total. */
export function CareersSection({ careers }: { careers: Resume['careers'] }) {
  const t = useT();
  const lang = useLang();
  const total = careers.reduce((sum, career) => sum + career.months, 0);
  return (
    <ResumeCard
      level={3}
      title={t('applicants.resume.careers')}
      aside={
        careers.length > 0 ? (
          <Text fz="sm" fw={600} c="brand.8">
            {t('applicants.resume.total_career', { duration: formatMonths(total, lang) })}
          </Text>
        ) : null
      }
      empty={t('applicants.resume.no_careers')}
      isEmpty={careers.length === 0}
    >
      <CareerTimeline careers={careers} level="h4" lang={lang} current={t('applicants.resume.current_job')} roleOf={(career) => career.title} />
    </ResumeCard>
  );
}

export function EducationsSection({ educations }: { educations: Resume['educations'] }) {
  const t = useT();
  return (
    <ResumeCard level={3} title={t('applicants.resume.educations')} empty={t('applicants.resume.no_educations')} isEmpty={educations.length === 0}>
      <SchoolList
        educations={educations}
        level="h4"
        attending={t('applicants.resume.attending')}
        degreeOf={(education) => `${educationLevel(education.level, t)} ${degreeStatus(education.degree, t)}`}
      />
    </ResumeCard>
  );
}

export function CertificationsSection({ certifications }: { certifications: string[] }) {
  const t = useT();
  return (
    <ResumeCard
      level={3}
      title={t('applicants.resume.certifications')}
      empty={t('applicants.resume.no_certifications')}
      isEmpty={certifications.length === 0}
    >
      <CertificationList certifications={certifications} />
    </ResumeCard>
  );
}
