import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TALENT_API, type metaInfoResponse, type TalentSearchResponse } from '@partners/contract';
import { api, type Output } from '../../../lib/api';
import type { SearchRequest } from '../search/search-state';

export const talentSearchKey = ['talent-search'] as const;

/**
 * The talent search (spec §7). Failures follow the global error rules; the privacy-agreement 403 is
 * the agreement gate's to handle. Paging keeps the previous page on screen until the next arrives.
 */
export function useTalentSearch(request: SearchRequest) {
  return useQuery({
    queryKey: [...talentSearchKey, request],
    queryFn: ({ signal }) => api.get<TalentSearchResponse>(TALENT_API.search, { query: request, signal }),
    select: (response) => response.data.search_result,
    placeholderData: keepPreviousData,
  });
}

const META_FIELDS = 'occupation1,occupation2,job_filter,display_filters,display_order_bys';

/** Occupations and sort orders for the filter modals (cached five minutes like every query). */
export function useSearchMetaInfo() {
  return useQuery({
    queryKey: ['talent-search-meta', META_FIELDS],
    queryFn: ({ signal }) => api.get<Output<typeof metaInfoResponse>>(TALENT_API.metaInfo, { query: { fields: META_FIELDS }, signal }),
    select: (response) => response.data,
  });
}
