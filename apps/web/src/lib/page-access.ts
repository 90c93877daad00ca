/**
 * Whether the signed-in user's gates would open a console page, for pages that send the user back somewhere
 * (the redirect stack's consumers skip pages that would send them away again). The console gate (src/app)
 * provides the check; outside the console (the sign-in page) every page counts as openable: the gates run
 * again on arrival.
 */
import { createContext, useContext } from 'react';
import { PAGES, type GateFacts } from '@partners/contract';
import { useConsoleSession } from './session';

/** `assume` replaces facts that are about to change (the terms just accepted). */
export type CanOpenPage = (path: string, assume?: Partial<GateFacts>) => boolean;

const PageAccessContext = createContext<CanOpenPage>(() => true);

export const PageAccessProvider = PageAccessContext.Provider;

export function useCanOpenPage(): CanOpenPage {
  return useContext(PageAccessContext);
}

/** The console's home for this user: the root when they can open it, else the first page of their menu they can. */
export function useConsoleHome(): string {
  const canOpen = useCanOpenPage();
  const { menu } = useConsoleSession();
  const menuPages = menu.gnb_menu.flatMap((entry) => [entry, ...entry.children]).filter((entry) => !entry.external);
  return [PAGES.reputationManagement.path, ...menuPages.map((entry) => entry.link)].find((path) => canOpen(path)) ?? PAGES.notifications.path;
}
