/**
 * What the first render waits for. Everything here was requested with the HTML (the server's Link
 * preloads: the console info call and the page's product-area chunk), so waiting costs little, and the
 * page then renders once, whole, instead of a loader, then a skeleton, then the page: three renders and
 * layouts of which the last one ran as one long task when the info call resolved (a query result renders
 * synchronously). index.html's boot header is on screen meanwhile.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { CONSOLE_PREFIX } from '@partners/contract';
import { consoleInfoKey, fetchConsoleInfo } from '../lib/session';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** Resolves when the router's initial navigation (with its lazy route modules) has settled. */
export function routerInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * On a console page, the console info (the shell's first call) into the query cache. One attempt only:
 * on a failure nothing is cached and the console gate's own query retries and applies the API error rules.
 */
export async function prefetchConsoleInfo(queryClient: QueryClient, pathname: string): Promise<void> {
  if (`${pathname}/` !== CONSOLE_PREFIX && !pathname.startsWith(CONSOLE_PREFIX)) return;
  try {
    const info = await fetchConsoleInfo();
    queryClient.setQueryData(consoleInfoKey, info);
  } catch {
    // Left to the gate's query.
  }
}

export function firstRenderReady(options: { router: Router; consoleInfo: Promise<void>; initLang: () => Promise<void> }): Promise<void> {
  return Promise.all([options.initLang(), routerInitialized(options.router), options.consoleInfo]).then(() => undefined);
}
