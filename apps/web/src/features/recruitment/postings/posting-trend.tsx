import { Skeleton, Text } from '@mantine/core';
import type { PostingStatistics } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { Sparkline } from '../../../components/sparkline';
import classes from './postings.module.css';

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
    <div className={classes.trend} role="img" aria-label={label}>
      <Sparkline width={96} height={28} data={statistics.days.map((day) => day.views)} />
      <p className={classes.trendTotals} aria-hidden="true">
        {t('recruitment.list.trend_totals', {
          views: formatNumber(statistics.totals.views),
          applicants: formatNumber(statistics.totals.applicants),
        })}
      </p>
    </div>
  );
}
