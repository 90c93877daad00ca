import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type ApiMeta } from '../../lib/api';
import { PREPARING_POLL_MS } from '../../lib/query-client';

// The first screen's calls (usage, event log, banner) as query options: their hooks below and the page's
// prefetch (prefetch.ts) share them.
export const usageOptions = () => queryOptions({ queryKey: ['business_center', 'usage'], queryFn: ({ signal }) => call('info.usage', { signal }) });

/** The usage items: the welcome tasks' progress and the business status slot's table. */
export function useUsage() {
  return useQuery({ ...usageOptions(), select: (response) => response.data });
}

/**
 * A dashboard slot shows its own failure (its message and 다시 시도) for the statuses that are about the
 * slot: network, bad request, not found, conflict, rate limit and every 5xx. No error modal and no error
 * page, so one failing slot never takes the page (decision 0025, like the visitor-data GETs of spec §8).
 * 401, 403 and 230 keep the global rules: they are about the session or the page's gates, not the slot.
 */
export const SLOT_META: ApiMeta = { inPageStatuses: [0, 400, 404, 408, 409, 422, 429, 500, 502, 503, 504] };

/** Rows per page of the paged slots (at most DASHBOARD_MAX_PER). */
export const EVENT_LOG_PER = 10;
export const JOB_POSTINGS_PER = 5;
export const SALES_HISTORIES_PER = 5;

const key = (slot: string, ...rest: unknown[]) => ['business_center', 'dashboard', slot, ...rest] as const;

export const eventLogOptions = (page: number) =>
  queryOptions({
    queryKey: key('event_log', page),
    queryFn: ({ signal }) => call('dashboard.eventLog', { query: { page, per: EVENT_LOG_PER }, signal }),
  });

export function useEventLog(page: number) {
  return useQuery({
    ...eventLogOptions(page),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: SLOT_META,
  });
}

export const bannerOptions = () => queryOptions({ queryKey: key('banner'), queryFn: ({ signal }) => call('dashboard.banner', { signal }) });

export function useBanner() {
  return useQuery({
    ...bannerOptions(),
    select: (response) => response.data,
    meta: SLOT_META,
  });
}

export function useBusinessStatus() {
  return useQuery({
    queryKey: key('business_status'),
    queryFn: ({ signal }) => call('dashboard.businessStatus', { signal }),
    select: (response) => response.data,
    meta: SLOT_META,
  });
}

export function useExternalSummary() {
  return useQuery({
    queryKey: key('external_summary'),
    queryFn: ({ signal }) => call('dashboard.externalSummary', { signal }),
    select: (response) => response.data,
    refetchInterval: (query) => (query.state.data?.data.preparing ? PREPARING_POLL_MS : false),
    meta: SLOT_META,
  });
}

export function useExternalReputation() {
  return useQuery({
    queryKey: key('external_reputation'),
    queryFn: ({ signal }) => call('dashboard.externalReputation', { signal }),
    select: (response) => response.data,
    meta: SLOT_META,
  });
}

export function useInternalSummary() {
  return useQuery({
    queryKey: key('internal_summary'),
    queryFn: ({ signal }) => call('dashboard.internalSummary', { signal }),
    select: (response) => response.data,
    meta: SLOT_META,
  });
}

export function useInternalReputation() {
  return useQuery({
    queryKey: key('internal_reputation'),
    queryFn: ({ signal }) => call('dashboard.internalReputation', { signal }),
    select: (response) => response.data,
    meta: SLOT_META,
  });
}

export function useDashboardJobPostings(page: number) {
  return useQuery({
    queryKey: key('job_postings', page),
    queryFn: ({ signal }) => call('dashboard.jobPostings', { query: { page, per: JOB_POSTINGS_PER }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: SLOT_META,
  });
}

export function useSalesHistories(page: number) {
  return useQuery({
    queryKey: key('sales_histories', page),
    queryFn: ({ signal }) => call('dashboard.salesHistories', { query: { page, per: SALES_HISTORIES_PER }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: SLOT_META,
  });
}
