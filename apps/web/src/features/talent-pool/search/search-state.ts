/**
 * The search's URL state: applied filters and sort live in the query string under the API's own
 * parameter names (spec §3 "search params sent"), so back/forward and shared links work. Values are
 * read as the contract's request schema reads them, by zod-free fields (lib/url-fields.ts: zod and the
 * contract's schemas stay out of the search's first load, decision 0005); search-state.test.ts reads a set of
 * link values through both. One that fails is dropped, never crashed on.
 */
import {
  ANY_DEGREE,
  DEGREE_STATUSES,
  EDUCATION_LEVELS,
  EXPERIENCE_RANGE,
  BIRTH_YEAR_RANGE,
  GENDERS,
  HOPE_SALARY_RANGE,
  isSeekerEnc,
  JOB_INTENTIONS,
  KEYWORD_MAX_COUNT,
  KEYWORD_MAX_LENGTH,
  POOL_BY_TAB,
  PROFILE_LEVELS,
  SEARCH_ID_LIST_MAX,
  SEARCH_MAX_PAGE,
  SEARCH_ORDERS,
  type SearchOrder,
  type TalentSearchParams,
  type TalentTab,
} from '@partners/contract';
import { booleanField, enumField, enumItem, idItem, listField, rangeField, textItem, type UrlField } from '../../../lib/url-fields';
import { EMPTY_FILTERS, normaliseFilters, type EducationPair, type FilterValues, type Range } from './filter-values';

/** The query's fields the URL state reads, as the contract's `talentSearchQuery` reads them. */
export const talentSearchFields = {
  shape: {
    order_by: enumField(SEARCH_ORDERS, 'ranking'),
    query: listField(textItem(KEYWORD_MAX_LENGTH), KEYWORD_MAX_COUNT),
    or: booleanField(false),
    not: listField(textItem(KEYWORD_MAX_LENGTH), KEYWORD_MAX_COUNT),
    occu: listField(idItem, SEARCH_ID_LIST_MAX),
    occu_1: listField(idItem, SEARCH_ID_LIST_MAX),
    gen: listField(enumItem(GENDERS), GENDERS.length),
    yoe: rangeField(EXPERIENCE_RANGE),
    byear: rangeField(BIRTH_YEAR_RANGE),
    hsalary: rangeField(HOPE_SALARY_RANGE),
    edu: listField(enumItem(EDUCATION_LEVELS), EDUCATION_LEVELS.length),
    deg: listField(enumItem([...DEGREE_STATUSES, ANY_DEGREE]), EDUCATION_LEVELS.length),
    job_intention: listField(enumItem(JOB_INTENTIONS), JOB_INTENTIONS.length),
    verification_badge: booleanField(),
    profile_level: listField(enumItem(PROFILE_LEVELS), PROFILE_LEVELS.length),
    job_seeker_ids: listField((text) => (isSeekerEnc(text) ? text : undefined), SEARCH_ID_LIST_MAX),
  },
};

/**
 * `seekers`: the search restricted to these job seekers (`job_seeker_ids`, opaque ids): a saved search's
 * "new matches" alert opens the search with its new people only, until the recruiter asks for every result.
 */
export type SearchState = { filters: FilterValues; order: SearchOrder; seekers: string[] };
export type SearchParamName = keyof TalentSearchParams;
/** The search request's query string, typed by the contract's request schema. */
export type SearchRequest = TalentSearchParams;
/** The parameters that carry comma-joined lists. */
type ListParamName = 'query' | 'not' | 'occu' | 'occu_1' | 'gen' | 'edu' | 'deg' | 'job_intention' | 'profile_level' | 'job_seeker_ids';

export const DEFAULT_SEARCH_STATE: SearchState = { filters: EMPTY_FILTERS, order: 'ranking', seekers: [] };

const fields = talentSearchFields.shape;

function read<T>(field: UrlField<T>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const result = field.safeParse(raw);
  return result.success ? result.data : undefined;
}

function readEducation(params: URLSearchParams): EducationPair[] {
  const levels = read(fields.edu, params.get('edu')) ?? [];
  const degrees = read(fields.deg, params.get('deg'));
  // Without `deg` every level means any degree; a `deg` that does not pair up drops both.
  if (degrees && degrees.length !== levels.length) return [];
  const pairs: EducationPair[] = [];
  levels.forEach((level, i) => {
    if (!pairs.some((pair) => pair.level === level)) pairs.push({ level, degree: degrees?.[i] ?? ANY_DEGREE });
  });
  return pairs;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

export function readSearchState(params: URLSearchParams): SearchState {
  return {
    order: read(fields.order_by, params.get('order_by')) ?? 'ranking',
    seekers: unique(read(fields.job_seeker_ids, params.get('job_seeker_ids')) ?? []),
    filters: normaliseFilters({
      occupation: {
        level1: unique(read(fields.occu_1, params.get('occu_1')) ?? []),
        level2: unique(read(fields.occu, params.get('occu')) ?? []),
      },
      gender: unique(read(fields.gen, params.get('gen')) ?? []),
      experience: read(fields.yoe, params.get('yoe')) ?? null,
      birth_year: read(fields.byear, params.get('byear')) ?? null,
      education: readEducation(params),
      hope_salary: read(fields.hsalary, params.get('hsalary')) ?? null,
      addition: {
        jobIntentions: unique(read(fields.job_intention, params.get('job_intention')) ?? []),
        verificationBadge: read(fields.verification_badge, params.get('verification_badge')) ?? false,
        profileLevels: unique(read(fields.profile_level, params.get('profile_level')) ?? []),
      },
      keywords: {
        words: unique(read(fields.query, params.get('query')) ?? []),
        mode: read(fields.or, params.get('or')) ? 'or' : 'and',
      },
      excluded: unique(read(fields.not, params.get('not')) ?? []),
    }),
  };
}

const joinRange = (range: Range) => `${range.min};${range.max}`;

/** The filters and sort as query-string entries; an empty filter is left out. */
function searchEntries({ filters, order, seekers }: SearchState): SearchRequest {
  const entries: SearchRequest = {};
  const list = (name: ListParamName, items: readonly (string | number)[]) => {
    if (items.length > 0) entries[name] = items.join(',');
  };
  list('query', filters.keywords.words);
  if (filters.keywords.words.length > 0 && filters.keywords.mode === 'or') entries.or = 'true';
  list('not', filters.excluded);
  list('occu', filters.occupation.level2);
  list('occu_1', filters.occupation.level1);
  list('gen', filters.gender);
  if (filters.experience) entries.yoe = joinRange(filters.experience);
  if (filters.birth_year) entries.byear = joinRange(filters.birth_year);
  if (filters.hope_salary) entries.hsalary = joinRange(filters.hope_salary);
  list(
    'edu',
    filters.education.map((pair) => pair.level),
  );
  list(
    'deg',
    filters.education.map((pair) => pair.degree),
  );
  list('job_intention', filters.addition.jobIntentions);
  if (filters.addition.verificationBadge) entries.verification_badge = 'true';
  list('profile_level', filters.addition.profileLevels);
  if (order !== DEFAULT_SEARCH_STATE.order) entries.order_by = order;
  list('job_seeker_ids', seekers);
  return entries;
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchEntries(state))) {
    if (typeof value === 'string') params.set(name, value);
  }
  return params;
}

/** The path's `:page`: a page the search can show, or null (the page sends it to page 1). */
export function readSearchPage(value: string | undefined): number | null {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : null;
}

/** The search call's parameters for a tab and page (spec §3 "search params sent"). */
export function searchRequest(state: SearchState, tab: TalentTab, page: number, sessionId: string): SearchRequest {
  return {
    ...searchEntries(state),
    pool: POOL_BY_TAB[tab],
    page: String(page),
    order_by: state.order,
    search_session_id: sessionId,
  };
}
