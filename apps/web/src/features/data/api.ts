/**
 * The data area's calls (spec §7; decision 0025). Visitor-data GETs carry `meta.visitorData`: a failure
 * opens no error modal (spec §8); the section shows its own error with a retry.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResult, ScoreStatisticsQuery, VisitorDetailQuery, VisitorOverviewQuery } from '@partners/contract';
import { call } from '../../lib/api';
import { PREPARING_POLL_MS } from '../../lib/query-client';

export const dataKeys = {
  filters: ['data', 'visitors', 'filters'] as const,
  overview: (query: VisitorOverviewQuery) => ['data', 'visitors', 'overview', query] as const,
  detail: (query: VisitorDetailQuery) => ['data', 'visitors', 'detail', query] as const,
  scores: (query: ScoreStatisticsQuery) => ['data', 'scores', query] as const,
};

export type VisitorFilters = EndpointResult<'visitors.filters'>['data'];
export type VisitorOverview = EndpointResult<'visitors.overview'>['data'];
export type VisitorDetail = EndpointResult<'visitors.detail'>['data'];
export type ScoreStatistics = EndpointResult<'scores.statistics'>['data'];

const VISITOR_DATA = { visitorData: true } as const;

// The calls as query options: the hooks below and the visitor statistics page's prefetch (prefetch.ts) share them.
export const visitorFiltersOptions = () =>
  queryOptions({ queryKey: dataKeys.filters, queryFn: ({ signal }) => call('visitors.filters', { signal }) });

export const visitorOverviewOptions = (query: VisitorOverviewQuery) =>
  queryOptions({ queryKey: dataKeys.overview(query), queryFn: ({ signal }) => call('visitors.overview', { query, signal }) });

export const visitorDetailOptions = (query: VisitorDetailQuery) =>
  queryOptions({ queryKey: dataKeys.detail(query), queryFn: ({ signal }) => call('visitors.detail', { query, signal }) });

export function useVisitorFilters() {
  return useQuery({
    ...visitorFiltersOptions(),
    select: (response) => response.data,
    // While the visit history is still being written, ask again until it is done.
    refetchInterval: (query) => (query.state.data?.data.preparing ? PREPARING_POLL_MS : false),
    meta: VISITOR_DATA,
  });
}

/** The queries of a section not shown yet (disabled), so the hooks stay unconditional. */
const NO_OVERVIEW: VisitorOverviewQuery = { from_date: '', to_date: '' };
const NO_DETAIL: VisitorDetailQuery = { from_date: '', to_date: '', dimension: 'age_gender' };

export function useVisitorOverview(query: VisitorOverviewQuery | null) {
  return useQuery({
    ...visitorOverviewOptions(query ?? NO_OVERVIEW),
    select: (response) => response.data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
    meta: VISITOR_DATA,
  });
}

export function useVisitorDetail(query: VisitorDetailQuery | null) {
  return useQuery({
    ...visitorDetailOptions(query ?? NO_DETAIL),
    select: (response) => response.data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
    meta: VISITOR_DATA,
  });
}

export function useScoreStatistics(query: ScoreStatisticsQuery) {
  return useQuery({
    queryKey: dataKeys.scores(query),
    queryFn: ({ signal }) => call('scores.statistics', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}
