import { z } from 'zod';
import { emailSchema, ok } from './common.js';

export const csrfResponse = z.object({ token: z.string() });

export const signInBody = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  redirect_url: z.string().max(2000).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const signInResponse = ok(z.object({ redirect_url: z.string() }));

export const signOutResponse = z.object({ status: z.literal('success') });

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
  if (!candidate?.startsWith('/')) return fallback;
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
