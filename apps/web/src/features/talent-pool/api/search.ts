import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQueryIn, TalentPool } from '@partners/contract';
import { call } from '../../../lib/api';
import { CACHE_TIERS } from '../../../lib/query-client';
import { rememberSearchAbTest, searchAbTest } from '../search/search-session';
import { talentPoolKeys } from './keys';

export const talentSearchKey = ['talent-search'] as const;

/**
 * One search call, whatever part of its answer a hook reads; the search page's prefetch (search/prefetch.ts)
 * shares it. The session's A/B group is not part of the search (nor of its cache key): the first answer
 * names it, and later calls send it back.
 */
export const talentSearchOptions = (request: EndpointQueryIn<'talent.search'>) =>
  queryOptions({
    queryKey: [...talentSearchKey, request],
    queryFn: async ({ signal }) => {
      const abTest = searchAbTest();
      const response = await call('talent.search', { query: abTest === undefined ? request : { ...request, ab_test: abTest }, signal });
      rememberSearchAbTest(response.data.search_result.meta.ab_test);
      return response;
    },
    // Results and totals move as résumés are updated: a search seen again after 6 s is asked again.
    staleTime: CACHE_TIERS.short,
  });

/**
 * The talent search (spec §7). Failures follow the global error rules; the privacy-agreement 403 is
 * the agreement gate's to handle. Paging keeps the previous page on screen until the next arrives.
 */
export function useTalentSearch(request: EndpointQueryIn<'talent.search'>) {
  return useQuery({ ...talentSearchOptions(request), select: (response) => response.data.search_result, placeholderData: keepPreviousData });
}

/** The search's banner (spec §3: image, alt text, link, visible), from the same call as the results. */
export function useTalentSearchBanner(request: EndpointQueryIn<'talent.search'>) {
  return useQuery({ ...talentSearchOptions(request), select: (response) => response.data.banner, placeholderData: keepPreviousData });
}

const META_FIELDS = 'occupation1,occupation2,job_filter,display_filters,display_order_bys';

export const searchMetaInfoOptions = () =>
  queryOptions({
    queryKey: ['talent-search-meta', META_FIELDS],
    queryFn: ({ signal }) => call('talent.metaInfo', { query: { fields: META_FIELDS }, signal }),
  });

/** Occupations and sort orders for the filter modals (cached five minutes like every query). */
export function useSearchMetaInfo() {
  return useQuery({ ...searchMetaInfoOptions(), select: (response) => response.data });
}

/**
 * The pool's context (spec §7 `GET /hr/job_seekers/context`): the saved-search count and display setting.
 * Short-lived (6 s): another operator's shared search changes the count; `useRefreshTalentContext` asks again
 * at once after this user's own changes (spec §7 "refresh context").
 */
export const talentContextOptions = (pool: TalentPool) =>
  queryOptions({
    queryKey: talentPoolKeys.context(pool),
    queryFn: ({ signal }) => call('talent.context', { query: { pool }, signal }),
    staleTime: CACHE_TIERS.short,
  });

export function useTalentContext(pool: TalentPool) {
  return useQuery({ ...talentContextOptions(pool), select: (response) => response.data });
}
