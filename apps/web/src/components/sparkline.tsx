/**
 * A small trend line (a table cell's 30 days) drawn as one SVG path. A charting library's chart per row cost
 * the postings list about 100 KB gzip of recharts and most of its main-thread time on a phone (decision
 * 0005); a sparkline has no axes, tooltips or animation, so it is a path and its filled area.
 */
import classes from './sparkline.module.css';

export type SparklineProps = {
  data: readonly number[];
  width: number;
  height: number;
  strokeWidth?: number;
};

/** The points of `data` scaled into the box, the line kept off the edges by half its width. */
export function sparklinePoints(data: readonly number[], width: number, height: number, inset: number): [number, number][] {
  if (data.length === 0) return [];
  const max = Math.max(...data);
  const min = Math.min(...data);
  const span = max - min || 1;
  const step = data.length > 1 ? (width - 2 * inset) / (data.length - 1) : 0;
  return data.map((value, index) => [
    inset + index * step,
    // A flat series sits on the baseline; otherwise the lowest value touches the bottom, the highest the top.
    height - inset - (max === min ? 0 : ((value - min) / span) * (height - 2 * inset)),
  ]);
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Decorative: the caller gives the figures in words (role="img" with a label, or text beside it). */
export function Sparkline({ data, width, height, strokeWidth = 1.5 }: SparklineProps) {
  const points = sparklinePoints(data, width, height, strokeWidth / 2);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join('');
  const area = `${line}L${round(last[0])} ${height}L${round(first[0])} ${height}Z`;
  return (
    <svg className={classes.sparkline} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <path className={classes.area} d={area} />
      <path className={classes.line} d={line} strokeWidth={strokeWidth} />
    </svg>
  );
}
