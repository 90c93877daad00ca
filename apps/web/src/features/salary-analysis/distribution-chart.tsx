import { AreaChart } from '@mantine/charts';
import type { SalaryAnalysisResult } from '@partners/contract';
import { useLang, useT } from '../../i18n';
import { formatManwon, formatNumber } from '../../lib/format';
import type { SalaryMarker } from './markers';
import { STATIC_CHART } from '../../components/chart-props';

const LABEL_POSITIONS = ['insideTopLeft', 'insideBottomLeft', 'insideLeft'] as const;

export type DistributionChartProps = {
  histogram: SalaryAnalysisResult['histogram'];
  markers: SalaryMarker[];
  recommended: { min: number; max: number };
};

/**
 * The cohort's distribution as a histogram (a stepped area over equal-width bins, on a salary axis in
 * 만원) with each marked salary as a labelled vertical line and the recommended range shaded.
 */
export function DistributionChart({ histogram, markers, recommended }: DistributionChartProps) {
  const t = useT();
  const lang = useLang();
  const countName = t('salaryAnalysis.report.chart.axis_count');
  const last = histogram[histogram.length - 1];
  // Each bin starts at its `from`; the closing point repeats the last count so the last step has a width.
  const data = [
    ...histogram.map((bin) => ({ salary: bin.from, [countName]: bin.count })),
    ...(last ? [{ salary: last.to, [countName]: last.count }] : []),
  ];
  const first = histogram[0];
  const amounts = markers.map((m) => m.amount);
  const domain: [number, number] = [Math.min(first?.from ?? 0, ...amounts), Math.max(last?.to ?? 0, ...amounts)];

  return (
    <AreaChart
      areaChartProps={STATIC_CHART}
      h={260}
      data={data}
      dataKey="salary"
      series={[{ name: countName, color: 'brand.4' }]}
      curveType="stepAfter"
      withDots={false}
      fillOpacity={0.35}
      gridAxis="y"
      tickLine="none"
      xAxisLabel={t('salaryAnalysis.report.chart.axis_salary')}
      xAxisProps={{ type: 'number', domain, tickFormatter: (value: number) => formatNumber(value), allowDataOverflow: false }}
      valueFormatter={(value) => formatNumber(value)}
      withTooltip={false}
      referenceAreas={[
        {
          x1: recommended.min,
          x2: recommended.max,
          color: 'teal.2',
          fillOpacity: 0.35,
        },
      ]}
      referenceLines={markers.map((marker, index) => ({
        x: marker.amount,
        color: marker.color,
        strokeWidth: 2,
        label: `${t(`salaryAnalysis.report.markers.${marker.kind}`)} ${formatManwon(marker.amount, lang)}`,
        // Three heights, so that labels of nearby salaries do not overlap.
        labelPosition: LABEL_POSITIONS[index % LABEL_POSITIONS.length],
      }))}
      areaProps={{ isAnimationActive: false }}
    />
  );
}
