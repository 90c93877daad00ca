import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { EndpointQueryIn } from '@partners/contract';

export const talentSearchKey = ['talent-search'] as const;

/** One search call, whatever part of its answer a hook reads. */
function talentSearchOptions(request: EndpointQueryIn<'talent.search'>) {
  return {
    queryKey: [...talentSearchKey, request],
    queryFn: ({ signal }: { signal: AbortSignal }) => call('talent.search', { query: request, signal }),
    placeholderData: keepPreviousData,
  };
}

/**
 * The talent search (spec §7). Failures follow the global error rules; the privacy-agreement 403 is
 * the agreement gate's to handle. Paging keeps the previous page on screen until the next arrives.
 */
export function useTalentSearch(request: EndpointQueryIn<'talent.search'>) {
  return useQuery({ ...talentSearchOptions(request), select: (response) => response.data.search_result });
}

/** The search's banner (spec §3: image, alt text, link, visible), from the same call as the results. */
export function useTalentSearchBanner(request: EndpointQueryIn<'talent.search'>) {
  return useQuery({ ...talentSearchOptions(request), select: (response) => response.data.banner });
}

const META_FIELDS = 'occupation1,occupation2,job_filter,display_filters,display_order_bys';

/** Occupations and sort orders for the filter modals (cached five minutes like every query). */
export function useSearchMetaInfo() {
  return useQuery({
    queryKey: ['talent-search-meta', META_FIELDS],
    queryFn: ({ signal }) => call('talent.metaInfo', { query: { fields: META_FIELDS }, signal }),
    select: (response) => response.data,
  });
}
