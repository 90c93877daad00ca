/**
 * A page's first queries, started as its route is matched (app/page-prefetch.ts), beside the download of its
 * chunks, instead of after its first render has committed (issue 31; decision 0005). A page module exports
 * one `PagePrefetch` and builds its queries from the same option factories as its hooks, so the page's own
 * queries find the answers (or the calls in flight) under the same keys.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Starts the queries the page at `url` will ask for first; never throws, never waits. */
export type PagePrefetch = (queryClient: QueryClient, url: URL) => void;

/**
 * Fetches one query ahead of its page and resolves with its answer (undefined if it failed). One attempt and
 * no error rule: a failure is left to the page's own query, which tries again as it mounts (an errored query
 * is fetched again on mount) and follows the API error rules then.
 */
export async function prefetchQuietly<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<Data | undefined> {
  try {
    return await queryClient.fetchQuery({ ...options, retry: false, meta: { ...options.meta, silent: true } });
  } catch {
    return undefined;
  }
}
