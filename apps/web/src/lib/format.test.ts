import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatManwon, formatMonths, formatNumber, formatPrice, formatRelative, formatWon } from './format';

describe('format', () => {
  it('won uses 만/억/조 with thousands separators', () => {
    expect(formatWon(45_000_000)).toBe('4,500만원');
    expect(formatWon(120_000_000)).toBe('1억 2,000만원');
    expect(formatWon(100_000_000)).toBe('1억원');
    expect(formatWon(1_500_000_000_000)).toBe('1조 5,000억원');
    expect(formatWon(5_000)).toBe('5,000원');
    expect(formatWon(0)).toBe('0원');
  });

  it('prices and receipts show exact won with separators', () => {
    expect(formatPrice(99_000)).toBe('99,000원');
    expect(formatPrice(1_650_000)).toBe('1,650,000원');
    expect(formatPrice(440_000, 'en')).toBe('440,000 won');
  });

  it('money held in 만원 units shows in the same notation', () => {
    expect(formatManwon(4500)).toBe('4,500만원');
    expect(formatManwon(10_000)).toBe('1억원');
  });

  it('English shows won with separators', () => {
    expect(formatWon(45_000_000, 'en')).toBe('45,000,000 won');
  });

  it('dates are YYYY.MM.DD in Korea time, whatever the browser’s zone', () => {
    expect(formatDate('2024-03-05T09:07:00+09:00')).toBe('2024.03.05');
    expect(formatDateTime('2024-03-05T09:07:00+09:00')).toBe('2024.03.05 09:07');
    // 15:00 UTC is midnight in Seoul: the next day there.
    expect(formatDate(new Date('2024-03-05T15:00:00Z'))).toBe('2024.03.06');
    expect(formatDateTime(new Date('2024-03-05T14:59:00Z'))).toBe('2024.03.05 23:59');
  });

  it('relative times: 방금 전 under a minute, hours ago, then the date after a week', () => {
    const now = new Date(2024, 2, 10, 12, 0, 0);
    expect(formatRelative(new Date(2024, 2, 10, 11, 59, 30), 'ko', now)).toBe('방금 전');
    expect(formatRelative(new Date(2024, 2, 10, 9, 0, 0), 'ko', now)).toBe('3시간 전');
    expect(formatRelative(new Date('2024-03-01T09:00:00+09:00'), 'ko', now)).toBe('2024.03.01');
    expect(formatRelative(new Date(2024, 2, 10, 9, 0, 0), 'en', now)).toBe('3 hours ago');
  });

  it('career lengths read as years and months', () => {
    expect(formatMonths(27)).toBe('2년 3개월');
    expect(formatMonths(24)).toBe('2년');
    expect(formatMonths(5)).toBe('5개월');
    expect(formatMonths(0)).toBe('0개월');
    expect(formatMonths(27, 'en')).toBe('2 yr 3 mo');
  });

  it('counts are capped at 999+', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('999+');
    expect(formatCount(12)).toBe('12');
  });

  it('numbers have thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('grouping integers by hand matches Intl, and fractions still format', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, -1000, 12345, -987654321, 1_000_000_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
    expect(formatNumber(1234.5678)).toBe('1,234.568');
    expect(formatNumber(1e21)).toBe(intl.format(1e21));
  });

  it('fractions by hand match Intl: three decimals rounded half up on the exact value, zeros dropped', () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [3.8, 4.25, -0.5, 0.1 + 0.2, 1.0005, 2.0005, 0.0004, -0.0004, 0.0005, 999.9996, -1234567.891, 123456789012.3456, 1e15 - 0.5];
    for (const value of [...values, NaN, Infinity, -Infinity, 1e16 + 2]) expect(formatNumber(value)).toBe(intl.format(value));
    // A sweep of thousandths and their halves, where the two roundings could part.
    for (let i = -3000; i <= 3000; i++) {
      expect(formatNumber(i / 1000 + 0.0005)).toBe(intl.format(i / 1000 + 0.0005));
      expect(formatNumber(i / 7)).toBe(intl.format(i / 7));
    }
  });
});
