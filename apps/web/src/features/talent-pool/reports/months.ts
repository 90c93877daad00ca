import { addMonths } from '@partners/contract';
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
