import { CompositeChart } from '@mantine/charts';
import { useT } from '../../../i18n';
import type { TrendPoint } from './summary-parts';
import { STATIC_CHART } from '../../../components/chart-props';

/** 12 months: the count as bars (left axis), the average as a line (right axis, 1–5). Loaded lazily (recharts). */
export default function TrendChart({ points }: { points: TrendPoint[] }) {
  const t = useT();
  const countName = t('reviews.summary.trend_count');
  const averageName = t('reviews.summary.trend_average');
  return (
    <CompositeChart
      composedChartProps={STATIC_CHART}
      h={180}
      data={points.map((p) => ({ month: p.label, [countName]: p.count, [averageName]: p.average }))}
      dataKey="month"
      withRightYAxis
      rightYAxisProps={{ domain: [0, 5] }}
      withLegend
      maxBarWidth={18}
      series={[
        { name: countName, color: 'brand.3', type: 'bar' },
        { name: averageName, color: 'orange.6', type: 'line', yAxisId: 'right' },
      ]}
      curveType="monotone"
      connectNulls
      tickLine="none"
      gridAxis="y"
    />
  );
}
