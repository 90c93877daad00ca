/**
 * A review list's filters live in the URL under the contract's names (a notification links to
 * `?replied=unreplied`): rating, occupation_id, from, to, replied, order, page and the kind's own filter
 * (employment_status, result, benefit_code), read as the lists' query schemas read them. Unknown values fall
 * back; defaults are left out.
 */
import {
  BENEFIT_CODES,
  EMPLOYMENT_STATUSES,
  INTERVIEW_RESULTS,
  RATING_MAX,
  RATING_MIN,
  REPLY_FILTERS,
  REVIEW_ORDERS,
  REVIEW_PAGE_SIZE,
  type CompanyReviewListQuery,
  type ReviewSummaryQuery,
} from '@partners/contract';
import { dayField, enumField, idField, intField, PAGE_FIELD } from '../../../lib/url-fields';
import { periodInOrder, useUrlState, type UrlStateChange, type UrlStateOf, type UrlStateOptions } from '../../../lib/url-state';

/**
 * The three lists' query fields in one (the contract's company, interview and welfare review list queries, but
 * the page size, which is the list's): the shared filters and each kind's own. Zod-free (lib/url-fields.ts);
 * url-state.test.ts reads them beside the contract's schemas.
 */
export const reviewFiltersSchema = {
  shape: {
    rating: intField(RATING_MIN, RATING_MAX),
    occupation_id: idField(),
    from: dayField(),
    to: dayField(),
    replied: enumField(REPLY_FILTERS, 'all'),
    order: enumField(REVIEW_ORDERS, 'newest'),
    page: PAGE_FIELD,
    employment_status: enumField(EMPLOYMENT_STATUSES),
    result: enumField(INTERVIEW_RESULTS),
    benefit_code: enumField(BENEFIT_CODES),
  },
};

export type ReviewFilters = UrlStateOf<typeof reviewFiltersSchema>;
export type ReviewFiltersChange = UrlStateChange<typeof reviewFiltersSchema>;

/** A reversed period is read in order; clearing the filters keeps the order (the page and its prefetch read by these). */
export const REVIEW_URL_OPTIONS: UrlStateOptions<typeof reviewFiltersSchema> = { normalize: periodInOrder, keepOnClear: ['order'] };

/** The filters a summary takes (spec: the charts describe what the list filters by period and occupation). */
export function summaryQuery(filters: ReviewFilters): ReviewSummaryQuery {
  return { occupation_id: filters.occupation_id, from: filters.from, to: filters.to };
}

/** The filters the three lists share, as their queries take them. */
export function sharedListQuery(filters: ReviewFilters) {
  return {
    rating: filters.rating,
    occupation_id: filters.occupation_id,
    from: filters.from,
    to: filters.to,
    replied: filters.replied,
    order: filters.order,
    page: filters.page,
    per: REVIEW_PAGE_SIZE,
  };
}

/** The company reviews list's query: the shared filters and its employment status (the page's and its prefetch's). */
export function companyListQuery(filters: ReviewFilters): CompanyReviewListQuery {
  return { ...sharedListQuery(filters), employment_status: filters.employment_status };
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(filters: ReviewFilters): boolean {
  return (
    filters.rating !== undefined ||
    filters.occupation_id !== undefined ||
    filters.from !== undefined ||
    filters.to !== undefined ||
    filters.replied !== 'all' ||
    filters.employment_status !== undefined ||
    filters.result !== undefined ||
    filters.benefit_code !== undefined
  );
}

export function useReviewFilters() {
  const { state, update, clear } = useUrlState(reviewFiltersSchema, REVIEW_URL_OPTIONS);
  return { filters: state, update, clear };
}
