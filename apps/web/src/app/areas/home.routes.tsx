/**
 * Home (reputation management): the page is part of the area's chunk, so the landing page is one request;
 * its Korean messages (the dashboard section) load with it.
 */
import { PAGES } from '@partners/contract';
import { ReputationManagementPage } from '../../features/home/reputation-management-page';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [{ path: routePath(PAGES.reputationManagement), ...pageWithMessages(['dashboard'], () => Promise.resolve(ReputationManagementPage)) }],
};
