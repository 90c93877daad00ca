/**
 * Labels more than one area words the same way. A seeker's or applicant's experience uses the talent
 * pool's words (its catalogue section, which the talent pool, hiring and applicants pages load).
 */
import { EXPERIENCE_RANGE } from '@partners/contract';
import type { TFunction } from '../i18n';

/** A person's experience: 신입, N년차, 10년 이상 (the experience filter's scale). */
export function careerYears(years: number, t: TFunction): string {
  if (years <= EXPERIENCE_RANGE.min) return t('talent_search.experience.newcomer');
  if (years >= EXPERIENCE_RANGE.max) return t('talent_search.experience.max');
  return t('talent_search.experience.career_year', { count: years });
}
