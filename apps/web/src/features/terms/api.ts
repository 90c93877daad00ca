import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The top operator accepts the recruitment-service terms for the company. */
export function useAcceptRecruitmentTerms(options: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: () => call('terms.acceptRecruitment'),
    onSuccess: options.onSuccess,
  });
}
