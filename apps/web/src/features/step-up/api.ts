/**
 * The one-time-password step-up (decision 0020). Every call answers the step-up's state, which the page
 * keeps as the status query's data. The page explains its own failures (a wrong code, a lockout), so the
 * calls skip the global error rules except where the page cannot help (sign-in, maintenance).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointResult, StepUpChannel } from '@partners/contract';
import { call } from '../../lib/api';
import { STEP_UP_STATUS_KEY } from '../../lib/step-up-first';

export const stepUpKeys = {
  status: STEP_UP_STATUS_KEY,
  mailboxProbe: ['step_up', 'mailbox_probe'] as const,
};

/** Statuses the page words itself: bad or refused codes (400, 409), lockout and cooldown (429). */
export const IN_PAGE_STATUSES = [400, 409, 429] as const;

export function useStepUpStatus() {
  return useQuery({
    queryKey: stepUpKeys.status,
    queryFn: ({ signal }) => call('stepUp.status', { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });
}

function useStepUpMutation<V>(send: (variables: V) => Promise<EndpointResult<'stepUp.status'>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => queryClient.setQueryData(stepUpKeys.status, response),
    // A refusal (wrong code, lockout, cooldown) changed the counts: read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: stepUpKeys.status }),
    meta: { inPageStatuses: IN_PAGE_STATUSES },
  });
}

export function useSendStepUpCode() {
  return useStepUpMutation((channel: StepUpChannel) => call('stepUp.send', { body: { channel } }));
}

export function useVerifyStepUpCode() {
  return useStepUpMutation((code: string) => call('stepUp.verify', { body: { code } }));
}

/**
 * Whether the demo mailbox exists (demo mode): the page then points to it, since no code really leaves
 * the server. Outside demo mode the server answers 404, which is no failure here.
 */
export function useDemoMailboxAvailable(email: string): boolean {
  const probe = useQuery({
    queryKey: [...stepUpKeys.mailboxProbe, email],
    queryFn: ({ signal }) => call('demo.mailbox', { query: { to: email, kind: 'all', page: 1 }, signal }),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return probe.isSuccess;
}
