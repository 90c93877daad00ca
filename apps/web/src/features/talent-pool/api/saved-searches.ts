/** Spec §3, §7: saved searches, 5 per page, and whether they show under the search toolbar. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { talentPoolKeys } from './keys';

// The calls as query options: the hooks below and the search page's prefetch (search/prefetch.ts) share them.
export const savedSearchesOptions = (page: number) =>
  queryOptions({
    queryKey: talentPoolKeys.savedSearchPage(page),
    queryFn: ({ signal }) => call('savedSearches.list', { query: { page }, signal }),
  });

export function useSavedSearches(page: number) {
  return useQuery({ ...savedSearchesOptions(page), select: (response) => response.data, placeholderData: keepPreviousData });
}

export const savedSearchDisplayOptions = () =>
  queryOptions({ queryKey: talentPoolKeys.savedSearchDisplay, queryFn: ({ signal }) => call('savedSearches.display', { signal }) });

export function useSavedSearchDisplay() {
  return useQuery({ ...savedSearchDisplayOptions(), select: (response) => response.data.display });
}
