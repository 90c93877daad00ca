import { useLocation } from 'react-router';
import { REDIRECT_URL_MAX } from '@partners/contract';
import { redirectStack, type ConsumeOptions } from './redirect-stack';
import { textField } from './url-fields';
import { useUrlState } from './url-state';

/** The contract's `redirectQuery`, zod-free (url-fields.ts): the sign-in page's first load leaves zod out. */
export const REDIRECT_URL = { shape: { redirect_url: textField(REDIRECT_URL_MAX) } };

function pathnameOf(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

export type RedirectBack = {
  /** Where going back leads now (a link's href, the redirect_url sent with the sign-in). */
  target: string;
  /** Takes the entry off the redirect stack and returns where to go: call it when actually going. */
  consume: () => string;
};

/**
 * The way back of a page the user was sent to (spec §4 redirect stack): its `redirect_url` first, then the
 * stack's entries, one at a time, skipping pages `canOpen` refuses and the page itself.
 */
export function useRedirectBack({ canOpen, fallback }: { canOpen?: (path: string) => boolean; fallback: string }): RedirectBack {
  const { state } = useUrlState(REDIRECT_URL);
  const { pathname } = useLocation();
  const options: ConsumeOptions = {
    requested: state.redirect_url,
    canOpen: (path) => pathnameOf(path) !== pathname && (canOpen ? canOpen(path) : true),
    fallback,
  };
  return { target: redirectStack.peek(options), consume: () => redirectStack.consume(options) };
}
