import { koreanWallClock } from '@partners/contract/korea-time';
import type { TFunction } from '../../i18n';

/** A moment as a sentence shows it, in Korea time: `2026년 11월 26일 오후 3:04`. */
export function formatMoment(value: string, t: TFunction): string {
  const { year, month, day, hour, minute } = koreanWallClock(value);
  return t('settings.moment', {
    year,
    month,
    day,
    period: t(hour < 12 ? 'settings.am' : 'settings.pm'),
    hour: hour % 12 === 0 ? 12 : hour % 12,
    minute: String(minute).padStart(2, '0'),
  });
}
