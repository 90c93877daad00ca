/** Spec §3, §7: saved searches, 5 per page, and whether they show under the search toolbar. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';

export function useSavedSearches(page: number) {
  return useQuery({
    queryKey: talentPoolKeys.savedSearchPage(page),
    queryFn: ({ signal }) => call('savedSearches.list', { query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useSavedSearchDisplay() {
  return useQuery({
    queryKey: talentPoolKeys.savedSearchDisplay,
    queryFn: ({ signal }) => call('savedSearches.display', { signal }),
    select: (response) => response.data.display,
  });
}
