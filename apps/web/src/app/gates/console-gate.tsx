import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PAGES } from '@partners/contract';
import { isApiError } from '../../lib/api';
import { PageAccessProvider, type CanOpenPage } from '../../lib/page-access';
import { lastOpenedPage, noteOpenedPage, redirectStack } from '../../lib/redirect-stack';
import { ConsoleSessionProvider, useConsoleInfo, useConsoleSession } from '../../lib/session';
import { ConsoleSkeleton } from '../layout/console-skeleton';
import { canOpenPage, canOpenTalentPool, resolveGate } from './resolve-gate';

const NotConfiguredModal = lazy(() => import('./not-configured-modal').then((m) => ({ default: m.NotConfiguredModal })));
const AccessErrorPage = lazy(() => import('../../features/errors/access-error-page').then((m) => ({ default: m.AccessErrorPage })));

/** Pages the user is sent to and sent back from: never "where the user was". */
const WAY_STATIONS: readonly string[] = [PAGES.termsRecruitment.path, PAGES.certifyOtp.path, PAGES.brandService.path, PAGES.accessError.path];

/** Wraps every /partners page: loads the console user once, then applies the gates. */
export function ConsoleGate() {
  const { pathname, search } = useLocation();
  const info = useConsoleInfo();
  const session = info.data;
  const decision = info.isSuccess ? resolveGate(session?.user ?? null, pathname, search) : null;
  const isOpened = decision?.kind === 'pass' && Boolean(session) && !WAY_STATIONS.includes(pathname);
  useEffect(() => {
    if (isOpened) noteOpenedPage(`${pathname}${search}`);
  }, [isOpened, pathname, search]);
  const canOpen = useCallback<CanOpenPage>((path, assume) => (session ? canOpenPage(session, path, assume) : false), [session]);

  // The login check itself refused (403, the login_check_error flag is set): the access error, in place.
  if (info.isError && isApiError(info.error) && info.error.status === 403) {
    return (
      <Suspense fallback={<ConsoleSkeleton />}>
        <AccessErrorPage />
      </Suspense>
    );
  }
  // Failures other than "signed out" follow the API error rules (maintenance page, error modal).
  if (!decision) return <ConsoleSkeleton />;
  if (decision.kind === 'redirect') return <LeaveFor to={decision.to} returnTo={decision.returnTo} />;
  if (decision.kind === 'not_configured' || !session) {
    return (
      <>
        <ConsoleSkeleton />
        <Suspense fallback={null}>
          <NotConfiguredModal />
        </Suspense>
      </>
    );
  }
  return (
    <ConsoleSessionProvider value={session}>
      <PageAccessProvider value={canOpen}>
        <Outlet />
      </PageAccessProvider>
    </ConsoleSessionProvider>
  );
}

/** A gate sends the user away: where they were and the page they asked for go on the redirect stack first. */
function LeaveFor({ to, returnTo }: { to: string; returnTo: string | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (returnTo) redirectStack.push(lastOpenedPage(), returnTo);
    void navigate(to, { replace: true });
  }, [navigate, to, returnTo]);
  return null;
}

/** Talent-pool routes (/partners/job_seekers/*). */
export function TalentPoolGuard() {
  const { menu } = useConsoleSession();
  if (!canOpenTalentPool(menu.gnb_menu)) return <Navigate to={PAGES.accessError.path} replace />;
  return <Outlet />;
}
