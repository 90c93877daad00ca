/**
 * Salary analysis (spec §2 /salary_analysis and /salary_anaylysis/detail, §3 form, §4 statuses; decision
 * 0024): the status codes and filters, the limits of the form and the cohort rules the analysis follows.
 * Amounts are annual, pre-tax, in 만원 (ten thousand won), as the form takes them.
 */

/**
 * Spec §4 status codes. 1 and 4 are both "analysable" (decision 0024): 1 is requested (a ticket used,
 * waiting for the worker), 4 is analysing (a worker holds it). 11 is reserved (the cohort is still too
 * small: no ticket used, e-mail when ready), 3 completed, 5 cancelled (what it used refunded).
 */
export const SALARY_ANALYSIS_STATUS = { requested: 1, completed: 3, analysing: 4, cancelled: 5, reserved: 11 } as const;
export type SalaryAnalysisStatusName = keyof typeof SALARY_ANALYSIS_STATUS;
export type SalaryAnalysisStatus = (typeof SALARY_ANALYSIS_STATUS)[SalaryAnalysisStatusName];
export const SALARY_ANALYSIS_STATUS_CODES = [1, 3, 4, 5, 11] as const satisfies readonly SalaryAnalysisStatus[];

/** The list's status filter (spec §4) and the codes each one shows. */
export const SALARY_ANALYSIS_FILTERS = ['all', 'completed', 'analysable', 'reserved', 'cancelled'] as const;
export type SalaryAnalysisFilter = (typeof SALARY_ANALYSIS_FILTERS)[number];
export const SALARY_ANALYSIS_FILTER_STATUSES: Record<SalaryAnalysisFilter, readonly SalaryAnalysisStatus[]> = {
  all: SALARY_ANALYSIS_STATUS_CODES,
  completed: [3],
  analysable: [1, 4],
  reserved: [11],
  cancelled: [5],
};

/** A request can be cancelled while nothing has been delivered: requested, analysing or reserved. */
export const SALARY_ANALYSIS_CANCELLABLE: readonly SalaryAnalysisStatus[] = [1, 4, 11];

/**
 * The report type (list column): with the salary the company proposes, the report checks that offer;
 * without it, the report shows the market for the position.
 */
export const SALARY_ANALYSIS_REPORT_TYPES = ['offer_check', 'market'] as const;
export type SalaryAnalysisReportType = (typeof SALARY_ANALYSIS_REPORT_TYPES)[number];

/** How the cohort was widened, in order, until it held enough reports (decision 0024). */
export const SALARY_COHORT_WIDENINGS = ['occupation_level1', 'experience_band', 'industry_level1', 'company_size_any'] as const;
export type SalaryCohortWidening = (typeof SALARY_COHORT_WIDENINGS)[number];

export const SALARY_ANALYSIS = {
  /** Below this many salary reports the request is reserved until the data grows. */
  minCohort: 30,
  /** The reports counted: this many years back from the analysis year, inclusive. */
  yearsBack: 3,
  /** The experience band starts at ±0 years and widens to at most ±this. */
  maxExperienceBand: 3,
  /** Amount limits of every salary field, in 만원 (10,000,000 won to 1,000,000,000 won). */
  amount: { min: 1_000, max: 100_000 },
  experience: { min: 0, max: 30 },
  preCompanyNameMax: 100,
  pageSize: 20,
  /** The percentiles the report shows. */
  percentiles: [10, 25, 50, 75, 90] as const,
} as const;

/**
 * Why the recommended offer range is what it is (decision 0024): the codes the report words, in the order
 * the rule applies them. The range starts at the cohort's median to upper quartile, then:
 * - the desired salary: above p75 the top is raised to it (`raised_to_hope`), at most to p90
 *   (`hope_above_market`); below p50 the range becomes it (at least p25) to p50 (`lowered_to_hope`,
 *   `hope_below_market` when below p25); otherwise `hope_within_range`;
 * - the previous salary: the bottom is at least the previous salary plus the usual raise
 *   (`previous_salary_raise`); when that is above the whole range, the range is the usual raise band over the
 *   previous salary (`previous_salary_above_range`);
 * - the proposed salary, when given, is placed against the final range (`propose_*`);
 * - `cohort_widened` when the cohort had to be widened to hold enough reports.
 */
export const SALARY_RECOMMENDATION_REASONS = [
  'market_median_to_upper_quartile',
  'raised_to_hope',
  'hope_above_market',
  'lowered_to_hope',
  'hope_below_market',
  'hope_within_range',
  'previous_salary_raise',
  'previous_salary_above_range',
  'propose_below_range',
  'propose_within_range',
  'propose_above_range',
  'cohort_widened',
] as const;
export type SalaryRecommendationReason = (typeof SALARY_RECOMMENDATION_REASONS)[number];

export const SALARY_RECOMMENDATION = {
  /** The raise over the previous salary a job change usually brings: the range's bottom is at least `min` above it. */
  previousRaise: { min: 0.05, max: 0.1 },
  /** The range's ends are rounded to this many 만원 (and the histogram's bins are at least this wide). */
  roundTo: 10,
} as const;
