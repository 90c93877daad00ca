import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ConsoleUser } from '@partners/contract';
import { ConsoleSessionProvider } from '../../../lib/session';
import { makeInfo } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { RecruitmentLayout } from '../left-menu/recruitment-layout';
import { EditPostingPage, NewPostingPage } from '../posting-form/posting-form-page';
import { PostingsPage } from '../postings/postings-page';

function Session({ user, children }: { user: Partial<ConsoleUser>; children: ReactNode }) {
  return <ConsoleSessionProvider value={makeInfo(user).data}>{children}</ConsoleSessionProvider>;
}

/** The recruitment routes as the area module nests them, inside a console session of `user`. */
export function renderRecruitment(path: string, user: Partial<ConsoleUser> = {}, queryClient?: QueryClient) {
  const view = renderRoutes(
    [
      {
        element: (
          <Session user={user}>
            <RecruitmentLayout />
          </Session>
        ),
        children: [
          { path: '/partners/job_management', Component: PostingsPage },
          { path: '/partners/applicant_management/:jobPostingId?', element: <h1>지원자 관리</h1> },
        ],
      },
      {
        path: '/partners/job/postings/new',
        element: (
          <Session user={user}>
            <NewPostingPage />
          </Session>
        ),
      },
      {
        path: '/partners/job/postings/:id/edit',
        element: (
          <Session user={user}>
            <EditPostingPage />
          </Session>
        ),
      },
    ],
    { path, queryClient },
  );
  return { ...view, user: userEvent.setup() };
}
