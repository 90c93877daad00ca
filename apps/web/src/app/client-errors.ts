import { call } from '../lib/api';

export type ClientErrorKind = 'render' | 'chunk';

/** Set while the page reloads onto a new build: what fails meanwhile is the old page going away, not news. */
let reloading = false;

/** Sends a failure of the web itself to the server's log; a report that fails is dropped (nothing to show). */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (reloading) return;
  const failure = error instanceof Error ? error : new Error(String(error));
  void call('clientErrors.report', {
    body: {
      kind,
      message: failure.message.slice(0, 500),
      ...(failure.stack ? { stack: failure.stack.slice(0, 4_000) } : {}),
      path: window.location.pathname.slice(0, 500),
    },
  }).catch(() => undefined);
}

/** A script of the build that the browser could not load: after a deploy, the page still names the old files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(message);
}

const RELOADED_AT_KEY = 'partners_chunk_reload_at';
/** A reload that did not help within this long is not tried again: the error page shows instead. */
const RELOAD_ONCE_MS = 30_000;

/**
 * After a deploy, an open console asks for chunks of the build it started with, which the server no longer
 * has (a 404). The first such failure reloads the page once, onto the new build; if the fresh page fails the
 * same way, the error goes on to the route's error page, which reports it.
 */
export function reloadOnceOnChunkLoadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last < RELOAD_ONCE_MS) return;
      window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return; // No storage: no way to know that this would be the only reload.
    }
    event.preventDefault();
    reloading = true;
    window.location.reload();
  });
}
