import { useMutation } from '@tanstack/react-query';
import type { ConsultingBody } from '@partners/contract';
import { call } from './api';

/**
 * The business-consulting application (spec §3 data inquiry form, §7 `POST /api/v5/partners/consulting`),
 * sent from the brand-service page, the visitor-data inquiry and the talent pool's consulting modal. A 400
 * naming a field stays on the form (`ConsultingForm`'s `error`), not in the error modal.
 */
export function useApplyConsulting() {
  return useMutation({
    mutationFn: (body: ConsultingBody) => call('consulting.apply', { body }),
    meta: { inPageStatuses: [400] },
  });
}
