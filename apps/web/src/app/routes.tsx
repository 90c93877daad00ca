/**
 * Every route of spec §2. Page modules load lazily so the initial script stays small; the shell,
 * gates and error rules are in the main chunk because every console page needs them.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PATHS } from '@partners/contract';
import type { PageKey } from '../components/use-page-title';
import { loadMessageSection, type MessageSection } from '../i18n';
import { MaintenancePage } from '../features/errors/maintenance-page';
import { ConsoleGate, TalentPoolGuard } from './gates/console-gate';
import { BareLayout } from './layout/bare-layout';
import { ConsoleLayout } from './layout/console-layout';
import { RootLayout, RootFallback, RouteError } from './root-layout';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A page whose Korean messages are sections of their own (out of the first load): all load together. */
function pageWithMessages(sections: MessageSection[], load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return page(() => Promise.all([load(), ...sections.map(loadMessageSection)]).then(([Component]) => Component));
}

const hiringPage = (load: () => Promise<ComponentType>) => pageWithMessages(['hiring'], load);

/** A section whose issue is not done yet: one honest "not available yet" page with the section's name. */
function placeholder(section: PageKey): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { PlaceholderPage } = await import('../features/placeholders/placeholder-page');
      return { element: <PlaceholderPage section={section} /> };
    },
  };
}

const toRoot = <Navigate to={PATHS.root} replace />;

const talentPoolRoutes: RouteObject[] = [
  {
    path: 'search/:tab/:page',
    ...page(() => import('../features/talent-pool/saved-searches/talent-search-with-saved-searches').then((m) => m.TalentSearchWithSavedSearches)),
  },
  { path: 'search/:tab', element: <Navigate to="1" replace /> },
  { path: 'profile/:enc', ...page(() => import('../features/talent-pool/profile/talent-profile-page').then((m) => m.TalentProfilePage)) },
  { path: 'project', ...hiringPage(() => import('../features/hiring/projects/project-list-page').then((m) => m.ProjectListPage)) },
  // A missing or bad status or page is replaced by a valid one by the page itself.
  { path: 'project/candidates/:actionStatus?/:page?', ...hiringPage(() => import('../features/hiring/candidates/candidate-list-page').then((m) => m.AllCandidatesPage)) },
  {
    path: 'project/:projectId/candidates/:status?/:page?',
    ...hiringPage(() => import('../features/hiring/candidates/candidate-list-page').then((m) => m.ProjectCandidatesPage)),
  },
  { path: 'project/:projectId/*', ...hiringPage(() => import('../features/hiring/candidates/candidate-list-page').then((m) => m.ProjectHomeRedirect)) },
];

/** Pages inside the console shell (top menu, header, footer). */
const consoleRoutes: RouteObject[] = [
  { path: 'reputation_management', ...page(() => import('../features/home/reputation-management-page').then((m) => m.ReputationManagementPage)) },
  { path: 'salary_managements', ...placeholder('salary_managements') },
  { path: 'welfare_managements', ...placeholder('welfare_managements') },
  { path: 'job_management/*', ...placeholder('job_management') },
  { path: 'applicant_management/:jobPostingId?', ...placeholder('applicant_management') },
  { path: 'operator_managements', ...placeholder('operator_managements') },
  { path: 'payment_managements', ...placeholder('payment_managements') },
  { path: 'access_error', ...page(() => import('../features/errors/access-error-page').then((m) => m.AccessErrorPage)) },
  { path: 'renewal_brandservice', ...page(() => import('../features/consulting/brand-service-page').then((m) => m.BrandServicePage)) },
  { path: 'business_managements', element: <Navigate to="info" replace /> },
  { path: 'business_managements/info', ...placeholder('business_info') },
  { path: 'business_managements/cover_image', ...placeholder('cover_image') },
  { path: 'business_managements/news', ...placeholder('company_news') },
  { path: 'business_managements/story', ...placeholder('company_story') },
  { path: 'business_managements/press_releases', ...placeholder('press_releases') },
  { path: 'job/postings/new', ...placeholder('posting_new') },
  { path: 'job/postings/:id/edit', ...placeholder('posting_edit') },
  {
    path: 'job_seekers',
    Component: TalentPoolGuard,
    // The privacy agreement (spec §5) gates every talent-pool page; loaded with the first of them. The
    // hiring feature fills the talent pool's proposal places (talent-pool-hiring.tsx).
    children: [
      {
        ...pageWithMessages(['talent', 'hiring'], () => import('./talent-pool-hiring').then((m) => m.TalentPoolHiringLayout)),
        children: [{ ...page(() => import('../features/talent-pool/agreement/talent-pool-agreement-gate').then((m) => m.TalentPoolAgreementGate)), children: talentPoolRoutes }],
      },
    ],
  },
  // Demo mode only: what job seekers received (the page says so when the server is not in demo mode).
  { path: 'demo/candidate_inbox', ...hiringPage(() => import('../features/candidate-side/candidate-inbox-page').then((m) => m.CandidateInboxPage)) },
  { path: 'review_managements/*', ...placeholder('review_managements') },
  { path: 'interview_managements/*', ...placeholder('interview_managements') },
  { path: 'marketing_managements', ...placeholder('marketing_managements') },
  { path: 'notifications', ...page(() => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage)) },
  { path: 'visitor_statistics', ...placeholder('visitor_statistics') },
  { path: 'score_statistics', ...placeholder('score_statistics') },
  { path: 'salary_analysis', ...placeholder('salary_analysis') },
];

/** Pages without top or bottom menu (spec §2). */
const bareRoutes: RouteObject[] = [
  { path: 'salary_anaylysis/detail', ...placeholder('salary_analysis_detail') },
  { path: 'agreements/tos_recruitment', ...page(() => import('../features/terms/tos-recruitment-page').then((m) => m.TosRecruitmentPage)) },
  { path: 'file_preview', ...placeholder('file_preview') },
  { path: 'certify_otp', ...placeholder('certify_otp') },
  { path: 'business_managements/newsroom_editor', ...placeholder('newsroom_editor') },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RootFallback,
    children: [
      { path: '/', element: toRoot },
      { path: PATHS.signIn, ...page(() => import('../features/auth/sign-in-page').then((m) => m.SignInPage)) },
      // Eager: the maintenance page must show even when the server cannot deliver more chunks.
      { path: PATHS.error500, element: <MaintenancePage status={500} /> },
      { path: PATHS.error503, element: <MaintenancePage status={503} /> },
      // The job seeker's answer to a proposal: public, reached by a signed link, no console shell.
      { path: '/proposals/respond/:token', ...hiringPage(() => import('../features/candidate-side/proposal-response-page').then((m) => m.ProposalResponsePage)) },
      {
        path: '/partners',
        Component: ConsoleGate,
        children: [
          { index: true, element: toRoot },
          { Component: ConsoleLayout, children: consoleRoutes },
          { Component: BareLayout, children: bareRoutes },
          { path: '*', element: toRoot },
        ],
      },
      { path: '*', ...page(() => import('../features/errors/not-normal-access-page').then((m) => m.NotNormalAccessPage)) },
    ],
  },
];
