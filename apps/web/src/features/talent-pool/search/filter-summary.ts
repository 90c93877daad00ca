/** The filter bar's short form of an applied filter (경력 3~5년, 1990~1995년생, 직무 2개). */
import { EXPERIENCE_RANGE } from '@partners/contract';
import type { Lang, TFunction } from '../../../i18n';
import { isFilterEmpty, type FilterKey, type FilterValues, type Range } from './filter-values';
import { experienceLabel, salaryLabel } from './labels';

function rangeText(range: Range, label: (value: number) => string): string {
  if (range.min === range.max) return label(range.min);
  return `${label(range.min)}~${label(range.max)}`;
}

/** 3~5년 rather than 3년~5년 when neither end is 신입 or 10년 이상. */
function experienceRange(range: Range, t: TFunction): string {
  const isPlainYears = (years: number) => years > EXPERIENCE_RANGE.min && years < EXPERIENCE_RANGE.max;
  if (range.min !== range.max && isPlainYears(range.min) && isPlainYears(range.max)) {
    return t('talent_search.experience.years', { count: `${range.min}~${range.max}` });
  }
  return rangeText(range, (years) => experienceLabel(years, t));
}

function words(list: readonly string[], t: TFunction): string {
  const [first = '', ...rest] = list;
  return rest.length === 0 ? first : t('talent_search.summary.more', { first, count: rest.length });
}

function counted(key: FilterKey, count: number, t: TFunction): string {
  return t('talent_search.summary.count', { filter: t(`talent_search.filters.${key}`), count });
}

/** null when the filter is not applied. */
export function summariseFilter(values: FilterValues, key: FilterKey, t: TFunction, lang: Lang): string | null {
  if (isFilterEmpty(values, key)) return null;
  switch (key) {
    case 'occupation':
      return counted(key, values.occupation.level1.length + values.occupation.level2.length, t);
    case 'gender':
      return values.gender.map((gender) => t(`talent_search.genders.${gender}`)).join('·');
    case 'experience':
      return values.experience && t('talent_search.summary.experience', { range: experienceRange(values.experience, t) });
    case 'birth_year':
      return values.birth_year && t('talent_search.summary.birth_year', { range: rangeText(values.birth_year, String) });
    case 'hope_salary':
      return values.hope_salary && t('talent_search.summary.hope_salary', { range: rangeText(values.hope_salary, (v) => salaryLabel(v, t, lang)) });
    case 'education': {
      const [only] = values.education;
      if (values.education.length > 1 || !only) return counted(key, values.education.length, t);
      const level = t(`talent_search.education_levels.${only.level}`);
      return only.degree === 'all' ? level : `${level} ${t(`talent_search.degree_statuses.${only.degree}`)}`;
    }
    case 'addition': {
      const { jobIntentions, verificationBadge, profileLevels } = values.addition;
      return counted(key, jobIntentions.length + (verificationBadge ? 1 : 0) + profileLevels.length, t);
    }
    case 'keywords': {
      const text = words(values.keywords.words, t);
      return values.keywords.mode === 'or' ? t('talent_search.summary.or_mode', { words: text }) : text;
    }
    case 'excluded':
      return t('talent_search.summary.excluded', { words: words(values.excluded, t) });
  }
}
