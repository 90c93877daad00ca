/**
 * Period arithmetic of the data pages (spec §9; decision 0025) over Korean months `YYYY-MM`: the chips'
 * periods ending at the current month, clamped to the data's first month (the web clamps, the server refuses).
 */
import { addMonths, monthIndex, type YearMonth } from '@partners/contract';

export { addMonths, monthIndex, monthSpan } from '@partners/contract';
export type Month = YearMonth;

export const maxMonth = (a: Month, b: Month): Month => (monthIndex(a) >= monthIndex(b) ? a : b);
export const minMonth = (a: Month, b: Month): Month => (monthIndex(a) <= monthIndex(b) ? a : b);

export type Period = { from: Month; to: Month; /** The asked period reached before `start` and starts at it instead. */ clamped: boolean };

/** The last `months` months up to `latest`, starting no earlier than `start`. */
export function lastMonths(months: number, latest: Month, start: Month): Period {
  const from = addMonths(latest, -(months - 1));
  return clampPeriod({ from, to: latest }, start, latest);
}

/** `period` within `start`..`latest`: a start before the data starts at it (and says so); the end at most `latest`. */
export function clampPeriod(period: { from: Month; to: Month }, start: Month, latest: Month): Period {
  const to = minMonth(maxMonth(period.to, start), latest);
  const from = minMonth(maxMonth(period.from, start), to);
  return { from, to, clamped: monthIndex(period.from) < monthIndex(start) };
}

/** What the period chips and pickers chose: the last n months, the last n years, or two months. */
export type PeriodSelection = { kind: 'month' | 'year'; n: number } | { kind: 'custom'; from: Month; to: Month };

/** The period a selection means within the data (from `start`, up to the latest month). */
export function selectedPeriod(selection: PeriodSelection, filters: { latest_month: Month }, start: Month): Period {
  const latest = filters.latest_month;
  if (selection.kind === 'custom') return clampPeriod(selection, start, latest);
  return lastMonths(selection.kind === 'year' ? selection.n * 12 : selection.n, latest, start);
}

/** `YYYY-MM` ↔ the first day `YYYY-MM-01` the month pickers hold. */
export const monthToDay = (month: Month) => `${month}-01`;
export const dayToMonth = (day: string): Month => day.slice(0, 7);
