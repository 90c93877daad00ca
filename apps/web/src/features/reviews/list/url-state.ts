/**
 * A review list's filters live in the URL under the contract's names (a notification links to
 * `?replied=unreplied`): rating, occupation_id, from, to, replied, order, page and the kind's own filter
 * (employment_status, result, benefit_code). Unknown values fall back; defaults are left out.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  BENEFIT_CODES,
  EMPLOYMENT_STATUSES,
  INTERVIEW_RESULTS,
  RATING_MAX,
  RATING_MIN,
  REPLY_FILTERS,
  REVIEW_ORDERS,
  REVIEW_PAGE_SIZE,
  type BenefitCode,
  type EmploymentStatus,
  type InterviewResult,
  type ReplyFilter,
  type ReviewOrder,
  type ReviewSummaryQuery,
} from '@partners/contract';

export type ReviewFilters = {
  rating: number | undefined;
  occupation_id: number | undefined;
  from: string | undefined;
  to: string | undefined;
  replied: ReplyFilter;
  order: ReviewOrder;
  page: number;
  employment_status: EmploymentStatus | undefined;
  result: InterviewResult | undefined;
  benefit_code: BenefitCode | undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_MAX = 10_000;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

function intIn(value: string | null, min: number, max: number): number | undefined {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  let from = day('from');
  let to = day('to');
  // A reversed period (typed by hand) is read in order rather than refused.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    rating: intIn(params.get('rating'), RATING_MIN, RATING_MAX),
    occupation_id: intIn(params.get('occupation_id'), 1, 2_147_483_647),
    from,
    to,
    replied: oneOf(REPLY_FILTERS, params.get('replied')) ?? 'all',
    order: oneOf(REVIEW_ORDERS, params.get('order')) ?? 'newest',
    page: intIn(params.get('page'), 1, PAGE_MAX) ?? 1,
    employment_status: oneOf(EMPLOYMENT_STATUSES, params.get('employment_status')),
    result: oneOf(INTERVIEW_RESULTS, params.get('result')),
    benefit_code: oneOf(BENEFIT_CODES, params.get('benefit_code')),
  };
}

export type ReviewFiltersChange = Partial<ReviewFilters>;

const DEFAULTS: Partial<Record<keyof ReviewFilters, string>> = { replied: 'all', order: 'newest', page: '1' };

/** Writes the changed filters; any change but the page's goes back to page 1. */
export function writeReviewFilters(current: URLSearchParams, change: ReviewFiltersChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change) as [keyof ReviewFilters, string | number | undefined][]) {
    const text = value === undefined ? '' : String(value);
    if (text === '' || text === DEFAULTS[key]) next.delete(key);
    else next.set(key, text);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

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
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readReviewFilters(params), [params]);
  const update = useCallback((change: ReviewFiltersChange) => setParams((current) => writeReviewFilters(current, change)), [setParams]);
  const clear = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams();
        const order = current.get('order');
        if (order) next.set('order', order);
        return next;
      }),
    [setParams],
  );
  return { filters, update, clear };
}
