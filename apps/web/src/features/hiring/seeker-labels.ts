/** How the hiring screens name a seeker's facts (the talent pool's words, from the shared catalogue). */
import { EXPERIENCE_RANGE } from '@partners/contract';
import type { TFunction } from '../../i18n';

/** 신입, N년차, 10년 이상 (the scale of the experience filter). */
export function careerYears(years: number, t: TFunction): string {
  if (years <= EXPERIENCE_RANGE.min) return t('talent_search.experience.newcomer');
  if (years >= EXPERIENCE_RANGE.max) return t('talent_search.experience.max');
  return t('talent_search.experience.career_year', { count: years });
}

/** 백엔드 개발 · 5년차 */
export function seekerSummary(seeker: { occupation_name: string; years_of_experience: number }, t: TFunction): string {
  return t('hiring.seeker.summary', { occupation: seeker.occupation_name, years: careerYears(seeker.years_of_experience, t) });
}
