import { Text } from '@mantine/core';
import type { TalentProfile } from '@partners/contract';
import { ResumeCard } from '../../../components/resume/resume-card';
import { CareerTimeline } from '../../../components/resume/resume-parts';
import { useLang, useT } from '../../../i18n';
import { formatMonths } from '../../../lib/format';

/** 경력: newest first, as a timeline (company, title, period YYYY.MM – 재직 중, length, description). */
export function CareerSection({ careers }: { careers: TalentProfile['careers'] }) {
  const t = useT();
  const lang = useLang();
  const totalMonths = careers.reduce((sum, career) => sum + career.months, 0);
  return (
    <ResumeCard
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
      <CareerTimeline
        careers={careers}
        level="h3"
        lang={lang}
        current={t('talent_pool.profile.current_job')}
        roleOf={(career) => `${career.title} · ${career.occupation_name}`}
      />
    </ResumeCard>
  );
}
