/**
 * The data area (spec §9 visitor filters, dimensions and categories; §6 paid grades) and the dashboard's
 * event log. Decision 0025 says what each value means and which plan sees what.
 */
import { KOREAN_PROVINCES, type PrivilegeMasterCode } from './constants.js';
import { isBranding, isPaidForVisitorStatistics } from './policy.js';

/** Spec §9 visitor categories: what part of the company's public page a visit was to. `all` is their sum. */
export const VISITOR_CATEGORIES = ['all', 'newsroom', 'premium_reviews', 'reviews', 'salaries', 'interviews', 'benefits', 'job_postings'] as const;
export type VisitorCategory = (typeof VISITOR_CATEGORIES)[number];
/** The categories a visit event carries (every one but `all`). */
export const VISIT_EVENT_CATEGORIES = VISITOR_CATEGORIES.filter((c): c is Exclude<VisitorCategory, 'all'> => c !== 'all');

/** Spec §9 visitor dimensions: the visitor attributes the detail view breaks visits down by. */
export const VISITOR_DIMENSIONS = ['age_gender', 'city', 'education', 'occupation_year', 'industry_type', 'skill', 'current_company'] as const;
export type VisitorDimension = (typeof VISITOR_DIMENSIONS)[number];

/** Spec §9 period chips: months 3, 6, 9, 12 (`period_type=month`), years 2, 4, 6, 8 (`period_type=year`). */
export const VISITOR_PERIOD_TYPES = ['month', 'year'] as const;
export type VisitorPeriodType = (typeof VISITOR_PERIOD_TYPES)[number];
export const VISITOR_PERIOD_MONTHS = [3, 6, 9, 12] as const;
export const VISITOR_PERIOD_YEARS = [2, 4, 6, 8] as const;

/**
 * Spec §9 data bounds, Korean months (`YYYY-MM`): visits are counted from 2022-08; the visitor's
 * attributes (every dimension of the detail view) were collected from 2023-11, the second bound.
 */
export const VISITOR_DATA_START = '2022-08';
export const VISITOR_DETAIL_DATA_START = '2023-11';

/** Visitor attribute values a visit event carries (the detail view's rows are these, labelled on the web). */
export const VISITOR_AGE_BANDS = [20, 30, 40, 50] as const;
export type VisitorAgeBand = (typeof VISITOR_AGE_BANDS)[number];
export const VISITOR_GENDERS = ['male', 'female'] as const;
export type VisitorGender = (typeof VISITOR_GENDERS)[number];
/** Regions (시·도) a visitor lives in. */
export const VISITOR_CITIES = [...KOREAN_PROVINCES, 'overseas'] as const;
export type VisitorCity = (typeof VISITOR_CITIES)[number];
export const VISITOR_EDUCATIONS = ['high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type VisitorEducation = (typeof VISITOR_EDUCATIONS)[number];
/** Years of experience, banded as the talent pool's filter reads them (0 = newcomer). */
export const VISITOR_YEARS_BANDS = ['0', '1-3', '4-6', '7-9', '10+'] as const;
export type VisitorYearsBand = (typeof VISITOR_YEARS_BANDS)[number];

/**
 * Spec §6 paid grades of the data area (decision 0025). Every console user sees the visit overview of the
 * last 12 months. Standard counts as paid for the detail by dimension (and a period of up to 12 months);
 * the year periods and the company rank table (the `current_company` dimension) need a branding plan.
 */
export type VisitorCheck = 'overview' | 'detail' | 'year_periods' | 'company_rank';
export function visitorCheckAllowed(check: VisitorCheck, plan: PrivilegeMasterCode): boolean {
  switch (check) {
    case 'overview':
      return true;
    case 'detail':
      return isPaidForVisitorStatistics(plan);
    case 'year_periods':
    case 'company_rank':
      return isBranding(plan);
  }
}
/** The longest overview a company without the year periods may ask for, in months. */
export const VISITOR_FREE_PERIOD_MONTHS = 12;

/** What the dashboard's event log lists (decision 0025). */
export const COMPANY_EVENT_KINDS = [
  'applicant_new',
  'company_review_new',
  'interview_review_new',
  'welfare_review_new',
  'proposal_answered',
  'saved_search_matches',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];
/** How long the event log keeps an event. */
export const COMPANY_EVENT_RETENTION_DAYS = 90;

/** A business-consulting request's state, shown in the dashboard's communication history. */
export const CONSULTING_STATUSES = ['received', 'in_progress', 'completed'] as const;
export type ConsultingStatus = (typeof CONSULTING_STATUSES)[number];
