/** Labels shared by the filter modals, the filter bar and the result cards. */
import { EXPERIENCE_RANGE, HOPE_SALARY_RANGE } from '@partners/contract';
import type { Lang, TFunction } from '../../../i18n';
import { formatManwon } from '../../../lib/format';

/** Experience on the filter scale: 0 신입, 11 10년 이상, else N년. */
export function experienceLabel(years: number, t: TFunction): string {
  if (years <= EXPERIENCE_RANGE.min) return t('talent_search.experience.newcomer');
  if (years >= EXPERIENCE_RANGE.max) return t('talent_search.experience.max');
  return t('talent_search.experience.years', { count: years });
}

/** The salary scale tops out at 1억 이상 (spec §5). */
export function salaryLabel(manwon: number, t: TFunction, lang: Lang): string {
  return manwon >= HOPE_SALARY_RANGE.max ? t('talent_search.hope_salary.max') : formatManwon(manwon, lang);
}

export function birthYearLabel(year: number, t: TFunction): string {
  return t('talent_search.birth_year.year', { year });
}
