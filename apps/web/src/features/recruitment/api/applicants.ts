/**
 * Applicants (decision 0017): the lists, the résumé, stage moves, notes and fit candidates. Marking a
 * résumé read or moving stages changes the left menu's not-opened markers and the postings' counts, so those
 * keys are refreshed too.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApplicantList, ApplicantStage, ApplicantStageFilter, ApplicantOrder } from '@partners/contract';
import { call, isApiError } from '../../../lib/api';

export type ApplicantListParams = {
  jobPostingId?: number | undefined;
  stage: ApplicantStageFilter;
  order: ApplicantOrder;
  keyword?: string | undefined;
  page: number;
};

export const applicantKeys = {
  all: ['recruitment', 'applicants'] as const,
  lists: ['recruitment', 'applicants', 'list'] as const,
  list: (query: ApplicantListParams) => ['recruitment', 'applicants', 'list', query] as const,
  details: ['recruitment', 'applicants', 'detail'] as const,
  detail: (id: number) => ['recruitment', 'applicants', 'detail', id] as const,
  fit: (postingId: number, page: number) => ['recruitment', 'applicants', 'fit', postingId, page] as const,
  /** The web postings' keys: the left menu's summary and the postings list (their counts). */
  postingsSummary: ['recruitment', 'postings', 'summary'] as const,
  postingsList: ['recruitment', 'postings', 'list'] as const,
};

function invalidatePostings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: applicantKeys.postingsSummary });
  void queryClient.invalidateQueries({ queryKey: applicantKeys.postingsList });
}

/** Changes the cached rows of every applicants list (the open page and the others in the cache). */
function updateListRows(queryClient: QueryClient, change: (list: ApplicantList) => ApplicantList) {
  queryClient.setQueriesData<{ code: 200; data: ApplicantList }>({ queryKey: applicantKeys.lists }, (old) =>
    old ? { ...old, data: change(old.data) } : old,
  );
}

// The calls as query options: the hooks below and the page's prefetch (applicants/prefetch.ts) share them.
export const applicantListOptions = (query: ApplicantListParams) =>
  queryOptions({
    queryKey: applicantKeys.list(query),
    queryFn: ({ signal }) =>
      call('applicants.list', {
        query: { job_posting_id: query.jobPostingId, stage: query.stage, order: query.order, keyword: query.keyword, page: query.page },
        signal,
      }),
  });

/** One page of applicants: a posting's (its title and status come along) or the company's. A 404 posting is shown in the page. */
export function useApplicants(query: ApplicantListParams) {
  return useQuery({
    ...applicantListOptions(query),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: { inPageStatuses: [404] },
  });
}

/**
 * The résumé. Reading it changes nothing on the server (decision 0027: a GET a cross-site link can reach
 * must not); the drawer marks it read with `useMarkApplicantRead` once it is shown. A 404 and the daily
 * cap on contact views (429) are worded in the drawer.
 */
export function useApplicant(id: number | null) {
  return useQuery({
    queryKey: applicantKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call('applicants.get', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data.applicant,
    enabled: id !== null,
    // The cap's refusal is final for the day: asking again would only repeat it.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 429) && failureCount < 3,
    meta: { inPageStatuses: [404, 429] },
  });
}

/**
 * The explicit call that marks a shown résumé read: the row loses its marker here, the lists' counts and
 * the left menu are refreshed when next shown. A failure leaves the marker; the résumé stays open.
 */
export function useMarkApplicantRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('applicants.markRead', { params: { id } }),
    meta: { silent: true },
    onSuccess: (_response, id) => {
      queryClient.setQueryData<{ code: 200; data: { applicant: { opened: boolean } } }>(applicantKeys.detail(id), (old) =>
        old ? { ...old, data: { ...old.data, applicant: { ...old.data.applicant, opened: true } } } : old,
      );
      let known = false;
      let wasUnopened = false;
      updateListRows(queryClient, (list) => {
        const row = list.applicants.find((applicant) => applicant.id === id);
        if (!row) return list;
        known = true;
        if (row.opened) return list;
        wasUnopened = true;
        return {
          ...list,
          applicants: list.applicants.map((applicant) => (applicant.id === id ? { ...applicant, opened: true } : applicant)),
          counts: { ...list.counts, not_opened: Math.max(0, list.counts.not_opened - 1) },
        };
      });
      // Opened from the URL before its list arrived: that list may predate the marking.
      if (!known) void queryClient.invalidateQueries({ queryKey: applicantKeys.lists });
      else if (wasUnopened) void queryClient.invalidateQueries({ queryKey: applicantKeys.lists, refetchType: 'none' });
      if (!known || wasUnopened) invalidatePostings(queryClient);
    },
  });
}

export function useSetStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, stage }: { ids: number[]; stage: ApplicantStage }) => call('applicants.setStage', { body: { ids, stage } }),
    onSuccess: (_response, { ids, stage }) => {
      updateListRows(queryClient, (list) => ({
        ...list,
        applicants: list.applicants.map((applicant) => (ids.includes(applicant.id) ? { ...applicant, stage } : applicant)),
      }));
      for (const id of ids) {
        queryClient.setQueryData<{ code: 200; data: { applicant: { stage: ApplicantStage } } }>(applicantKeys.detail(id), (old) =>
          old ? { ...old, data: { ...old.data, applicant: { ...old.data.applicant, stage } } } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: applicantKeys.lists });
      invalidatePostings(queryClient);
    },
  });
}

export function useSaveNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => call('applicants.setNote', { params: { id }, body: { note } }),
    onSuccess: (response) => {
      const saved = response.data;
      queryClient.setQueryData<{ code: 200; data: { applicant: object } }>(applicantKeys.detail(id), (old) =>
        old ? { ...old, data: { applicant: { ...old.data.applicant, ...saved } } } : old,
      );
      updateListRows(queryClient, (list) => ({
        ...list,
        applicants: list.applicants.map((applicant) => (applicant.id === id ? { ...applicant, has_note: saved.note !== '' } : applicant)),
      }));
    },
  });
}

export const fitCandidatesOptions = (postingId: number, page: number) =>
  queryOptions({
    queryKey: applicantKeys.fit(postingId, page),
    queryFn: ({ signal }) => call('applicants.fit', { params: { id: postingId }, query: { page }, signal }),
  });

/** Talent-pool seekers for a posting. Refusals (the talent pool's plan rule, the privacy agreement) are explained in the page. */
export function useFitCandidates(postingId: number, page: number) {
  return useQuery({
    ...fitCandidatesOptions(postingId, page),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    meta: { inPageStatuses: [403, 404] },
  });
}
