/**
 * Calendar months as `YYYY-MM` strings (the data area's periods, the proposal report's): arithmetic on month
 * numbers, no time zone. Which month is "now" in Korea is `koreanYearMonth` in korea-time.
 */
export type YearMonth = string;

/** A month as a count of months (year × 12 + month − 1), and back. */
export const monthIndex = (month: YearMonth): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOfIndex = (index: number): YearMonth => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
export const addMonths = (month: YearMonth, delta: number): YearMonth => monthOfIndex(monthIndex(month) + delta);
/** Months from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const monthSpan = (from: YearMonth, to: YearMonth): number => monthIndex(to) - monthIndex(from) + 1;

/** Every month from `from` to `to`, both included, oldest first. */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  return Array.from({ length: Math.max(0, monthSpan(from, to)) }, (_, i) => addMonths(from, i));
}

/** The last day of a month, `YYYY-MM-DD`. */
export const lastDayOfMonth = (month: YearMonth): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
