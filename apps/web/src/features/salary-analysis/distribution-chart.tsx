import { ticks as roundTicks } from 'd3-array';
import type { CSSProperties } from 'react';
import type { SalaryAnalysisResult } from '@partners/contract';
import { ChartAxis, axisScale, axisWidth, colorVar } from '../../components/chart/xy-chart';
import { useLang, useT } from '../../i18n';
import { formatManwon, formatNumber } from '../../lib/format';
import type { SalaryMarker } from './markers';
import classes from './distribution-chart.module.css';

/** Three heights for the markers' labels, so that labels of nearby salaries do not overlap. */
const LABEL_ROWS = ['top', 'bottom', 'middle'] as const;

export type DistributionChartProps = {
  histogram: SalaryAnalysisResult['histogram'];
  markers: SalaryMarker[];
  recommended: { min: number; max: number };
};

/**
 * The cohort's distribution as a histogram (equal-width bins on a salary axis in 만원), the recommended range
 * shaded and each marked salary a labelled vertical line. Drawn by CSS over the console's chart axis
 * (components/chart, decision 0036); the figure around it names the markers and the range in words.
 */
export function DistributionChart({ histogram, markers, recommended }: DistributionChartProps) {
  const t = useT();
  const lang = useLang();
  const first = histogram[0];
  const last = histogram.at(-1);
  const amounts = markers.map((m) => m.amount);
  const start = Math.min(first?.from ?? 0, ...amounts);
  const end = Math.max(last?.to ?? 0, ...amounts);
  const span = end - start || 1;
  const x = (salary: number) => ((salary - start) / span) * 100;
  const counts = axisScale(histogram.map((bin) => bin.count));
  const style = { '--chart-left': axisWidth(counts.ticks, formatNumber) } as CSSProperties;

  return (
    <div className={classes.chart} style={style} aria-hidden="true">
      <ChartAxis {...counts} format={formatNumber} side="left" />
      <div className={classes.plot}>
        {counts.ticks.map((tick) => (
          <span key={tick} className={classes.grid} style={{ top: `${counts.scale(tick)}%` }} />
        ))}
        <span className={classes.recommended} style={{ left: `${x(recommended.min)}%`, width: `${x(recommended.max) - x(recommended.min)}%` }} />
        {histogram.map((bin) => (
          <span
            key={bin.from}
            className={classes.bin}
            style={{ left: `${x(bin.from)}%`, width: `${x(bin.to) - x(bin.from)}%`, height: `${100 - counts.scale(bin.count)}%` }}
          />
        ))}
        {markers.map((marker, index) => (
          <span
            key={marker.kind}
            className={classes.marker}
            data-row={LABEL_ROWS[index % LABEL_ROWS.length]}
            // A label past the middle reads to the left of its line.
            data-side={x(marker.amount) > 60 ? 'left' : 'right'}
            style={{ left: `${x(marker.amount)}%`, borderColor: colorVar(marker.color) }}
          >
            <span className={classes.markerLabel}>
              {t(`salaryAnalysis.report.markers.${marker.kind}`)} {formatManwon(marker.amount, lang)}
            </span>
          </span>
        ))}
      </div>
      <div className={classes.ticks}>
        {roundTicks(start, end, 5).map((tick) => (
          <span key={tick} className={classes.tick} style={{ left: `${x(tick)}%` }}>
            {formatNumber(tick)}
          </span>
        ))}
      </div>
      <div className={classes.axisLabel}>{t('salaryAnalysis.report.chart.axis_salary')}</div>
    </div>
  );
}
