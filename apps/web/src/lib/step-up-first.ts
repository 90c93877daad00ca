/**
 * Asking for the one-time-password step-up before a sensitive form opens (decision 0027). The server
 * refuses a sensitive call without a fresh step-up and the shared error rules then send the operator to
 * the step-up page and back, which is right for a button but loses what a form held (an invitation's
 * address and role, the approval's role). A form that leads to such a call asks first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { withRedirect, PAGES } from '@partners/contract';
import { call, currentLocation, navigateTo } from './api';
import { redirectStack } from './redirect-stack';

/** The step-up page's status query (features/step-up reads the same cache entry). */
export const STEP_UP_STATUS_KEY = ['step_up', 'status'] as const;

/** A step-up ending sooner than this is asked again: the form takes a while to fill. */
const FORM_MARGIN_MS = 2 * 60_000;

/**
 * Resolves true when this session's step-up is fresh enough to fill a form and send it; otherwise goes
 * to the step-up page (which comes back here) and resolves false. A failed status call resolves true:
 * the server still refuses the action, and the shared rules handle that.
 */
export function useStepUpFirst(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      const status = await queryClient.fetchQuery({
        queryKey: STEP_UP_STATUS_KEY,
        queryFn: ({ signal }) => call('stepUp.status', { signal }),
        staleTime: 0,
      });
      const until = status.data.verified_until;
      if (until && Date.parse(until) - Date.now() > FORM_MARGIN_MS) return true;
    } catch {
      return true;
    }
    redirectStack.push(currentLocation());
    navigateTo(withRedirect(PAGES.certifyOtp.path, currentLocation()));
    return false;
  };
}
