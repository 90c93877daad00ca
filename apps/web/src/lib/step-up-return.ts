/**
 * The navigation state the one-time-password page returns with (decision 0020): the console shell reads it
 * to tell the operator that the step-up is done and the sensitive action can be done again (it is not
 * replayed). History state, not the URL: a reload or a shared link does not repeat the notice.
 */
export const STEP_UP_RETURN_STATE = { stepUpVerified: true } as const;

export function isStepUpReturn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { stepUpVerified?: unknown }).stepUpVerified === true;
}
