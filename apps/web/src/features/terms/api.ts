import { useMutation } from '@tanstack/react-query';
import type { termsAcceptResponse } from '@partners/contract';
import { api, type Output } from '../../lib/api';

/** The top operator accepts the recruitment-service terms for the company. */
export function useAcceptRecruitmentTerms(options: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: () => api.post<Output<typeof termsAcceptResponse>>('/api/v3/business_center/agreements/tos_recruitment'),
    onSuccess: options.onSuccess,
  });
}
