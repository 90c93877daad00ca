import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { TalentProfile } from '@partners/contract';
import { useT } from '../../../i18n';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';

/** 학력: school, major, level and degree status, years. */
export function EducationSection({ educations }: { educations: TalentProfile['educations'] }) {
  const t = useT();
  return (
    <ProfileSection title={t('talent_pool.profile.educations')} empty={t('talent_pool.profile.no_educations')} isEmpty={educations.length === 0}>
      <Stack component="ul" gap="md" className={classes.plainList}>
        {educations.map((education) => (
          <li key={`${education.school_name}-${education.start_year}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <div>
                <Text component="h3" fz="md" fw={700} m={0}>
                  {education.school_name}
                </Text>
                <Text fz="sm" c="dark.5">
                  {[
                    education.major,
                    `${t(`talent_search.education_levels.${education.level}`)} ${t(`talent_search.degree_statuses.${education.degree}`)}`,
                  ]
                    .filter((part) => part !== '')
                    .join(' · ')}
                </Text>
              </div>
              <Text fz="xs" c="dark.3" style={{ whiteSpace: 'nowrap' }}>
                {education.start_year} – {education.end_year ?? t('talent_pool.profile.attending')}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </ProfileSection>
  );
}

export function SkillsSection({ skills }: { skills: string[] }) {
  const t = useT();
  return (
    <ProfileSection title={t('talent_pool.profile.skills')} empty={t('talent_pool.profile.no_skills')} isEmpty={skills.length === 0}>
      <Group component="ul" gap="xs" className={classes.plainList}>
        {skills.map((skill) => (
          <li key={skill}>
            <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" fw={500}>
              {skill}
            </Badge>
          </li>
        ))}
      </Group>
    </ProfileSection>
  );
}

export function CertificationsSection({ certifications }: { certifications: string[] }) {
  const t = useT();
  return (
    <ProfileSection
      title={t('talent_pool.profile.certifications')}
      empty={t('talent_pool.profile.no_certifications')}
      isEmpty={certifications.length === 0}
    >
      <Stack component="ul" gap="xs" className={classes.plainList}>
        {certifications.map((certification) => (
          <Group component="li" key={certification} gap="xs" wrap="nowrap">
            <IconCertificate size={16} aria-hidden="true" color="var(--mantine-color-brand-7)" />
            <Text fz="sm">{certification}</Text>
          </Group>
        ))}
      </Stack>
    </ProfileSection>
  );
}

export function IntroductionSection({ introduction }: { introduction: string }) {
  const t = useT();
  return (
    <ProfileSection
      title={t('talent_pool.profile.introduction')}
      empty={t('talent_pool.profile.no_introduction')}
      isEmpty={introduction.trim() === ''}
    >
      <Text fz="sm" c="dark.6" className={classes.prose}>
        {introduction}
      </Text>
    </ProfileSection>
  );
}
