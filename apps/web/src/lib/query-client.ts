import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError, isRetryable } from './api';

/**
 * Spec §9 cache timings. `medium` (5 minutes) is every query's default; `short` (6 s) is for answers that
 * change under the user while a screen is open: the talent search's results, counts and context.
 */
export const CACHE_TIERS = { short: 6_000, medium: 300_000 } as const;

/**
 * While data is still being written (`preparing`), its query polls this often: the screen turns to the figures
 * by itself. Here, not with the progress component, so the queries (and the pages' prefetches in the route
 * chunks) do not import the component.
 */
export const PREPARING_POLL_MS = 3_000;

/** Spec §9 data-fetch defaults: 3 retries, delay doubling from 1 s to 30 s, 5-minute cache. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleApiError(error, { kind: 'query', meta: query.meta }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleApiError(error, { kind: 'mutation', meta: mutation.meta }),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 3 && isRetryable(error),
        retryDelay,
        staleTime: CACHE_TIERS.medium,
        gcTime: CACHE_TIERS.medium,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
