import '@mantine/core/styles/Timeline.css';
import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { ApplicantDetail } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { formatMonths } from '../../../lib/format';
import classes from './applicants.module.css';
import { degreeStatus, educationLevel } from './labels';

type Resume = ApplicantDetail['resume'];

export type ResumeSectionProps = { title: string; aside?: ReactNode; empty: string; isEmpty: boolean; children: ReactNode };

/** One titled card of the résumé. */
export function ResumeSection({ title, aside, empty, isEmpty, children }: ResumeSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={3} fz={16} id={titleId}>
          {title}
        </Title>
        {aside}
      </Group>
      {isEmpty ? (
        <Text fz="sm" c="dark.3">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

export function IntroductionSection({ introduction }: { introduction: string }) {
  const t = useT();
  return (
    <ResumeSection title={t('applicants.resume.introduction')} empty={t('applicants.resume.no_introduction')} isEmpty={introduction.trim() === ''}>
      <Text fz="sm" c="dark.6" className={classes.prose}>
        {introduction}
      </Text>
    </ResumeSection>
  );
}

export function SkillsSection({ skills }: { skills: string[] }) {
  const t = useT();
  return (
    <ResumeSection title={t('applicants.resume.skills')} empty={t('applicants.resume.no_skills')} isEmpty={skills.length === 0}>
      <Group component="ul" gap="xs" className={classes.plainList}>
        {skills.map((skill) => (
          <li key={skill}>
            <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" fw={500}>
              {skill}
            </Badge>
          </li>
        ))}
      </Group>
    </ResumeSection>
  );
}

/** 경력: as the applicant listed them, with the length of each and the total. */
export function CareersSection({ careers }: { careers: Resume['careers'] }) {
  const t = useT();
  const lang = useLang();
  const total = careers.reduce((sum, career) => sum + career.months, 0);
  return (
    <ResumeSection
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
      <Timeline bulletSize={12} lineWidth={2} active={careers.length}>
        {careers.map((career) => (
          <Timeline.Item
            key={`${career.company_name}-${career.start}`}
            title={
              <Text component="h4" fz="sm" fw={700} m={0}>
                {career.company_name}
              </Text>
            }
          >
            <Text fz="sm" c="dark.6" mt={2}>
              {career.title}
            </Text>
            <Text fz="xs" c="dark.3" mt={2}>
              {career.start} – {career.end ?? t('applicants.resume.current_job')} · {formatMonths(career.months, lang)}
            </Text>
            {career.description ? (
              <Text fz="sm" c="dark.5" mt={6} className={classes.prose}>
                {career.description}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </ResumeSection>
  );
}

export function EducationsSection({ educations }: { educations: Resume['educations'] }) {
  const t = useT();
  return (
    <ResumeSection title={t('applicants.resume.educations')} empty={t('applicants.resume.no_educations')} isEmpty={educations.length === 0}>
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {educations.map((education) => (
          <li key={`${education.school_name}-${education.start_year}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <div>
                <Text component="h4" fz="sm" fw={700} m={0}>
                  {education.school_name}
                </Text>
                <Text fz="sm" c="dark.5">
                  {[education.major, `${educationLevel(education.level, t)} ${degreeStatus(education.degree, t)}`]
                    .filter((part) => part.trim() !== '')
                    .join(' · ')}
                </Text>
              </div>
              <Text fz="xs" c="dark.3" className={classes.nowrap}>
                {education.start_year} – {education.end_year ?? t('applicants.resume.attending')}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </ResumeSection>
  );
}

export function CertificationsSection({ certifications }: { certifications: string[] }) {
  const t = useT();
  return (
    <ResumeSection
      title={t('applicants.resume.certifications')}
      empty={t('applicants.resume.no_certifications')}
      isEmpty={certifications.length === 0}
    >
      <Stack component="ul" gap={6} className={classes.plainList}>
        {certifications.map((certification) => (
          <Group component="li" key={certification} gap="xs" wrap="nowrap">
            <IconCertificate size={16} aria-hidden="true" color="var(--mantine-color-brand-7)" />
            <Text fz="sm">{certification}</Text>
          </Group>
        ))}
      </Stack>
    </ResumeSection>
  );
}
