/** How the hiring screens name a seeker's facts (the talent pool's words, from the shared catalogue). */
import type { TFunction } from '../../i18n';
import { careerYears } from '../../lib/labels';

/** 백엔드 개발 · 5년차 */
export function seekerSummary(seeker: { occupation_name: string; years_of_experience: number }, t: TFunction): string {
  return t('hiring.seeker.summary', { occupation: seeker.occupation_name, years: careerYears(seeker.years_of_experience, t) });
}
