/**
 * Building blocks of route modules: lazily loaded pages, pages with their own message sections, and
 * the honest placeholder of a section whose issue is not done yet.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageKey } from '../../components/use-page-title';
import { loadMessageSection, type MessageSection } from '../../i18n';

/** A product area's routes: inside the console shell (top menu, footer) and, if any, without it. */
export type AreaRoutes = {
  shell: RouteObject[];
  bare?: RouteObject[];
};

export function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A page whose Korean messages are sections of their own (out of the first load): all load together. */
export function pageWithMessages(sections: MessageSection[], load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return page(() => Promise.all([load(), ...sections.map(loadMessageSection)]).then(([Component]) => Component));
}

export const hiringPage = (load: () => Promise<ComponentType>) => pageWithMessages(['hiring'], load);

/** A section whose issue is not done yet: one honest "not available yet" page with the section's name. */
export function placeholder(section: PageKey): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { PlaceholderPage } = await import('../../features/placeholders/placeholder-page');
      return { element: <PlaceholderPage section={section} /> };
    },
  };
}
