/** Data (spec §2; decision 0025): visitor statistics and score statistics. */
import { PAGES } from '@partners/contract';
import { prefetchVisitorStatisticsPage } from '../../features/data/prefetch';
import { prefetched } from '../page-prefetch';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const dataPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['data'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: routePath(PAGES.visitorStatistics),
      ...prefetched(prefetchVisitorStatisticsPage),
      ...dataPage(() => import('../../features/data/visitor-statistics-page').then((m) => m.VisitorStatisticsPage)),
    },
    {
      path: routePath(PAGES.scoreStatistics),
      ...dataPage(() => import('../../features/data/score-statistics-page').then((m) => m.ScoreStatisticsPage)),
    },
  ],
};
