/** Reviews: company, interview and welfare reviews with the official reply and the report flow, salary information (spec §2). */
import { PAGES } from '@partners/contract';
import { prefetchCompanyReviewsPage } from '../../features/reviews/list/prefetch';
import { prefetched } from '../page-prefetch';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const reviewsPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['reviews'], load);
const listPages = () => import('../../features/reviews/list/review-pages');

export const area: AreaRoutes = {
  shell: [
    {
      // The review pages in the console's content width, with their styles.
      id: 'reviews-layout',
      ...reviewsPage(() => import('../../features/reviews/components/reviews-layout').then((m) => m.ReviewsLayout)),
      children: [
        {
          path: routePath(PAGES.companyReviews, '/*'),
          ...prefetched(prefetchCompanyReviewsPage),
          ...reviewsPage(() => listPages().then((m) => m.CompanyReviewsPage)),
        },
        { path: routePath(PAGES.interviewReviews, '/*'), ...reviewsPage(() => listPages().then((m) => m.InterviewReviewsPage)) },
        { path: routePath(PAGES.welfareReviews), ...reviewsPage(() => listPages().then((m) => m.WelfareReviewsPage)) },
        { path: routePath(PAGES.salaryInfo), ...reviewsPage(() => import('../../features/reviews/salary/salary-page').then((m) => m.SalaryPage)) },
      ],
    },
  ],
};
