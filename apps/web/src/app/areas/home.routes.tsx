/**
 * Home (reputation management): the page is part of the area's chunk, so the landing page is one request;
 * its Korean messages (the dashboard section) load with it, and its first screen's calls start beside them.
 */
import { PAGES } from '@partners/contract';
import { prefetchHomePage } from '../../features/home/prefetch';
import { ReputationManagementPage } from '../../features/home/reputation-management-page';
import { prefetched } from '../page-prefetch';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    {
      path: routePath(PAGES.reputationManagement),
      ...prefetched(prefetchHomePage),
      ...pageWithMessages(['dashboard'], () => Promise.resolve(ReputationManagementPage)),
    },
  ],
};
