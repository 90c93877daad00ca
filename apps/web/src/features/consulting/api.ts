import { useMutation } from '@tanstack/react-query';
import { consultingResponse, type ConsultingBody } from '@partners/contract';
import { api } from '../../lib/api';

export function useApplyConsulting() {
  return useMutation({
    mutationFn: (body: ConsultingBody) => api.post('/api/v5/partners/consulting', { schema: consultingResponse, body }),
  });
}
