/** Spec §3, §5: the privacy agreement every talent-pool user accepts once before using the pool. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_AGREEMENT_CODE } from '@partners/contract';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';

/** Whether the user agreed (`value`) and when (`agreed_at`). */
export function usePrivacyAgreement() {
  return useQuery({
    queryKey: talentPoolKeys.privacyAgreement,
    queryFn: ({ signal }) => call('talent.matchings', { query: { response_form: 'value_only', matching_target: PRIVACY_AGREEMENT_CODE }, signal }),
    select: (response) => response.data.privacy_agreement,
  });
}

/** The agreement's text; only loaded while the agreement modal is shown. */
export function usePrivacyAgreementText(enabled: boolean) {
  return useQuery({
    queryKey: talentPoolKeys.privacyAgreementText,
    queryFn: ({ signal }) => call('talent.agreements', { query: { codes: PRIVACY_AGREEMENT_CODE }, signal }),
    select: (response) => response.data.agreements.find((agreement) => agreement.code === PRIVACY_AGREEMENT_CODE) ?? null,
    enabled,
  });
}

/** POST the agreement; the gate then renders the talent pool from the stored answer. */
export function useAcceptPrivacyAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('talent.setMatchings', { body: { matchings: { privacy_agreement: { value: true } } } }),
    onSuccess: (response) => {
      queryClient.setQueryData(talentPoolKeys.privacyAgreement, response);
      return queryClient.invalidateQueries({ queryKey: talentPoolKeys.privacyAgreement });
    },
  });
}
