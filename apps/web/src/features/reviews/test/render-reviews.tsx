import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ConsoleUser } from '@partners/contract';
import { ConsoleSessionProvider } from '../../../lib/session';
import { makeInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ReviewsLayout } from '../components/reviews-layout';
import { CompanyReviewsPage, InterviewReviewsPage, WelfareReviewsPage } from '../list/review-pages';
import { SalaryPage } from '../salary/salary-page';

function Session({ user, children }: { user: Partial<ConsoleUser>; children: ReactNode }) {
  return <ConsoleSessionProvider value={makeInfo(user).data}>{children}</ConsoleSessionProvider>;
}

/** The review pages as the area module nests them, inside a console session of `user`. */
export function renderReviews(path: string, user: Partial<ConsoleUser> = {}, queryClient?: QueryClient) {
  const view = renderRoutes(
    [
      {
        element: (
          <Session user={user}>
            <ReviewsLayout />
          </Session>
        ),
        children: [
          { path: '/partners/review_managements/*', Component: CompanyReviewsPage },
          { path: '/partners/interview_managements/*', Component: InterviewReviewsPage },
          { path: '/partners/welfare_managements', Component: WelfareReviewsPage },
          { path: '/partners/salary_managements', Component: SalaryPage },
          { path: '/partners/renewal_brandservice', element: <h1>브랜드 서비스</h1> },
        ],
      },
    ],
    { path, queryClient },
  );
  return { ...view, user: userEvent.setup() };
}
