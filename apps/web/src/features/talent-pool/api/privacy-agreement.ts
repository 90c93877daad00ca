/** Spec §3, §5: the privacy agreement every talent-pool user accepts once before using the pool. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_AGREEMENT_CODE } from '@partners/contract';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';

/** The agreement gate's calls as query options; the talent search's prefetch (search/prefetch.ts) shares them. */
export const privacyAgreementOptions = () =>
  queryOptions({
    queryKey: talentPoolKeys.privacyAgreement,
    queryFn: ({ signal }) => call('talent.matchings', { query: { response_form: 'value_only', matching_target: PRIVACY_AGREEMENT_CODE }, signal }),
  });

/** Whether the user agreed (`value`) and when (`agreed_at`). */
export function usePrivacyAgreement() {
  return useQuery({ ...privacyAgreementOptions(), select: (response) => response.data.privacy_agreement });
}

export const privacyAgreementTextOptions = () =>
  queryOptions({
    queryKey: talentPoolKeys.privacyAgreementText,
    queryFn: ({ signal }) => call('talent.agreements', { query: { codes: PRIVACY_AGREEMENT_CODE }, signal }),
  });

/** The agreement's text; only loaded while the agreement modal is shown. */
export function usePrivacyAgreementText(enabled: boolean) {
  return useQuery({
    ...privacyAgreementTextOptions(),
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
