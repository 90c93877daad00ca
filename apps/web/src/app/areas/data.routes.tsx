/** Data (spec §2; decision 0025): visitor statistics and score statistics. */
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const dataPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['data'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: routePath('visitorStatistics'),
      ...dataPage(() => import('../../features/data/visitor-statistics-page').then((m) => m.VisitorStatisticsPage)),
    },
    { path: routePath('scoreStatistics'), ...dataPage(() => import('../../features/data/score-statistics-page').then((m) => m.ScoreStatisticsPage)) },
  ],
};
