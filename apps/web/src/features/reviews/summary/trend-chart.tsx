import { XYChart } from '../../../components/chart/xy-chart';
import { useT } from '../../../i18n';
import type { TrendPoint } from './summary-parts';

/** 12 months: the count as bars (left axis), the average as a line (right axis, 0–5). */
export function TrendChart({ points }: { points: TrendPoint[] }) {
  const t = useT();
  const countName = t('reviews.summary.trend_count');
  const averageName = t('reviews.summary.trend_average');
  return (
    <XYChart
      h={180}
      data={points.map((p) => ({ month: p.label, [countName]: p.count, [averageName]: p.average }))}
      dataKey="month"
      rightYDomain={[0, 5]}
      withLegend
      withDots
      maxBarWidth={18}
      series={[
        { name: countName, color: 'brand.3' },
        { name: averageName, color: 'orange.6', type: 'line', axis: 'right' },
      ]}
      aria-hidden
    />
  );
}
