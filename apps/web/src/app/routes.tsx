/**
 * Every route of spec §2. The shell, gates and error rules are in the main chunk because every console
 * page needs them. Each product area (a top-menu group) is a route module of its own under `areas/`,
 * loaded on the first visit to one of its paths (react-router's patchRoutesOnNavigation), so the first
 * load stays the same size however many screens the areas grow. A new area is one file in `areas/` and
 * one line in areas/area-paths.ts.
 */
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PAGES } from '@partners/contract';
import { MaintenancePage } from '../features/errors/maintenance-page';
import { AREA_PATHS, areaNameOf, type AreaName } from './areas/area-paths';
import { hiringPage, page, pageWithMessages, routePath, type AreaRoutes } from './areas/route-helpers';
import { ConsoleGate } from './gates/console-gate';
import { BareLayout } from './layout/bare-layout';
import { ConsoleLayout } from './layout/console-layout';
import { RootLayout, RootFallback, RouteError } from './root-layout';

export type Area = {
  name: AreaName;
  paths: readonly string[];
  load: () => Promise<{ area: AreaRoutes }>;
};

// One chunk per area module; the glob keeps "a new area = its module + its line in AREA_PATHS".
const AREA_MODULES = import.meta.glob<{ area: AreaRoutes }>('./areas/*.routes.tsx');

export const AREAS: Area[] = (Object.keys(AREA_PATHS) as AreaName[]).map((name) => {
  const load = AREA_MODULES[`./areas/${name}.routes.tsx`];
  if (!load) throw new Error(`The product area ${name} has no module areas/${name}.routes.tsx`);
  return { name, paths: AREA_PATHS[name], load };
});

export function areaOf(pathname: string): Area | undefined {
  const name = areaNameOf(pathname);
  return AREAS.find((area) => area.name === name);
}

// The layouts the areas' routes are patched into.
const SHELL_ID = 'console-shell';
const BARE_ID = 'console-bare';

/**
 * Adds the area of the path being visited to the route tree. React Router calls it when a path does not
 * match or matches only through a splat or a parameter (so also on later visits: the fixed ids below make
 * the repeated patch a no-op, and each router, e.g. one per test, gets its own patch).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = areaOf(path.split('?')[0] ?? path);
  if (!area) return;
  const { area: routes } = await area.load();
  patch(SHELL_ID, [{ id: `area-${area.name}`, children: routes.shell }]);
  if (routes.bare) patch(BARE_ID, [{ id: `area-${area.name}-bare`, children: routes.bare }]);
};

const toRoot = <Navigate to={PAGES.reputationManagement.path} replace />;

/** Console pages that belong to no product area: the shell's own (header, footer, gates). */
const shellPages: RouteObject[] = [
  { path: routePath(PAGES.accessError), ...page(() => import('../features/errors/access-error-page').then((m) => m.AccessErrorPage)) },
  { path: routePath(PAGES.brandService), ...page(() => import('../features/consulting/brand-service-page').then((m) => m.BrandServicePage)) },
  { path: routePath(PAGES.notifications), ...page(() => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage)) },
];

/** Pages without top or bottom menu (spec §2) that belong to no product area. */
const barePages: RouteObject[] = [
  { path: routePath(PAGES.termsRecruitment), ...page(() => import('../features/terms/tos-recruitment-page').then((m) => m.TosRecruitmentPage)) },
  {
    path: routePath(PAGES.certifyOtp),
    ...pageWithMessages(['stepUp'], () => import('../features/step-up/certify-otp-page').then((m) => m.CertifyOtpPage)),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RootFallback,
    children: [
      { path: '/', element: toRoot },
      { path: PAGES.signIn.path, ...page(() => import('../features/auth/sign-in-page').then((m) => m.SignInPage)) },
      // Eager: the maintenance page must show even when the server cannot deliver more chunks.
      { path: PAGES.error500.path, element: <MaintenancePage status={500} /> },
      { path: PAGES.error503.path, element: <MaintenancePage status={503} /> },
      // The job seeker's answer to a proposal: public, reached by a signed link, no console shell.
      {
        path: PAGES.proposalResponse.path,
        ...hiringPage(() => import('../features/candidate-side/proposal-response-page').then((m) => m.ProposalResponsePage)),
      },
      // Demo mode only: the job seekers' phones at the key the server printed (no console session needed).
      {
        path: PAGES.seekerPhone.path,
        ...hiringPage(() => import('../features/candidate-side/candidate-inbox-page').then((m) => m.SeekerPhonePage)),
      },
      // An invitation mail's link: public, no console shell; accepting signs in and opens the console.
      {
        path: PAGES.invitationAccept.path,
        ...pageWithMessages(['operators'], () => import('../features/operators/invitation-accept-page').then((m) => m.InvitationAcceptPage)),
      },
      // Spec §7: the additional information a report reason asks for, opened in a new tab from a review
      // card. Outside /partners but signed in: the console's gates, a page without menus.
      {
        path: '/reports',
        Component: ConsoleGate,
        children: [
          { index: true, ...page(() => import('../features/errors/not-normal-access-page').then((m) => m.NotNormalAccessPage)) },
          {
            Component: BareLayout,
            children: [
              {
                path: 'new',
                ...pageWithMessages(['reviews'], () => import('../features/reviews/report/report-new-page').then((m) => m.ReportNewPage)),
              },
            ],
          },
        ],
      },
      {
        path: '/partners',
        Component: ConsoleGate,
        children: [
          { index: true, element: toRoot },
          { id: SHELL_ID, Component: ConsoleLayout, children: shellPages },
          { id: BARE_ID, Component: BareLayout, children: barePages },
          { path: '*', element: toRoot },
        ],
      },
      { path: '*', ...page(() => import('../features/errors/not-normal-access-page').then((m) => m.NotNormalAccessPage)) },
    ],
  },
];
