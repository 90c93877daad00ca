/**
 * The one formatting module (docs/korean-ui.md): won in 만/억/조, YYYY.MM.DD dates in Korea time
 * (whatever the browser's zone, as the server's own date strings are), relative times, capped counts
 * and thousands separators. Unit words come from the catalogues.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/ko';
import { APPLICANT_BADGE_CAP } from '@partners/contract';
import { formatKoreanDate, formatKoreanDateTime } from '@partners/contract/korea-time';
import { translate, type Lang } from '../i18n';

dayjs.extend(relativeTime);

let decimalFormat: Intl.NumberFormat | undefined;

const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Thousands separators, and at most three decimals rounded half up, as Intl.NumberFormat('en-US') writes them.
 * Formatted by hand: the first Intl.NumberFormat of a page initialises ICU's number data, the largest single
 * cost in the profile of the signed-in home's first render (the bell's count) and of the reviews' (the average
 * rating). Like Intl, it rounds the shortest decimal that reads back as the value (`String`), so 1.0005 is
 * 1.001; what `String` writes with an exponent past 1e21 goes to Intl.
 */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return value < 0 ? `-${groupDigits(String(-value))}` : groupDigits(String(value));
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    decimalFormat ??= new Intl.NumberFormat('en-US');
    return decimalFormat.format(value);
  }
  // Below 1e-6 String writes an exponent; such a value rounds to 0 at three decimals.
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0'] : shortest.split('.');
  let thousandths = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'));
  if ((fraction[3] ?? '0') >= '5') thousandths += 1n;
  const digits = thousandths.toString().padStart(4, '0');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  const text = `${groupDigits(digits.slice(0, -3))}${decimals ? `.${decimals}` : ''}`;
  return value < 0 ? `-${text}` : text;
}

/** 45,000,000 → 4,500만원; 120,000,000 → 1억 2,000만원; 1,500,000,000,000 → 1조 5,000억원. */
export function formatWon(amount: number, lang: Lang = 'ko'): string {
  const won = translate(lang, 'format.won');
  if (lang !== 'ko') return `${formatNumber(Math.round(amount))} ${won}`;
  const sign = amount < 0 ? '-' : '';
  let rest = Math.round(Math.abs(amount));
  if (rest === 0) return `0${won}`;
  const units: [number, string][] = [
    [1_0000_0000_0000, translate(lang, 'format.jo')],
    [1_0000_0000, translate(lang, 'format.eok')],
    [1_0000, translate(lang, 'format.man')],
  ];
  const parts: string[] = [];
  for (const [size, unit] of units) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${formatNumber(count)}${unit}`);
    rest %= size;
  }
  if (rest > 0) parts.push(formatNumber(rest));
  return `${sign}${parts.join(' ')}${won}`;
}

/** Prices and receipts: exact won with separators (99,000원), as Korean price tags and receipts write them. */
export function formatPrice(amount: number, lang: Lang = 'ko'): string {
  const won = translate(lang, 'format.won');
  return lang === 'ko' ? `${formatNumber(amount)}${won}` : `${formatNumber(amount)} ${won}`;
}

/** Forms hold money in 만원 units (spec §5): 4500 → 4,500만원. */
export function formatManwon(manwon: number, lang: Lang = 'ko'): string {
  return formatWon(manwon * 1_0000, lang);
}

export function formatDate(value: string | Date): string {
  return formatKoreanDate(value);
}

export function formatDateTime(value: string | Date): string {
  return formatKoreanDateTime(value);
}

/** Career lengths: 27 → 2년 3개월; 24 → 2년; 5 → 5개월. */
export function formatMonths(months: number, lang: Lang = 'ko'): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(translate(lang, 'format.duration_years', { count: years }));
  if (rest > 0 || years === 0) parts.push(translate(lang, 'format.duration_months', { count: rest }));
  return parts.join(' ');
}

/** Notifications: 방금 전 under a minute, 3시간 전 within a week, then the date. */
export function formatRelative(value: string | Date, lang: Lang = 'ko', now: Date = new Date()): string {
  const then = dayjs(value);
  const seconds = dayjs(now).diff(then, 'second');
  if (seconds < 60) return translate(lang, 'format.just_now');
  if (seconds >= 7 * 24 * 3600) return formatDate(then.toDate());
  return then.locale(lang).from(dayjs(now));
}

/** Counts capped as the spec says: 1,000 applicants show as 999+. */
export function formatCount(value: number, cap: number = APPLICANT_BADGE_CAP): string {
  return value > cap ? `${formatNumber(cap)}+` : formatNumber(value);
}

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
