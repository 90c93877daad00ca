import { useMutation } from '@tanstack/react-query';
import type { ConsultingBody } from '@partners/contract';
import { call } from '../../lib/api';

export function useApplyConsulting() {
  return useMutation({
    mutationFn: (body: ConsultingBody) => call('consulting.apply', { body }),
  });
}
