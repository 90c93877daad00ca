/**
 * Render-as-you-fetch for the console's pages (issue 31; decision 0005). A route that names its page's
 * `PagePrefetch` (lib/prefetch.ts) gets a loader that starts the page's first queries as soon as the route
 * matches: beside the download of the page's chunks, rather than after the page's first render has committed
 * and its queries have subscribed. On a phone that render is the longest step of a first load, and the
 * page's data waited behind it.
 *
 * The loader never waits for the queries (it returns at once), and it prefetches only what the user's gates
 * open (the console info decides, as the console gate does), so a page the gate turns away fetches nothing.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { PagePrefetch } from '../lib/prefetch';
import { consoleInfoKey, type ConsoleInfo } from '../lib/session';
import { canOpenPage } from './gates/resolve-gate';

type Target = {
  queryClient: QueryClient;
  /** Settles once the console info of the first load is in the cache (or known to be missing). */
  infoSettled: Promise<unknown>;
};

let target: Target | undefined;

/** main.tsx: the app's query client and the first load's console info call; until then loaders prefetch nothing. */
export function prefetchPagesInto(queryClient: QueryClient, infoSettled: Promise<unknown>): void {
  target = { queryClient, infoSettled };
}

/** Tests: back to prefetching nothing. */
export function stopPagePrefetch(): void {
  target = undefined;
}

/**
 * The route properties that prefetch a page's first queries (spread into the route object beside its `lazy`;
 * React Router runs a route's own loader while its lazy module loads). The loader runs when the route is
 * entered, not again while it stays matched: a filter change is fetched by the page's own queries.
 */
export function prefetched(prefetch: PagePrefetch): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ request }) => {
      const current = target;
      if (current) {
        const url = new URL(request.url);
        void current.infoSettled.then(() => {
          const info = current.queryClient.getQueryData<ConsoleInfo | null>(consoleInfoKey);
          if (info && canOpenPage(info, `${url.pathname}${url.search}`)) prefetch(current.queryClient, url);
        });
      }
      return null;
    },
    shouldRevalidate: () => false,
  };
}
