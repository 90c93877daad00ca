import { useMutation } from '@tanstack/react-query';
import type { consultingResponse, ConsultingBody } from '@partners/contract';
import { api, type Output } from '../../lib/api';

export function useApplyConsulting() {
  return useMutation({
    mutationFn: (body: ConsultingBody) => api.post<Output<typeof consultingResponse>>('/api/v5/partners/consulting', { body }),
  });
}
