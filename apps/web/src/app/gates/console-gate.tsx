import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@partners/contract';
import { ConsoleSessionProvider, useConsoleInfo, useConsoleSession } from '../../lib/session';
import { ConsoleSkeleton } from '../layout/console-skeleton';
import { canOpenTalentPool, resolveGate } from './resolve-gate';

const NotConfiguredModal = lazy(() => import('./not-configured-modal').then((m) => ({ default: m.NotConfiguredModal })));

/** Wraps every /partners page: loads the console user once, then applies the gates. */
export function ConsoleGate() {
  const { pathname, search } = useLocation();
  const info = useConsoleInfo();
  // Failures other than "signed out" follow the API error rules (maintenance page, error modal).
  if (info.isPending || info.isError) return <ConsoleSkeleton />;
  const session = info.data;
  const decision = resolveGate(session?.user ?? null, pathname, search);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
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
      <Outlet />
    </ConsoleSessionProvider>
  );
}

/** Talent-pool routes (/partners/job_seekers/*). */
export function TalentPoolGuard() {
  const { menu } = useConsoleSession();
  if (!canOpenTalentPool(menu.gnb_menu)) return <Navigate to={PATHS.accessError} replace />;
  return <Outlet />;
}
