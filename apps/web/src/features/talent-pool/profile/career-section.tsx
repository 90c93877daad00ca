import { Group, Text, Timeline } from '@mantine/core';
import type { TalentProfile } from '@partners/contract';
import { useLang, useT } from '../../../i18n';
import { formatMonths } from '../../../lib/format';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';

/** 경력: newest first, as a timeline (company, title, period YYYY.MM – 재직 중, length, description). */
export function CareerSection({ careers }: { careers: TalentProfile['careers'] }) {
  const t = useT();
  const lang = useLang();
  const totalMonths = careers.reduce((sum, career) => sum + career.months, 0);
  return (
    <ProfileSection
      title={t('talent_pool.profile.careers')}
      aside={
        careers.length > 0 ? (
          <Text fz="sm" fw={600} c="brand.8">
            {t('talent_pool.profile.total_career', { duration: formatMonths(totalMonths, lang) })}
          </Text>
        ) : null
      }
      empty={t('talent_pool.profile.no_careers')}
      isEmpty={careers.length === 0}
    >
      <Timeline bulletSize={14} lineWidth={2} active={careers.length}>
        {careers.map((career) => (
          <Timeline.Item
            key={`${career.company_name}-${career.start}`}
            title={
              <Text component="h3" fz="md" fw={700} m={0}>
                {career.company_name}
              </Text>
            }
          >
            <Text fz="sm" c="dark.6" mt={2}>
              {career.title} · {career.occupation_name}
            </Text>
            <Group gap={6} mt={2}>
              <Text fz="xs" c="dark.3">
                {career.start} – {career.end ?? t('talent_pool.profile.current_job')}
              </Text>
              <Text fz="xs" c="dark.3" aria-hidden="true">
                ·
              </Text>
              <Text fz="xs" c="dark.4" fw={600}>
                {formatMonths(career.months, lang)}
              </Text>
            </Group>
            {career.description ? (
              <Text fz="sm" c="dark.5" mt="xs" className={classes.prose}>
                {career.description}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </ProfileSection>
  );
}
