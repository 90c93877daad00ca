/** Data: visitor and score statistics (not built yet). */
import { placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'visitor_statistics', ...placeholder('visitor_statistics') },
    { path: 'score_statistics', ...placeholder('score_statistics') },
  ],
};
