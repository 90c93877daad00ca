/**
 * The data area's calls (spec §7; decision 0025). Visitor-data GETs carry `meta.visitorData`: a failure
 * opens no error modal (spec §8); the section shows its own error with a retry.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointResult, ScoreStatisticsQuery, VisitorDetailQuery, VisitorOverviewQuery } from '@partners/contract';
import { call } from '../../lib/api';
import { PREPARING_POLL_MS } from '../../components/data-preparing';

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

export function useVisitorFilters() {
  return useQuery({
    queryKey: dataKeys.filters,
    queryFn: ({ signal }) => call('visitors.filters', { signal }),
    select: (response) => response.data,
    // While the visit history is still being written, ask again until it is done.
    refetchInterval: (query) => (query.state.data?.data.preparing ? PREPARING_POLL_MS : false),
    meta: VISITOR_DATA,
  });
}

export function useVisitorOverview(query: VisitorOverviewQuery | null) {
  return useQuery({
    queryKey: dataKeys.overview(query ?? { from_date: '', to_date: '' }),
    queryFn: ({ signal }) => call('visitors.overview', { query: query ?? { from_date: '', to_date: '' }, signal }),
    select: (response) => response.data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
    meta: VISITOR_DATA,
  });
}

export function useVisitorDetail(query: VisitorDetailQuery | null) {
  return useQuery({
    queryKey: dataKeys.detail(query ?? { from_date: '', to_date: '', dimension: 'age_gender' }),
    queryFn: ({ signal }) => call('visitors.detail', { query: query ?? { from_date: '', to_date: '', dimension: 'age_gender' }, signal }),
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
