import { PROPOSAL_REPORT_MAX_MONTHS, addMonths, monthIndex } from '@partners/contract';
import { koreanYearMonth } from '@partners/contract/korea-time';

/** The current Korean month and the `count` months before it, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  const current = koreanYearMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, -i));
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
