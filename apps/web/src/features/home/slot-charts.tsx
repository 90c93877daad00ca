import { memo } from 'react';
import type { ScoreAverages } from '@partners/contract';
import { XYChart } from '../../components/chart/xy-chart';
import { useT } from '../../i18n';
import type { ScoreCategory } from './reputation-slots';

/**
 * The dashboard's two charts. Each takes its slot's answer as it came (TanStack Query keeps it by reference
 * while the figures are the same) and is memoised on it: a slot's re-render or a refetch with the same figures
 * does not draw the chart again.
 */

type Day = { day: string; visits: number };

/** Visits per day of the last 30 Korean days. */
export const VisitsChart = memo(function VisitsChart({ daily, series, label }: { daily: readonly Day[]; series: string; label: string }) {
  return (
    <XYChart
      h={140}
      data={daily.map((d) => ({ day: d.day.slice(5).replace('-', '.'), [series]: d.visits }))}
      dataKey="day"
      series={[{ name: series, color: 'brand.6', type: 'line' }]}
      xLabelEvery={7}
      aria-label={label}
    />
  );
});

type CategoryChartProps = {
  categories: readonly ScoreCategory[];
  company: ScoreAverages;
  industry: ScoreAverages;
  /** The two series' names: the company's and its industry's. */
  ownName: string;
  industryName: string;
  label: string;
};

/** The category averages of the company against its industry's. */
export const CategoryChart = memo(function CategoryChart({ categories, company, industry, ownName, industryName, label }: CategoryChartProps) {
  const t = useT();
  return (
    <XYChart
      h={220}
      data={categories.map((c) => ({
        category: t(`dashboard.internal_reputation.${c}`),
        [ownName]: company[c] ?? 0,
        [industryName]: industry[c] ?? 0,
      }))}
      dataKey="category"
      series={[
        { name: ownName, color: 'brand.6' },
        { name: industryName, color: 'gray.5' },
      ]}
      yDomain={[0, 5]}
      withLegend
      valueFormatter={(value) => value.toFixed(2)}
      maxBarWidth={28}
      aria-label={label}
    />
  );
});
