/**
 * Account: operators, payment and settings (marketing_managements is labelled settings; not built yet), and
 * the demo mailbox where the mails and codes these send arrive in a demo.
 */
import { pageWithMessages, placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'operator_managements', ...placeholder('operator_managements') },
    { path: 'payment_managements', ...placeholder('payment_managements') },
    { path: 'marketing_managements', ...placeholder('marketing_managements') },
    // Demo mode only: the recorded mails and texts (the page says so when the server is not in demo mode).
    { path: 'demo/mailbox', ...pageWithMessages(['mailbox'], () => import('../../features/mailbox/mailbox-page').then((m) => m.MailboxPage)) },
  ],
};
