import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  KOREA_TIME_ZONE,
  addDays,
  addKoreanDays,
  dDay,
  formatKoreanDate,
  formatKoreanDateTime,
  koreanDay,
  koreanDayEnd,
  koreanDayStart,
  koreanDaysBetween,
  koreanMonth,
  koreanMonthBounds,
  koreanWallClock,
  koreanWeekday,
  previousKoreanMonth,
  startOfKoreanDay,
  startOfKoreanMonth,
} from './korea-time.js';

describe('the Korean calendar day', () => {
  it('turns at midnight in Seoul, which is 15:00 UTC', () => {
    // 23:59:59 KST is 14:59:59Z; 00:00 KST the next day is 15:00Z.
    expect(koreanDay(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(koreanDay(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
    expect(koreanDay('2026-03-02T00:00:00+09:00')).toBe('2026-03-02');
  });

  it('starts at 00:00 in Seoul', () => {
    expect(startOfKoreanDay(new Date('2026-03-01T14:59:59Z'))).toEqual(new Date('2026-02-28T15:00:00Z'));
    expect(startOfKoreanDay(new Date('2026-03-01T15:00:00Z'))).toEqual(new Date('2026-03-01T15:00:00Z'));
  });

  it('rolls over the month end, the year end and a leap February', () => {
    expect(koreanDay(new Date('2026-01-31T15:00:00Z'))).toBe('2026-02-01');
    expect(koreanDay(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(koreanDay(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(koreanDay(new Date('2028-02-28T15:00:00Z'))).toBe('2028-02-29');
    expect(koreanDay(new Date('2028-02-29T15:00:00Z'))).toBe('2028-03-01');
    expect(koreanDay(new Date('2027-02-28T15:00:00Z'))).toBe('2027-03-01');
  });

  it('agrees with the time-zone database for Asia/Seoul on both sides of every midnight of two years', () => {
    // en-CA writes dates as YYYY-MM-DD. One formatter for the whole loop: a time-zone lookup per call is slow.
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const firstMidnight = Date.parse('2026-12-31T15:00:00Z');
    const mismatches: string[] = [];
    for (let midnight = firstMidnight; midnight < firstMidnight + 731 * 86_400_000; midnight += 86_400_000) {
      for (const at of [midnight - 1, midnight]) {
        if (koreanDay(at) !== seoul.format(at)) mismatches.push(new Date(at).toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a Korean calendar day given as YYYY-MM-DD', () => {
  it("starts at 00:00 in Seoul, which is 15:00 UTC the day before, and ends at the next day's start", () => {
    expect(koreanDayStart('2026-03-02')).toEqual(new Date('2026-03-01T15:00:00Z'));
    expect(koreanDayEnd('2026-03-02')).toEqual(new Date('2026-03-02T15:00:00Z'));
    expect(koreanDayEnd('2026-03-02').getTime() - koreanDayStart('2026-03-02').getTime()).toBe(DAY_MS);
  });

  it('starts at the instant startOfKoreanDay gives for any moment in it, and reads back as itself', () => {
    for (const at of ['2026-03-01T15:00:00Z', '2026-03-02T08:30:00Z', '2026-03-02T14:59:59.999Z']) {
      expect(koreanDayStart(koreanDay(at))).toEqual(startOfKoreanDay(at));
    }
    expect(koreanDay(koreanDayStart('2028-02-29'))).toBe('2028-02-29');
    expect(koreanDay(koreanDayEnd('2028-02-29').getTime() - 1)).toBe('2028-02-29');
  });

  it('ends across a month end, a year end and a leap February', () => {
    expect(koreanDayEnd('2026-01-31')).toEqual(koreanDayStart('2026-02-01'));
    expect(koreanDayEnd('2026-12-31')).toEqual(new Date('2026-12-31T15:00:00Z'));
    expect(koreanDayEnd('2028-02-28')).toEqual(koreanDayStart('2028-02-29'));
    expect(koreanDayEnd('2027-02-28')).toEqual(koreanDayStart('2027-03-01'));
  });
});

describe('adding days', () => {
  it('moves a Korean calendar day across month ends, year ends and leap days, both ways', () => {
    expect(addKoreanDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addKoreanDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addKoreanDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addKoreanDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addKoreanDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addKoreanDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addKoreanDays('2026-03-02', -29)).toBe('2026-02-01');
    expect(addKoreanDays('2026-03-02', 0)).toBe('2026-03-02');
  });

  it('lists the days of a period, both ends included, across a leap February', () => {
    expect(koreanDaysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(koreanDaysBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(koreanDaysBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(koreanDaysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('moves an instant by whole 24-hour days, keeping its Korean wall-clock time', () => {
    expect(addDays(new Date('2026-03-01T14:59:59Z'), 1)).toEqual(new Date('2026-03-02T14:59:59Z'));
    expect(addDays('2028-02-28T15:00:00Z', 1)).toEqual(new Date('2028-02-29T15:00:00Z'));
    expect(addDays(Date.parse('2027-01-01T00:00:00+09:00'), -1)).toEqual(new Date('2026-12-30T15:00:00Z'));
    expect(koreanWallClock(addDays('2026-10-31T23:30:00+09:00', 30))).toMatchObject({ month: 11, day: 30, hour: 23, minute: 30 });
  });
});

describe('the Korean day of the week', () => {
  it('turns at midnight in Seoul, not in UTC', () => {
    // 1 March 2026 is a Sunday in Seoul; at 14:59:59Z it is still Sunday there, at 15:00Z Monday.
    expect(koreanWeekday('2026-03-01T00:00:00+09:00')).toBe(0);
    expect(koreanWeekday(new Date('2026-03-01T14:59:59Z'))).toBe(0);
    expect(koreanWeekday(new Date('2026-03-01T15:00:00Z'))).toBe(1);
    expect(koreanWeekday(new Date('2026-02-28T15:00:00Z'))).toBe(0);
    expect(koreanWeekday('2028-02-29T12:00:00+09:00')).toBe(2);
  });
});

describe('D-day', () => {
  const kst = (wall: string) => new Date(`${wall}+09:00`);

  it('counts calendar days, not 24-hour spans: a minute before midnight is D-1, midnight is D-day', () => {
    const deadline = kst('2026-03-02T00:30:00');
    expect(dDay(deadline, kst('2026-03-01T23:59:59'))).toBe(1);
    expect(dDay(deadline, kst('2026-03-02T00:00:00'))).toBe(0);
    expect(dDay(kst('2026-03-02T23:59:00'), kst('2026-03-02T00:00:00'))).toBe(0);
  });

  it('is the same at 00:00 and 23:59 of the counting day', () => {
    const deadline = kst('2026-03-05T18:00:00');
    expect(dDay(deadline, kst('2026-03-01T00:00:00'))).toBe(4);
    expect(dDay(deadline, kst('2026-03-01T23:59:59'))).toBe(4);
  });

  it('counts across a month end, a year end and a leap day', () => {
    expect(dDay(kst('2026-03-01T09:00:00'), kst('2026-02-28T09:00:00'))).toBe(1);
    expect(dDay(kst('2028-03-01T09:00:00'), kst('2028-02-28T09:00:00'))).toBe(2);
    expect(dDay(kst('2027-01-01T00:00:00'), kst('2026-12-31T23:59:59'))).toBe(1);
  });

  it('goes negative once the day has passed', () => {
    expect(dDay(kst('2026-03-01T12:00:00'), kst('2026-03-03T08:00:00'))).toBe(-2);
  });
});

describe('Korean months', () => {
  it('start at midnight in Seoul on the first, given as YYYY-MM', () => {
    expect(startOfKoreanMonth('2022-08')).toEqual(new Date('2022-07-31T15:00:00Z'));
    expect(startOfKoreanMonth('2024-01')).toEqual(new Date('2023-12-31T15:00:00Z'));
  });

  it('are bounded by midnight in Seoul on the first', () => {
    expect(koreanMonthBounds(new Date('2026-02-28T15:00:00Z'))).toEqual({
      start: new Date('2026-02-28T15:00:00Z'),
      end: new Date('2026-03-31T15:00:00Z'),
    });
    // 23:59:59 on 28 February in Seoul is still February.
    expect(koreanMonthBounds(new Date('2026-02-28T14:59:59Z'))).toEqual({
      start: new Date('2026-01-31T15:00:00Z'),
      end: new Date('2026-02-28T15:00:00Z'),
    });
  });

  it('have 29 days in a leap February', () => {
    const { start, end } = koreanMonthBounds(new Date('2028-02-10T00:00:00Z'));
    expect((end.getTime() - start.getTime()) / 86_400_000).toBe(29);
  });

  it('turn over the year at midnight in Seoul on 1 January', () => {
    expect(koreanMonth(new Date('2026-12-31T14:59:59Z'))).toEqual({ year: 2026, month: 12 });
    expect(koreanMonth(new Date('2026-12-31T15:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(koreanMonthBounds(new Date('2026-12-31T15:00:00Z'))).toEqual({
      start: new Date('2026-12-31T15:00:00Z'),
      end: new Date('2027-01-31T15:00:00Z'),
    });
  });

  it('know the month before, across a year end', () => {
    expect(previousKoreanMonth(new Date('2026-12-31T15:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(previousKoreanMonth(new Date('2026-12-31T14:59:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(previousKoreanMonth(new Date('2026-03-31T15:00:00Z'))).toEqual({ year: 2026, month: 3 });
  });
});

describe('display', () => {
  it('shows dates and moments in Korea time', () => {
    expect(formatKoreanDate(new Date('2026-03-01T14:59:59Z'))).toBe('2026.03.01');
    expect(formatKoreanDate(new Date('2026-03-01T15:00:00Z'))).toBe('2026.03.02');
    expect(formatKoreanDateTime(new Date('2026-03-01T14:59:00Z'))).toBe('2026.03.01 23:59');
    expect(formatKoreanDateTime('2026-12-31T15:05:00Z')).toBe('2027.01.01 00:05');
  });
});

describe('the Korean wall clock', () => {
  it('reads the calendar fields and the 24-hour time in Seoul', () => {
    expect(koreanWallClock('2026-11-26T06:04:00Z')).toEqual({ year: 2026, month: 11, day: 26, hour: 15, minute: 4 });
    expect(koreanWallClock('2026-12-31T15:00:00Z')).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0 });
  });
});
