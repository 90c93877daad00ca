/** Recruitment: the postings list and form, and the applicants (spec §2; decision 0017). */
import { pageWithMessages, placeholder, type AreaRoutes } from './route-helpers';

const recruitmentPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['recruitment'], load);

export const area: AreaRoutes = {
  shell: [
    {
      // The left menu beside the postings and applicants pages.
      id: 'recruitment-layout',
      ...recruitmentPage(() => import('../../features/recruitment/left-menu/recruitment-layout').then((m) => m.RecruitmentLayout)),
      children: [
        { path: 'job_management', ...recruitmentPage(() => import('../../features/recruitment/postings/postings-page').then((m) => m.PostingsPage)) },
        { path: 'job_management/*', ...placeholder('job_management') },
        { path: 'applicant_management/:jobPostingId?', ...placeholder('applicant_management') },
      ],
    },
    // The form opens in a new tab (spec §6): the shell without the left menu.
    {
      path: 'job/postings/new',
      ...recruitmentPage(() => import('../../features/recruitment/posting-form/posting-form-page').then((m) => m.NewPostingPage)),
    },
    {
      path: 'job/postings/:id/edit',
      ...recruitmentPage(() => import('../../features/recruitment/posting-form/posting-form-page').then((m) => m.EditPostingPage)),
    },
  ],
};
