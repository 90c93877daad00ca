import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS, signOutResponse } from '@partners/contract';
import { api, navigateTo, resetCsrfToken } from '../../lib/api';

/** Log out: DELETE /users/sign_out_spa, forget cached data and the token, then the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/users/sign_out_spa', { schema: signOutResponse }),
    onSuccess: () => {
      queryClient.clear();
      resetCsrfToken();
      navigateTo(PATHS.signIn, { replace: true });
    },
  });
}
