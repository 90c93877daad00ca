/**
 * Talent pool and hiring (job_seekers): search, profiles, projects and candidates. Its pages stay lazy
 * within the area: they are large and a visit usually needs one or two of them.
 */
import { Navigate, type RouteObject } from 'react-router';
import { PAGES, type Page } from '@partners/contract';
import { prefetchTalentSearchPage } from '../../features/talent-pool/search/prefetch';
import { TalentPoolGuard } from '../gates/console-gate';
import { prefetched } from '../page-prefetch';
import { childPath, hiringPage, page, pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

/** The pages below the talent pool's route, by their paths in the pages table. */
const below = (target: Page, suffix = '') => childPath(PAGES.talentPool, target, suffix);

/** The search without its page number (a link that names only the tab), sent to the tab's first page. */
const searchTab = below(PAGES.talentSearch).replace(/\/:page$/, '');

const talentPoolRoutes: RouteObject[] = [
  {
    path: below(PAGES.talentSearch),
    ...prefetched(prefetchTalentSearchPage),
    ...page(() => import('../../features/talent-pool/saved-searches/talent-search-with-saved-searches').then((m) => m.TalentSearchWithSavedSearches)),
  },
  { path: searchTab, element: <Navigate to="1" replace /> },
  // Issue 21: the proposal response report.
  {
    path: below(PAGES.proposalReport),
    ...page(() => import('../../features/talent-pool/reports/proposal-report-page').then((m) => m.ProposalReportPage)),
  },
  {
    path: below(PAGES.talentProfile),
    ...page(() => import('../../features/talent-pool/profile/talent-profile-page').then((m) => m.TalentProfilePage)),
  },
  { path: below(PAGES.projects), ...hiringPage(() => import('../../features/hiring/projects/project-list-page').then((m) => m.ProjectListPage)) },
  // A missing or bad status or page is replaced by a valid one by the page itself.
  {
    path: below(PAGES.allCandidates),
    ...hiringPage(() => import('../../features/hiring/candidates/candidate-list-page').then((m) => m.AllCandidatesPage)),
  },
  {
    path: below(PAGES.projectCandidates),
    ...hiringPage(() => import('../../features/hiring/candidates/candidate-list-page').then((m) => m.ProjectCandidatesPage)),
  },
  // Any other path of a project: its candidates.
  {
    path: below(PAGES.projects, '/:projectId/*'),
    ...hiringPage(() => import('../../features/hiring/candidates/candidate-list-page').then((m) => m.ProjectHomeRedirect)),
  },
];

export const area: AreaRoutes = {
  shell: [
    {
      path: routePath(PAGES.talentPool),
      Component: TalentPoolGuard,
      // The privacy agreement (spec §5) gates every talent-pool page; loaded with the first of them. The
      // hiring feature fills the talent pool's proposal places (talent-pool-hiring.tsx).
      children: [
        // No page of its own, and an unknown one: the console root, as for any unknown console path (spec §8).
        { index: true, element: <Navigate to={PAGES.reputationManagement.path} replace /> },
        { path: '*', element: <Navigate to={PAGES.reputationManagement.path} replace /> },
        {
          ...pageWithMessages(['talent', 'hiring', 'talentReports'], () => import('../talent-pool-hiring').then((m) => m.TalentPoolHiringLayout)),
          children: [
            {
              ...page(() => import('../../features/talent-pool/agreement/talent-pool-agreement-gate').then((m) => m.TalentPoolAgreementGate)),
              children: talentPoolRoutes,
            },
          ],
        },
      ],
    },
    // Demo mode only: what job seekers received (the page says so when the server is not in demo mode).
    {
      path: routePath(PAGES.candidateInbox),
      ...hiringPage(() => import('../../features/candidate-side/candidate-inbox-page').then((m) => m.CandidateInboxPage)),
    },
  ],
};
