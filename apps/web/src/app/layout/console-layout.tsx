import { useState } from 'react';
import { Outlet } from 'react-router';
import { CompanySwitchModal } from '../../features/company-switch/company-switch-modal';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { ConsoleHeader } from '../../features/shell/console-header';
import { SiteFooter } from '../../features/shell/site-footer';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../lib/session';

/** The console shell of spec §2: header (links, bell, account menu), top menu, page, footer. */
export function ConsoleLayout() {
  const t = useT();
  const session = useConsoleSession();
  const [switchOpen, setSwitchOpen] = useState(false);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skip_to_content')}
      </a>
      <ConsoleHeader session={session} bell={<NotificationBell />} onChangeCompany={() => setSwitchOpen(true)} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {session.user.is_partners_admin ? (
        <CompanySwitchModal
          opened={switchOpen}
          onClose={() => setSwitchOpen(false)}
          currentCompanyName={session.user.company_name}
        />
      ) : null}
    </>
  );
}
