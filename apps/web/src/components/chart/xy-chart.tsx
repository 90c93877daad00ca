/**
 * The console's charts: categories along the bottom, bars and lines over one or two value axes (decision 0036).
 *
 * d3-array picks the axes' round domains and ticks and d3-shape draws the lines; the rest is laid out by CSS, so a
 * chart renders once, as one tree, with nothing measured as it mounts (a ResizeObserver reports the labels' row
 * width afterwards, and crowded labels are thinned). The bars are boxes in equal columns (a column per
 * category, its hover title the category's figures), and the grid and lines are one SVG stretched over the plot
 * (`preserveAspectRatio="none"`, strokes kept at their width by `vector-effect`). Recharts, which drew them
 * before, registered every axis, series and tooltip in its store from layout effects and measured its tick
 * labels in the DOM: hundreds of synchronous renders as a page committed, and 116 KB of script.
 *
 * A chart is a picture of figures that the page also gives as text or as a table: give it an `aria-label`
 * (one image) or `aria-hidden`.
 */
import { nice, ticks } from 'd3-array';
import { curveMonotoneX, line as lineShape } from 'd3-shape';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { formatNumber } from '../../lib/format';
import classes from './xy-chart.module.css';

export type ChartSeries = {
  /** The data key of the series' values, and its name in the legend and the hover title. */
  name: string;
  /** A theme colour: `brand.6`, `gray.5`, `orange.6`. */
  color: string;
  type?: 'bar' | 'line';
  /** Lines only: measured on the right axis (`rightYDomain`). */
  axis?: 'left' | 'right';
};

export type ChartDatum = Record<string, string | number | null | undefined>;

type Labelled = { 'aria-label': string; 'aria-hidden'?: never } | { 'aria-hidden': true; 'aria-label'?: never };

export type XYChartProps = Labelled & {
  data: readonly ChartDatum[];
  /** The key of each datum's category: its label along the bottom. */
  dataKey: string;
  series: readonly ChartSeries[];
  /** The chart's height in pixels, its labels and legend included (the plot takes what they leave). */
  h: number;
  /** The left axis's domain; by default from 0 to its highest value, rounded up. */
  yDomain?: readonly [number, number];
  rightYDomain?: readonly [number, number];
  withLegend?: boolean;
  /** Lines: a dot at each value (for a few points, such as 12 months). */
  withDots?: boolean;
  /** Every how many categories a label is written at least (1: each); fewer when they would not fit. */
  xLabelEvery?: number;
  valueFormatter?: (value: number) => string;
  /** After each value on the axis and in the hover titles: `%`. */
  unit?: string;
  maxBarWidth?: number;
};

const TICKS = 4;

function valuesOf(data: readonly ChartDatum[], series: readonly ChartSeries[]): number[] {
  return data.flatMap((datum) => series.map((s) => datum[s.name]).filter((v): v is number => typeof v === 'number'));
}

export type AxisScale = {
  domain: readonly [number, number];
  /** A value's place on the plot, in percent from its top (the domain's end) to its bottom (its start). */
  scale: (value: number) => number;
  ticks: number[];
};

/** The axis of `values`: the given domain, or from 0 to the highest value rounded up; and a few round ticks. */
export function axisScale(values: readonly number[], given?: readonly [number, number]): AxisScale {
  const domain = given ?? nice(Math.min(0, ...values), Math.max(1, ...values), TICKS);
  const [start, end] = domain;
  const span = end - start || 1;
  return { domain, scale: (value) => 100 - ((value - start) / span) * 100, ticks: ticks(start, end, TICKS) };
}

/** A theme colour (`brand.6`) as its CSS variable. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** A label's width in pixels at 12 px, estimated from its characters: a Hangul syllable is about a square. */
export function labelWidth(label: string): number {
  let width = 0;
  for (const char of label) width += /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(char) ? 12 : 7;
  return width;
}

/** The width of an axis column that holds its widest tick label. */
export const axisWidth = (ticks: readonly number[], format: (value: number) => string) =>
  `${Math.max(0, ...ticks.map((tick) => labelWidth(format(tick)))) + 8}px`;

/**
 * Every how many categories a label fits in `width` pixels, 8 px apart. The width comes from a ResizeObserver
 * (delivered after layout, nothing forced); until it does, and where there is none, `every` as given.
 */
function useLabelStep(labels: readonly string[], every: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!width || labels.length === 0) return { ref, step: every };
  const widest = Math.max(...labels.map(labelWidth)) + 8;
  const fit = Math.max(1, Math.floor(width / widest));
  return { ref, step: Math.max(every, Math.ceil(labels.length / fit)) };
}

/** A value axis's tick labels, in the chart's left (or right) grid column. */
export function ChartAxis({ ticks, scale, format, side }: AxisScale & { format: (v: number) => string; side: 'left' | 'right' }) {
  return (
    <div className={classes.axis} data-side={side}>
      {ticks.map((tick) => (
        <span key={tick} className={classes.tick} style={{ top: `${scale(tick)}%` }}>
          {format(tick)}
        </span>
      ))}
    </div>
  );
}

export function XYChart(props: XYChartProps) {
  const { data, dataKey, series, h, withLegend, withDots, xLabelEvery = 1, unit = '', maxBarWidth } = props;
  const format = props.valueFormatter ?? formatNumber;
  const withUnit = (value: number) => `${format(value)}${unit}`;
  const labels = data.map((datum) => String(datum[dataKey] ?? ''));
  const { ref: labelsRef, step: labelStep } = useLabelStep(labels, xLabelEvery);
  const bars = series.filter((s) => s.type !== 'line');
  const lines = series.filter((s) => s.type === 'line');
  const rightSeries = lines.filter((s) => s.axis === 'right');
  const leftSeries = series.filter((s) => s.axis !== 'right');
  const left = axisScale(valuesOf(data, leftSeries), props.yDomain);
  const right = rightSeries.length > 0 ? axisScale(valuesOf(data, rightSeries), props.rightYDomain) : null;
  const step = 100 / Math.max(1, data.length);
  // A column's hover title: its category, then each series' figure.
  const titleOf = (datum: ChartDatum) => {
    const figures = series.flatMap((s) => {
      const value = datum[s.name];
      return typeof value === 'number' ? [`${s.name}: ${withUnit(value)}`] : [];
    });
    return [String(datum[dataKey] ?? ''), ...figures].join('\n');
  };

  const path = (s: ChartSeries) => {
    const scale = s.axis === 'right' && right ? right.scale : left.scale;
    // Missing values are skipped, the line joining the values on either side of them.
    const points = data.flatMap((datum, i) => {
      const value = datum[s.name];
      return typeof value === 'number' ? [[(i + 0.5) * step, scale(value)] as [number, number]] : [];
    });
    return { points, d: lineShape().curve(curveMonotoneX)(points) ?? '' };
  };

  const style = {
    '--chart-left': axisWidth(left.ticks, withUnit),
    '--chart-right': right ? axisWidth(right.ticks, withUnit) : '0px',
    '--chart-height': `${h}px`,
  } as CSSProperties;

  return (
    <figure
      className={classes.chart}
      style={style}
      role={props['aria-label'] ? 'img' : undefined}
      aria-label={props['aria-label']}
      aria-hidden={props['aria-hidden']}
    >
      <ChartAxis {...left} format={withUnit} side="left" />
      <div className={classes.plot}>
        <svg className={classes.layer} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {left.ticks.map((tick) => (
            <line key={tick} className={classes.grid} x1={0} x2={100} y1={left.scale(tick)} y2={left.scale(tick)} />
          ))}
        </svg>
        <div className={classes.columns}>
          {data.map((datum, i) => (
            <div key={i} className={classes.column} title={titleOf(datum)}>
              {bars.map((s) => {
                const value = datum[s.name];
                // Bars stand on the bottom of the plot: their axis starts at 0.
                const height = typeof value === 'number' ? Math.min(100, Math.max(0, 100 - left.scale(value))) : 0;
                return (
                  <span
                    key={s.name}
                    className={classes.bar}
                    data-series={s.name}
                    style={{ height: `${height}%`, background: colorVar(s.color), maxWidth: maxBarWidth }}
                  />
                );
              })}
            </div>
          ))}
        </div>
        {lines.length > 0 && (
          <svg className={classes.layer} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {lines.map((s) => {
              const { points, d } = path(s);
              return (
                <g key={s.name} stroke={colorVar(s.color)} data-series={s.name}>
                  <path className={classes.line} d={d} />
                  {withDots && points.map(([x, y]) => <path key={x} className={classes.dot} d={`M${x} ${y}h0`} />)}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {right && <ChartAxis {...right} format={withUnit} side="right" />}
      <div className={classes.labels} ref={labelsRef}>
        {labels.map((label, i) => (
          <span key={i} className={classes.label}>
            {i % labelStep === 0 ? label : ''}
          </span>
        ))}
      </div>
      {withLegend && (
        <ul className={classes.legend}>
          {series.map((s) => (
            <li key={s.name} className={classes.legendItem}>
              <span className={classes.swatch} data-type={s.type ?? 'bar'} style={{ background: colorVar(s.color) }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
