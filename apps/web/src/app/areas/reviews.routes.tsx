/** Reviews: company, interview and welfare reviews, salary information (not built yet). */
import { placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'review_managements/*', ...placeholder('review_managements') },
    { path: 'interview_managements/*', ...placeholder('interview_managements') },
    { path: 'welfare_managements', ...placeholder('welfare_managements') },
    { path: 'salary_managements', ...placeholder('salary_managements') },
  ],
};
