/** Building blocks of route modules: lazily loaded pages, and pages with their own message sections. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CONSOLE_PREFIX, type Page } from '@partners/contract';
import { loadMessageSection, type MessageSection } from '../../i18n';

/** A product area's routes: inside the console shell (top menu, footer) and, if any, without it. */
export type AreaRoutes = {
  shell: RouteObject[];
  bare?: RouteObject[];
};

/**
 * A console page's route path (`routePath(PAGES.notifications)`), relative to /partners (where the shell's and the bare
 * layout's routes sit); `suffix` adds what the route matches below it (`/*`).
 */
export function routePath(page: Page, suffix = ''): string {
  return `${page.path.slice(CONSOLE_PREFIX.length)}${suffix}`;
}

/**
 * The route path of `page` below its parent route's page (`childPath(PAGES.talentPool, PAGES.projects)` is
 * `project`), for routes nested in a route that has a path of its own; `suffix` as for routePath.
 */
export function childPath(parent: Page, page: Page, suffix = ''): string {
  const prefix = `${parent.path}/`;
  if (!page.path.startsWith(prefix)) throw new Error(`${page.path} is not below ${parent.path}`);
  return `${page.path.slice(prefix.length)}${suffix}`;
}

export function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A page whose Korean messages are sections of their own (out of the first load): all load together. */
export function pageWithMessages(sections: MessageSection[], load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return page(() => Promise.all([load(), ...sections.map(loadMessageSection)]).then(([Component]) => Component));
}

export const hiringPage = (load: () => Promise<ComponentType>) => pageWithMessages(['hiring'], load);
