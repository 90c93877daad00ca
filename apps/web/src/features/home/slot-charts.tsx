import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { STATIC_CHART } from '../../components/chart-props';

/** The dashboard's two charts, loaded after the page (slots.tsx): they need recharts, the slots do not. */

/** Visits per day of the last 30 Korean days. */
export function VisitsChart({ data, series, label }: { data: Record<string, string | number>[]; series: string; label: string }) {
  return (
    <LineChart
      lineChartProps={STATIC_CHART}
      h={140}
      data={data}
      dataKey="day"
      series={[{ name: series, color: 'brand.6' }]}
      curveType="monotone"
      withDots={false}
      gridAxis="y"
      tickLine="none"
      xAxisProps={{ interval: 6 }}
      role="img"
      aria-label={label}
    />
  );
}

/** The five category averages of the company against its industry's. */
export function CategoryChart({
  data,
  own,
  industry,
  label,
}: {
  data: Record<string, string | number>[];
  own: string;
  industry: string;
  label: string;
}) {
  return (
    <BarChart
      barChartProps={STATIC_CHART}
      h={220}
      data={data}
      dataKey="category"
      series={[
        { name: own, color: 'brand.6' },
        { name: industry, color: 'gray.5' },
      ]}
      yAxisProps={{ domain: [0, 5] }}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      gridAxis="y"
      valueFormatter={(value) => value.toFixed(2)}
      role="img"
      aria-label={label}
    />
  );
}
