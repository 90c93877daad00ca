import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { firstFailingGate } from '@partners/contract';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { ConsoleHeader } from '../../features/shell/console-header';
import { SiteFooter } from '../../features/shell/site-footer';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../lib/session';
import { StepUpReturnNotice } from './step-up-notice';
import classes from './console-layout.module.css';

// Only partner admins ever open it: loaded on first use, outside the first page load.
const CompanySwitchModal = lazy(() => import('../../features/company-switch/company-switch-modal').then((m) => ({ default: m.CompanySwitchModal })));

/** The console shell of spec §2: header (links, bell, account menu), top menu, page, footer. */
export function ConsoleLayout() {
  const t = useT();
  const session = useConsoleSession();
  const [switchOpen, setSwitchOpen] = useState(false);
  // Operators stopped by a gate (no role configured, no permission, terms) reach only the pages that
  // explain it; their notifications call would be refused, so there is no bell to show.
  const bell = firstFailingGate(session.user) === null ? <NotificationBell /> : null;
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skip_to_content')}
      </a>
      <ConsoleHeader session={session} bell={bell} onChangeCompany={() => setSwitchOpen(true)} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <StepUpReturnNotice />
        <Outlet />
      </main>
      <SiteFooter />
      {session.user.is_partners_admin && switchOpen ? (
        <Suspense fallback={null}>
          <CompanySwitchModal opened onClose={() => setSwitchOpen(false)} currentCompanyName={session.user.company_name} />
        </Suspense>
      ) : null}
    </>
  );
}
