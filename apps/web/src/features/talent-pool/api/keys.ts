/** Query keys of the talent pool's own calls; every key starts with `talent_pool`. */
export const talentPoolKeys = {
  all: ['talent_pool'] as const,
  privacyAgreement: ['talent_pool', 'privacy_agreement'] as const,
  privacyAgreementText: ['talent_pool', 'privacy_agreement_text'] as const,
  profile: (enc: string) => ['talent_pool', 'profile', enc] as const,
  context: (pool: string) => ['talent_pool', 'context', pool] as const,
  contexts: ['talent_pool', 'context'] as const,
  savedSearches: ['talent_pool', 'saved_searches'] as const,
  savedSearchPage: (page: number) => ['talent_pool', 'saved_searches', 'list', page] as const,
  savedSearchDisplay: ['talent_pool', 'saved_searches', 'display'] as const,
};
