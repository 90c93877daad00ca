/** Recruitment: postings and applicants (spec §2; decision 0017). */
import { pageWithMessages, placeholder, type AreaRoutes } from './route-helpers';

/** The applicants pages use the talent pool's labels for a seeker's facts (경력, 학력, 성별). */
const applicantsPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['applicants', 'talent'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: 'job_management/audit_log',
      ...applicantsPage(() => import('../../features/recruitment/audit/audit-log-page').then((m) => m.AuditLogPage)),
    },
    { path: 'job_management/*', ...placeholder('job_management') },
    {
      path: 'applicant_management/:jobPostingId?',
      ...applicantsPage(() => import('../../features/recruitment/applicants/applicants-page').then((m) => m.ApplicantsPage)),
    },
    { path: 'job/postings/new', ...placeholder('posting_new') },
    { path: 'job/postings/:id/edit', ...placeholder('posting_edit') },
  ],
};
