/** Recruitment: the postings list and form, and the applicants (spec §2; decision 0017). */
import { redirect } from 'react-router';
import { PAGES } from '@partners/contract';
import { prefetchApplicantsPage } from '../../features/recruitment/applicants/prefetch';
import { prefetchPostingsPage } from '../../features/recruitment/postings/prefetch';
import { prefetched } from '../page-prefetch';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const recruitmentPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['recruitment'], load);
/** The applicants pages use the talent pool's labels for a seeker's facts (경력, 학력, 성별). */
const applicantsPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['applicants', 'talent'], load);

export const area: AreaRoutes = {
  shell: [
    // The audit log moved to the account area (decision 0023): old links keep working, their filters too.
    { path: routePath(PAGES.legacyAuditLog), loader: ({ request }) => redirect(`${PAGES.auditLog.path}${new URL(request.url).search}`) },
    {
      // The left menu beside the postings and applicants pages.
      id: 'recruitment-layout',
      ...recruitmentPage(() => import('../../features/recruitment/left-menu/recruitment-layout').then((m) => m.RecruitmentLayout)),
      children: [
        {
          path: routePath(PAGES.postings),
          ...prefetched(prefetchPostingsPage),
          ...recruitmentPage(() => import('../../features/recruitment/postings/postings-page').then((m) => m.PostingsPage)),
        },
        {
          path: routePath(PAGES.applicants),
          ...prefetched(prefetchApplicantsPage),
          ...applicantsPage(() => import('../../features/recruitment/applicants/applicants-page').then((m) => m.ApplicantsPage)),
        },
      ],
    },
    // The form opens in a new tab (spec §6): the shell without the left menu.
    {
      path: routePath(PAGES.newPosting),
      ...recruitmentPage(() => import('../../features/recruitment/posting-form/posting-form-page').then((m) => m.NewPostingPage)),
    },
    {
      path: routePath(PAGES.editPosting),
      ...recruitmentPage(() => import('../../features/recruitment/posting-form/posting-form-page').then((m) => m.EditPostingPage)),
    },
  ],
};
