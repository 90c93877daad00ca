import { useMutation } from '@tanstack/react-query';
import { signInResponse, type SignInBody } from '@partners/contract';
import { api } from '../../lib/api';

/** POST /api/v3/user_session; the form shows its own errors, so the global rules are skipped. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => api.post('/api/v3/user_session', { schema: signInResponse, body }),
    meta: { silent: true },
  });
}
