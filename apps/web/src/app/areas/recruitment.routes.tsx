/** Recruitment: postings and applicants (not built yet). */
import { placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'job_management/*', ...placeholder('job_management') },
    { path: 'applicant_management/:jobPostingId?', ...placeholder('applicant_management') },
    { path: 'job/postings/new', ...placeholder('posting_new') },
    { path: 'job/postings/:id/edit', ...placeholder('posting_edit') },
  ],
};
