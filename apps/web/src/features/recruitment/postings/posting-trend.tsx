import { Skeleton, Stack, Text } from '@mantine/core';
import type { PostingStatistics } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { Sparkline } from '../../../components/sparkline';

/** 30-day views as a sparkline, with the totals in words (what a screen reader reads). */
export function PostingTrend({ statistics, pending }: { statistics: PostingStatistics | undefined; pending: boolean }) {
  const t = useT();
  if (!statistics)
    return pending ? (
      <Skeleton h={28} w={96} />
    ) : (
      <Text fz="xs" c="dark.3">
        -
      </Text>
    );
  const label = t('recruitment.list.trend_label', {
    views: formatNumber(statistics.totals.views),
    applicants: formatNumber(statistics.totals.applicants),
  });
  return (
    <Stack gap={2} role="img" aria-label={label}>
      <Sparkline width={96} height={28} data={statistics.days.map((day) => day.views)} />
      <Text fz={11} c="dark.4" aria-hidden="true">
        {t('recruitment.list.trend_totals', {
          views: formatNumber(statistics.totals.views),
          applicants: formatNumber(statistics.totals.applicants),
        })}
      </Text>
    </Stack>
  );
}
