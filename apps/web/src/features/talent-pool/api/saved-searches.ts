/** Spec §3, §7: saved searches, 5 per page, and whether they show under the search toolbar. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TALENT_API, type savedSearchDisplayResponse, type savedSearchListResponse } from '@partners/contract';
import { api, type Output } from '../../../lib/api';
import { talentPoolKeys } from './keys';

export function useSavedSearches(page: number) {
  return useQuery({
    queryKey: talentPoolKeys.savedSearchPage(page),
    queryFn: ({ signal }) =>
      api.get<Output<typeof savedSearchListResponse>>(TALENT_API.savedSearches, { query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useSavedSearchDisplay() {
  return useQuery({
    queryKey: talentPoolKeys.savedSearchDisplay,
    queryFn: ({ signal }) =>
      api.get<Output<typeof savedSearchDisplayResponse>>(TALENT_API.savedSearchDisplayModal, { signal }),
    select: (response) => response.data.display,
  });
}
