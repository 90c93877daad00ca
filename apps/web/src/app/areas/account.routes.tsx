/**
 * Account: operators, payment and settings (marketing_managements is labelled settings), the audit log,
 * and the demo mailbox where the mails and codes these send arrive in a demo.
 */
import { PAGES } from '@partners/contract';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const paymentPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['payment'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: routePath(PAGES.operatorManagement),
      ...pageWithMessages(['operators'], () => import('../../features/operators/operators-page').then((m) => m.OperatorsPage)),
    },
    // The audit log (decision 0023), reached from the operators page; the old recruitment path redirects here.
    {
      path: routePath(PAGES.auditLog),
      ...pageWithMessages(['audit'], () => import('../../features/audit/audit-log-page').then((m) => m.AuditLogPage)),
    },
    { path: routePath(PAGES.paymentManagement), ...paymentPage(() => import('../../features/payment/payment-page').then((m) => m.PaymentPage)) },
    {
      path: routePath(PAGES.settings),
      ...pageWithMessages(['settings'], () => import('../../features/settings/settings-page').then((m) => m.SettingsPage)),
    },
    // Demo mode only: the recorded mails and texts (the page says so when the server is not in demo mode).
    {
      path: routePath(PAGES.demoMailbox),
      ...pageWithMessages(['mailbox'], () => import('../../features/mailbox/mailbox-page').then((m) => m.MailboxPage)),
    },
  ],
  bare: [
    // A receipt prints without the console's menus.
    {
      path: routePath(PAGES.receipt),
      ...paymentPage(() => import('../../features/payment/receipt-page').then((m) => m.ReceiptPage)),
    },
  ],
};
