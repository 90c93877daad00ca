import { useMutation } from '@tanstack/react-query';
import type { signInResponse, SignInBody } from '@partners/contract';
import { api, type Output } from '../../lib/api';

/** POST /api/v3/user_session; the form shows its own errors, so the global rules are skipped. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => api.post<Output<typeof signInResponse>>('/api/v3/user_session', { body }),
    meta: { silent: true },
  });
}
