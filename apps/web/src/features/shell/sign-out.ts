import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGES } from '@partners/contract';
import { call, navigateTo, resetCsrfToken } from '../../lib/api';

/** Log out: DELETE /users/sign_out_spa, forget cached data and the token, then the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('auth.signOut'),
    onSuccess: () => {
      queryClient.clear();
      resetCsrfToken();
      navigateTo(PAGES.signIn.path, { replace: true });
    },
  });
}
