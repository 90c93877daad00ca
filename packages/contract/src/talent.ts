/** Talent pool constants shared by server and web (spec §3, §4, §5, §9). */

/** Spec §3 pools; each search tab maps to one (spec §2 `search/{tab}`). */
export const TALENT_POOLS = ['big_pool', 'company_pool', 'profile_request_pool', 'interview_request_pool'] as const;
export type TalentPool = (typeof TALENT_POOLS)[number];

export const TALENT_TABS = ['index', 'company', 'profile_requested', 'interview_requested'] as const;
export type TalentTab = (typeof TALENT_TABS)[number];

export const POOL_BY_TAB: Record<TalentTab, TalentPool> = {
  index: 'big_pool',
  company: 'company_pool',
  profile_requested: 'profile_request_pool',
  interview_requested: 'interview_request_pool',
};

export const TAB_BY_POOL: Record<TalentPool, TalentTab> = {
  big_pool: 'index',
  company_pool: 'company',
  profile_request_pool: 'profile_requested',
  interview_request_pool: 'interview_requested',
};

/** Spec §4 sort orders: ranking (default), résumé update, newly registered, accuracy. */
export const SEARCH_ORDERS = ['ranking', 'updated_at', 'job_intention_updated_at', 'score'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** Spec §5 ranges. Experience 11 means 10 years or more; salary 10,000 (만원) means 1억 or more. */
export const EXPERIENCE_RANGE = { min: 0, max: 11 } as const;
export const BIRTH_YEAR_RANGE = { min: 1955, max: 2006 } as const;
export const HOPE_SALARY_RANGE = { min: 1300, max: 10_000, step: 100 } as const;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Highest education level and its degree status: the education filter sends pairs of them. */
export const EDUCATION_LEVELS = ['high_school', 'associate', 'bachelor', 'master', 'doctor'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const DEGREE_STATUSES = ['graduated', 'expected', 'attending', 'completed', 'dropout'] as const;
export type DegreeStatus = (typeof DEGREE_STATUSES)[number];
/** In an education pair, `all` stands for every degree status of the level. */
export const ANY_DEGREE = 'all';

/** Additional conditions (spec §3 addition group). */
export const JOB_INTENTIONS = ['active', 'open', 'none'] as const;
export type JobIntention = (typeof JOB_INTENTIONS)[number];
export const PROFILE_LEVELS = ['basic', 'detailed', 'complete'] as const;
export type ProfileLevel = (typeof PROFILE_LEVELS)[number];

export const SEARCH_PAGE_SIZE = 20;
/** `total` is exact up to this many results and a lower bound beyond (spec'd like Elasticsearch's default). */
export const SEARCH_TOTAL_EXACT_LIMIT = 10_000;
export const SEARCH_MAX_PAGE = SEARCH_TOTAL_EXACT_LIMIT / SEARCH_PAGE_SIZE;
export const KEYWORD_MAX_LENGTH = 30;
export const KEYWORD_MAX_COUNT = 10;
/** The most ids a search's list parameter takes (occupations, or the job seekers of a saved search's alert). */
export const SEARCH_ID_LIST_MAX = 50;

/**
 * A job seeker's opaque id (`enc`) as links and the search carry it: 10 to 40 URL-safe characters. The length is
 * checked before the pattern (decision 0026); `seekerEnc` (schemas/common.ts) is built from these.
 */
export const SEEKER_ENC_MAX = 40;
export const SEEKER_ENC_PATTERN = /^[A-Za-z0-9_-]{10,40}$/;

/** Whether `value` is a job seeker's id `seekerEnc` takes (without zod, for the search's first load). */
export function isSeekerEnc(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SEEKER_ENC_MAX && SEEKER_ENC_PATTERN.test(value);
}

/** Spec §9: saved searches 5 per page; the information notice hides for 7 days. */
export const SAVED_SEARCH_PAGE_SIZE = 5;
export const SAVED_SEARCH_TITLE_MAX = 40;
export const SAVED_SEARCH_QUERY_MAX = 2_000;
export const INFORMATION_NOTICE_HIDE_DAYS = 7;
export const INFORMATION_NOTICE_STORAGE_KEY = 'talent_information_notice_hidden_at';

export const PRIVACY_AGREEMENT_CODE = 'privacy_agreement';

/**
 * Search events the screens record (`POST /hr/job_seekers/log_event`). `outbound_link`: a link that leaves
 * the console's screens (its `text` is the address), sent before the link is followed (spec §9).
 */
export const SEARCH_EVENTS = [
  'search',
  'change_page',
  'change_sort',
  'open_profile',
  'save_search',
  'apply_saved_search',
  'clear_filters',
  'outbound_link',
] as const;

/** Spec §9: an outbound link is followed once its event is sent, or after this long, whichever comes first. */
export const OUTBOUND_LINK_FALLBACK_MS = 250;
export type SearchEvent = (typeof SEARCH_EVENTS)[number];

export function isTalentTab(value: string | undefined): value is TalentTab {
  return (TALENT_TABS as readonly (string | undefined)[]).includes(value);
}
