import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@partners/contract';
import { call } from '../../lib/api';

/** POST /api/v3/user_session; the form shows its own errors, so the global rules are skipped. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => call('auth.signIn', { body }),
    meta: { silent: true },
  });
}
