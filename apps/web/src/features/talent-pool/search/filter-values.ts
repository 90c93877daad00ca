/**
 * The talent-search filters of spec §3 as plain values: what a modal edits, what the URL and the
 * request carry. Every filter's empty value means "does not narrow the search".
 */
import {
  BIRTH_YEAR_RANGE,
  EXPERIENCE_RANGE,
  GENDERS,
  HOPE_SALARY_RANGE,
  type ANY_DEGREE,
  type DegreeStatus,
  type EducationLevel,
  type Gender,
  type JobIntention,
  type ProfileLevel,
} from '@partners/contract';

export type Range = { min: number; max: number };
export type OccupationValue = { level1: number[]; level2: number[] };
export type EducationPair = { level: EducationLevel; degree: DegreeStatus | typeof ANY_DEGREE };
export type AdditionValue = { jobIntentions: JobIntention[]; verificationBadge: boolean; profileLevels: ProfileLevel[] };
export type KeywordMode = 'and' | 'or';
export type KeywordValue = { words: string[]; mode: KeywordMode };

export type FilterValues = {
  occupation: OccupationValue;
  gender: Gender[];
  /** null: the whole range (no filter). */
  experience: Range | null;
  birth_year: Range | null;
  education: EducationPair[];
  hope_salary: Range | null;
  addition: AdditionValue;
  keywords: KeywordValue;
  excluded: string[];
};
export type FilterKey = keyof FilterValues;
export type RangeKey = 'experience' | 'birth_year' | 'hope_salary';

/** The filter bar's order. */
export const FILTER_KEYS = [
  'keywords',
  'excluded',
  'occupation',
  'experience',
  'education',
  'hope_salary',
  'birth_year',
  'gender',
  'addition',
] as const satisfies readonly FilterKey[];

export const RANGE_BOUNDS: Record<RangeKey, Range & { step?: number }> = {
  experience: EXPERIENCE_RANGE,
  birth_year: BIRTH_YEAR_RANGE,
  hope_salary: HOPE_SALARY_RANGE,
};

export const EMPTY_FILTERS: FilterValues = {
  occupation: { level1: [], level2: [] },
  gender: [],
  experience: null,
  birth_year: null,
  education: [],
  hope_salary: null,
  addition: { jobIntentions: [], verificationBadge: false, profileLevels: [] },
  keywords: { words: [], mode: 'and' },
  excluded: [],
};

export function withFilter<K extends FilterKey>(values: FilterValues, key: K, value: FilterValues[K]): FilterValues {
  return { ...values, [key]: value };
}

export function isFilterEmpty(values: FilterValues, key: FilterKey): boolean {
  switch (key) {
    case 'occupation':
      return values.occupation.level1.length === 0 && values.occupation.level2.length === 0;
    case 'experience':
    case 'birth_year':
    case 'hope_salary':
      return values[key] === null;
    case 'addition': {
      const { jobIntentions, verificationBadge, profileLevels } = values.addition;
      return jobIntentions.length === 0 && !verificationBadge && profileLevels.length === 0;
    }
    case 'keywords':
      return values.keywords.words.length === 0;
    case 'gender':
    case 'education':
    case 'excluded':
      return values[key].length === 0;
  }
}

export function hasAnyFilter(values: FilterValues): boolean {
  return FILTER_KEYS.some((key) => !isFilterEmpty(values, key));
}

/** A range covering its whole bounds does not narrow the search: it becomes null. */
export function normaliseRange(key: RangeKey, range: Range | null): Range | null {
  if (!range) return null;
  const bounds = RANGE_BOUNDS[key];
  return range.min <= bounds.min && range.max >= bounds.max ? null : range;
}

/** What applying a pending value stores: whole ranges dropped, lists in a stable order. */
export function normaliseFilters(values: FilterValues): FilterValues {
  return {
    ...values,
    gender: onlyAllowed(GENDERS, values.gender),
    experience: normaliseRange('experience', values.experience),
    birth_year: normaliseRange('birth_year', values.birth_year),
    hope_salary: normaliseRange('hope_salary', values.hope_salary),
  };
}

/** The checked values of a checkbox group, narrowed to the allowed ones in their canonical order. */
export function onlyAllowed<T extends string>(allowed: readonly T[], values: readonly string[]): T[] {
  return allowed.filter((item) => values.includes(item));
}
