/** Home (reputation management): the page is part of the area's chunk, so the landing page is one request. */
import { ReputationManagementPage } from '../../features/home/reputation-management-page';
import type { AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [{ path: 'reputation_management', Component: ReputationManagementPage }],
};
