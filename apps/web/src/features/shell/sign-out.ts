import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS, type signOutResponse } from '@partners/contract';
import { api, navigateTo, resetCsrfToken, type Output } from '../../lib/api';

/** Log out: DELETE /users/sign_out_spa, forget cached data and the token, then the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Output<typeof signOutResponse>>('/users/sign_out_spa'),
    onSuccess: () => {
      queryClient.clear();
      resetCsrfToken();
      navigateTo(PATHS.signIn, { replace: true });
    },
  });
}
