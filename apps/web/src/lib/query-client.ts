import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError, isRetryable } from './api';

const FIVE_MINUTES = 5 * 60 * 1000;

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
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
