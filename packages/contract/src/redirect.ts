/**
 * Where a `redirect_url` may lead (sign-in, the terms, the step-up, the brand service): zod-free, so that
 * the web's first load (the gates and the API client's error rules) can carry it.
 */

/** The longest `redirect_url` (a console path with its query) followed; longer ones are not read at all. */
export const REDIRECT_URL_MAX = 2000;

/** The console's pages a redirect may land on: the console itself and its bare signed-in pages (a report's form). */
const REDIRECT_PATH_PREFIXES = ['/partners', '/reports'] as const;

/**
 * Stands in for the console's origin when resolving: a relative path resolves the same on every origin, so
 * whether it stays on this one does not depend on which host serves the console (server and web agree).
 */
const RESOLVE_BASE = 'https://console.invalid';

/**
 * Only console paths are followed after sign-in; anything else goes to `fallback`. The candidate is resolved
 * the way a browser resolves it (tabs and newlines dropped, a backslash read as a slash, dot segments
 * applied), so `/\t/evil.example` is judged as the `//evil.example` the browser would open; the resolved
 * path is returned, never the text as sent.
 */
export function safeRedirectPath(candidate: string | undefined, fallback: string): string {
  if (!candidate || candidate.length > REDIRECT_URL_MAX || !candidate.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, RESOLVE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== RESOLVE_BASE) return fallback;
  const isConsolePath = REDIRECT_PATH_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  return isConsolePath ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
