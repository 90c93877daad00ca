import { PROPOSAL_REPORT_MAX_MONTHS } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';

/** `YYYY-MM` of a month index (year × 12 + month − 1). */
function ym(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthIndex(value: string): number {
  const [y, m] = value.split('-').map(Number);
  return (y ?? 0) * 12 + (m ?? 1) - 1;
}

/** The current Korean month and the `count` months before it, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  const { year, month } = koreanMonth(now);
  const current = year * 12 + month - 1;
  return Array.from({ length: count }, (_, i) => ym(current - i));
}

/** The default period: the last six Korean months, this one included. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const months = recentMonths(now, 6);
  return { from: months[5] ?? '', to: months[0] ?? '' };
}

/** Whether the server would take the period (the same rule as the query's schema). */
export function validPeriod(from: string, to: string): boolean {
  const span = monthIndex(to) - monthIndex(from);
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(from) && /^\d{4}-(0[1-9]|1[0-2])$/.test(to) && span >= 0 && span < PROPOSAL_REPORT_MAX_MONTHS;
}
