/** Spec §3, §7 position proposals: send (message request), review, the history per seeker, postings to attach. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageRequest } from '@partners/contract';
import { call } from '../../../lib/api';
import { hiringKeys } from './keys';

export type ProposalDraft = MessageRequest;

/**
 * POST the proposal. The form shows 409 (an open proposal exists) and 429 (the daily limit) itself,
 * so the global rules are skipped here and applied by the form to every other failure.
 */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ProposalDraft) => call('proposals.request', { body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all }),
    meta: { silent: true },
  });
}

export function useMessageDetail(id: number) {
  return useQuery({
    queryKey: hiringKeys.message(id),
    queryFn: ({ signal }) => call('proposals.detail', { params: { id }, signal }),
    select: (response) => response.data.message,
  });
}

export function useMessageHistories(userId: string, page: number) {
  return useQuery({
    queryKey: hiringKeys.histories(userId, page),
    queryFn: ({ signal }) => call('proposals.histories', { query: { user_id: userId, page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** The company's live postings a proposal can carry. */
export function useJobPostings() {
  return useQuery({
    queryKey: hiringKeys.jobPostings,
    queryFn: ({ signal }) => call('jobPostings.live', { signal }),
    select: (response) => response.data.results,
  });
}

/**
 * Whether the demo candidate inbox exists on this server (demo mode): the console then offers a small
 * link to it. Outside demo mode the call fails quietly and no link shows.
 */
export function useHasDemoInbox() {
  const query = useQuery({
    queryKey: hiringKeys.demoInbox,
    queryFn: ({ signal }) => call('demo.candidateInbox', { query: { page: 1 }, signal }),
    retry: false,
    meta: { silent: true },
  });
  return query.isSuccess;
}
