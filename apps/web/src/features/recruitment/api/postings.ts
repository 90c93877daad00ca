/**
 * Spec §3, §7 job postings: the left menu's summary, the list with its counts, occupations and 30-day
 * statistics, one posting, and the changes (save, copy, close, review_cancel, delete). Every mutation
 * invalidates the postings keys (list, counts, summary) so the screens update without a reload.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostingListQuery, PostingSaveBody, PostingStatusFilter } from '@partners/contract';
import { call } from '../../../lib/api';

/** Query keys of the postings calls (the applicants pages invalidate `summary` by this name). */
export const postingKeys = {
  all: ['recruitment', 'postings'] as const,
  summary: ['recruitment', 'postings', 'summary'] as const,
  list: (query: PostingListQuery) => ['recruitment', 'postings', 'list', query] as const,
  detail: (id: number) => ['recruitment', 'postings', 'detail', id] as const,
  statistics: (ids: number[]) => ['recruitment', 'postings', 'statistics', ids] as const,
  occupations: (status: PostingStatusFilter) => ['recruitment', 'postings', 'occupations', status] as const,
};

// The calls as query options: the hooks below and the page's prefetch (postings/prefetch.ts) share them.
export const postingSummaryOptions = () =>
  queryOptions({ queryKey: postingKeys.summary, queryFn: ({ signal }) => call('jobPostings.summary', { signal }) });

export function usePostingSummary() {
  return useQuery({ ...postingSummaryOptions(), select: (response) => response.data });
}

/** The list's query as the URL holds it; the contract's defaults fill the rest. */
function wireQuery(query: PostingListQuery) {
  return {
    status: query.status,
    order: query.order,
    page: query.page,
    per: query.per,
    occupation_id: query.occupation_id.join(','),
    search_keyword: query.search_keyword,
  };
}

export const postingListOptions = (query: PostingListQuery) =>
  queryOptions({ queryKey: postingKeys.list(query), queryFn: ({ signal }) => call('jobPostings.list', { query: wireQuery(query), signal }) });

export function usePostingList(query: PostingListQuery) {
  return useQuery({
    ...postingListOptions(query),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** The query the CSV call takes: the list's filters without the paging. */
export function csvQuery(query: PostingListQuery) {
  const { page: _page, per: _per, ...rest } = wireQuery(query);
  return rest;
}

export const postingOccupationsOptions = (status: PostingStatusFilter) =>
  queryOptions({
    queryKey: postingKeys.occupations(status),
    queryFn: ({ signal }) => call('jobPostings.occupations', { query: { status }, signal }),
  });

export function usePostingOccupations(status: PostingStatusFilter) {
  return useQuery({ ...postingOccupationsOptions(status), select: (response) => response.data.occupations });
}

/** Views and applicants per day, last 30 days, of the postings on one list page (one call). */
export const postingStatisticsOptions = (ids: number[]) =>
  queryOptions({
    queryKey: postingKeys.statistics(ids),
    queryFn: ({ signal }) => call('jobPostings.statistics', { query: { job_posting_ids: ids.join(',') }, signal }),
  });

export function usePostingStatistics(ids: number[]) {
  return useQuery({
    ...postingStatisticsOptions(ids),
    select: (response) => new Map(response.data.statistics.map((s) => [s.job_posting_id, s])),
    enabled: ids.length > 0,
    // A sparkline is a detail: its failure shows no error modal.
    meta: { silent: true },
  });
}

export function usePosting(id: number | null) {
  return useQuery({
    queryKey: postingKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call('jobPostings.get', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data.posting,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The level-1 and level-2 occupation taxonomy (the talent pool's meta info). */
export function useOccupationTaxonomy(enabled: boolean) {
  return useQuery({
    queryKey: ['recruitment', 'occupation_taxonomy'],
    queryFn: ({ signal }) => call('talent.metaInfo', { query: { fields: 'occupation1,occupation2' }, signal }),
    select: (response) => ({ level1: response.data.occupation1 ?? [], level2: response.data.occupation2 ?? [] }),
    enabled,
    staleTime: Infinity,
  });
}

function useInvalidatePostings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postingKeys.all });
}

/** Save as a draft or submit for review; a new posting is created, an existing one changed in place. */
export function useSavePosting() {
  const invalidate = useInvalidatePostings();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PostingSaveBody }) =>
      id === null ? call('jobPostings.create', { body }) : call('jobPostings.update', { params: { id }, body }),
    // The form shows field errors (400 with a field) beside the field; other failures follow the rules.
    meta: { silent: true },
    onSuccess: () => invalidate(),
  });
}

export type PostingRowAction = 'copy' | 'close' | 'review_cancel';

const ACTION_ENTRY = { copy: 'jobPostings.copy', close: 'jobPostings.close', review_cancel: 'jobPostings.reviewCancel' } as const;

export function usePostingAction() {
  const invalidate = useInvalidatePostings();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PostingRowAction }) => call(ACTION_ENTRY[action], { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePosting() {
  const invalidate = useInvalidatePostings();
  return useMutation({
    mutationFn: (id: number) => call('jobPostings.delete', { params: { id } }),
    // has_applicants is answered in the modal itself (it offers to close instead).
    meta: { silent: true },
    onSuccess: () => invalidate(),
  });
}
