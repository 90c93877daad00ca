/**
 * Korea time, once: the Korean calendar day, D-day counts, month boundaries and the console's date
 * display. Every date the product shows or counts by is Korean (the spec's users are in Korea), so
 * neither the server's nor the browser's own time zone may leak into it.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const KOREA_TIME_ZONE = 'Asia/Seoul';

/** Korea has kept UTC+9 all year since 1988 (no daylight saving), so one offset is its whole rule. */
export const KOREA_UTC_OFFSET_MINUTES = 9 * 60;
const OFFSET_MS = KOREA_UTC_OFFSET_MINUTES * 60_000;

/** A Korean day's length: with no daylight saving, every Korean calendar day is exactly 24 hours. */
export const DAY_MS = 86_400_000;

/** An instant: a Date, epoch milliseconds, or an ISO 8601 string that carries its offset (`Z`, `+09:00`). */
export type Instant = Date | number | string;

/** A calendar month in Korea; `month` runs 1–12. */
export type KoreanMonth = { year: number; month: number };

/**
 * Korean wall-clock time held as a UTC dayjs, whose UTC fields read as Korea's. Calendar arithmetic in
 * UTC mode never meets a daylight-saving gap of the machine's own zone (dayjs' utcOffset() shifts
 * through local time and does), and needs no time-zone database lookup per call (`.tz()` costs an
 * Intl formatter call each time: a visible share of sending a proposal).
 */
function wall(at: Instant): Dayjs {
  return dayjs.utc(dayjs(at).valueOf() + OFFSET_MS);
}

/** Back from Korean wall-clock time to the instant. */
function instant(koreanWall: Dayjs): Date {
  return new Date(koreanWall.valueOf() - OFFSET_MS);
}

/** The Korean calendar day of `at`, as `YYYY-MM-DD`. */
export function koreanDay(at: Instant): string {
  return wall(at).format('YYYY-MM-DD');
}

/** The instant the Korean calendar day of `at` began (00:00 in Seoul, 15:00 UTC the day before). */
export function startOfKoreanDay(at: Instant): Date {
  return instant(wall(at).startOf('day'));
}

/** The instant the Korean calendar day `YYYY-MM-DD` began (00:00 in Seoul, 15:00 UTC the day before). */
export function koreanDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The instant the Korean calendar day `YYYY-MM-DD` ended: the next day's start, so an exclusive upper bound. */
export function koreanDayEnd(day: string): Date {
  return new Date(koreanDayStart(day).getTime() + DAY_MS);
}

/** The Korean calendar day `days` days after `day` (before it when negative), both as `YYYY-MM-DD`. */
export function addKoreanDays(day: string, days: number): string {
  return koreanDay(koreanDayStart(day).getTime() + days * DAY_MS);
}

/** Every Korean calendar day from `from` to `to` (`YYYY-MM-DD`, both included), oldest first; none when `to` is earlier. */
export function koreanDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = koreanDayStart(from).getTime(), end = koreanDayStart(to).getTime(); at <= end; at += DAY_MS) days.push(koreanDay(at));
  return days;
}

/** The instant `days` days after `at` (before it when negative): days × 24 hours, which in Korea is always the same wall-clock time. */
export function addDays(at: Instant, days: number): Date {
  return new Date(dayjs(at).valueOf() + days * DAY_MS);
}

/** The day of the week in Seoul at `at`: 0 for Sunday to 6 for Saturday. */
export function koreanWeekday(at: Instant): number {
  return wall(at).day();
}

/**
 * Korean calendar days from `now`'s day to `deadline`'s day: 0 on the day itself, 1 the day before
 * (even a minute before midnight), negative once the day has passed. Posting badges read it as D-n.
 */
export function dDay(deadline: Instant, now: Instant): number {
  return wall(deadline).startOf('day').diff(wall(now).startOf('day'), 'day');
}

/** The Korean calendar month of `at`. */
export function koreanMonth(at: Instant): KoreanMonth {
  return monthOf(wall(at));
}

/** The Korean calendar month before the one `at` falls in (January's is the previous December). */
export function previousKoreanMonth(at: Instant): KoreanMonth {
  return monthOf(wall(at).startOf('month').subtract(1, 'month'));
}

function monthOf(koreanWall: Dayjs): KoreanMonth {
  return { year: koreanWall.year(), month: koreanWall.month() + 1 };
}

/** The instant a Korean calendar month given as `YYYY-MM` began (00:00 on the 1st in Seoul). */
export function startOfKoreanMonth(yearMonth: string): Date {
  return instant(dayjs.utc(`${yearMonth}-01T00:00:00Z`));
}

/** The Korean calendar month of `at` as instants: `start` inclusive, `end` (the next month's start) exclusive. */
export function koreanMonthBounds(at: Instant): { start: Date; end: Date } {
  const first = wall(at).startOf('month');
  return { start: instant(first), end: instant(first.add(1, 'month')) };
}

/** The Korean wall clock at `at`: calendar fields and a 24-hour time, for text built from them (`2026년 11월 26일 오후 3:04`). */
export function koreanWallClock(at: Instant): { year: number; month: number; day: number; hour: number; minute: number } {
  const w = wall(at);
  return { year: w.year(), month: w.month() + 1, day: w.date(), hour: w.hour(), minute: w.minute() };
}

/** `YYYY.MM.DD` in Korea time, as the console shows dates. */
export function formatKoreanDate(at: Instant): string {
  return wall(at).format('YYYY.MM.DD');
}

/** `YYYY.MM.DD HH:mm` in Korea time, as the console shows a moment (notifications, proposals). */
export function formatKoreanDateTime(at: Instant): string {
  return wall(at).format('YYYY.MM.DD HH:mm');
}

/** The Korean calendar month of `at` as `YYYY-MM`. */
export function koreanYearMonth(at: Instant): string {
  return wall(at).format('YYYY-MM');
}
