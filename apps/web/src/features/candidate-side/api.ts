/**
 * The job seeker's side of a proposal. The response page is public (reached by a signed link, no
 * console session), so its calls skip the console's global error rules and the page explains failures.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RejectReason } from '@partners/contract';
import { call, isApiError } from '../../lib/api';

const keys = {
  proposal: (token: string) => ['candidate_side', 'proposal', token] as const,
  inbox: (page: number) => ['candidate_side', 'inbox', page] as const,
  phone: (key: string, page: number) => ['candidate_side', 'phone', key, page] as const,
};

/** 4xx answers are final (a bad or unknown link); only network failures and 5xx are retried. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function useProposalForSeeker(token: string) {
  return useQuery({
    queryKey: keys.proposal(token),
    queryFn: ({ signal }) => call('proposalResponse.get', { params: { token }, signal }),
    select: (response) => response.data.proposal,
    retry: retryTransient,
    meta: { silent: true },
  });
}

export type ProposalAnswer = { kind: 'accept' } | { kind: 'reject'; reason: RejectReason; detail?: string };

export function useAnswerProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ProposalAnswer) =>
      answer.kind === 'accept'
        ? call('proposalResponse.accept', { params: { token } })
        : call('proposalResponse.reject', {
            params: { token },
            body: { reason: answer.reason, ...(answer.detail ? { detail: answer.detail } : {}) },
          }),
    // The answer's new state, or (after a 409) whatever the proposal is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['candidate_side', 'proposal', token] }),
    meta: { silent: true },
  });
}

/** A demo list of delivered messages: kept while paging, and fresh as the worker delivers more. */
const LIVE_MESSAGES = {
  placeholderData: keepPreviousData,
  retry: retryTransient,
  refetchInterval: 5_000,
  staleTime: 0,
  meta: { silent: true },
} as const;

/** Demo mode only: what the company's proposals delivered (no links). Outside demo mode the server answers 404. */
export function useCandidateInbox(page: number) {
  return useQuery({
    queryKey: keys.inbox(page),
    queryFn: ({ signal }) => call('demo.candidateInbox', { query: { page }, signal }),
    select: (response) => response.data,
    ...LIVE_MESSAGES,
  });
}

/** Demo mode only: the seekers' phones, with the links, at the key the server printed (a wrong key is a 404). */
export function useSeekerPhone(key: string, page: number) {
  return useQuery({
    queryKey: keys.phone(key, page),
    queryFn: ({ signal }) => call('demo.seekerPhone', { params: { key }, query: { page }, signal }),
    select: (response) => response.data,
    ...LIVE_MESSAGES,
  });
}
