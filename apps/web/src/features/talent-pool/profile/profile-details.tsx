import type { TalentProfile } from '@partners/contract';
import { ResumeCard } from '../../../components/resume/resume-card';
import { CertificationList, ResumeProse, SchoolList, SkillBadges } from '../../../components/resume/resume-parts';
import { useT } from '../../../i18n';

/** 학력: school, major, level and degree status, years. */
export function EducationSection({ educations }: { educations: TalentProfile['educations'] }) {
  const t = useT();
  return (
    <ResumeCard title={t('talent_pool.profile.educations')} empty={t('talent_pool.profile.no_educations')} isEmpty={educations.length === 0}>
      <SchoolList
        educations={educations}
        level="h3"
        attending={t('talent_pool.profile.attending')}
        degreeOf={(education) =>
          `${t(`talent_search.education_levels.${education.level}`)} ${t(`talent_search.degree_statuses.${education.degree}`)}`
        }
      />
    </ResumeCard>
  );
}

export function SkillsSection({ skills }: { skills: string[] }) {
  const t = useT();
  return (
    <ResumeCard title={t('talent_pool.profile.skills')} empty={t('talent_pool.profile.no_skills')} isEmpty={skills.length === 0}>
      <SkillBadges skills={skills} />
    </ResumeCard>
  );
}

export function CertificationsSection({ certifications }: { certifications: string[] }) {
  const t = useT();
  return (
    <ResumeCard
      title={t('talent_pool.profile.certifications')}
      empty={t('talent_pool.profile.no_certifications')}
      isEmpty={certifications.length === 0}
    >
      <CertificationList certifications={certifications} />
    </ResumeCard>
  );
}

export function IntroductionSection({ introduction }: { introduction: string }) {
  const t = useT();
  return (
    <ResumeCard title={t('talent_pool.profile.introduction')} empty={t('talent_pool.profile.no_introduction')} isEmpty={introduction.trim() === ''}>
      <ResumeProse>{introduction}</ResumeProse>
    </ResumeCard>
  );
}
