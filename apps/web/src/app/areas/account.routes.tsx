/** Account: operators, payment and settings (marketing_managements is labelled settings). */
import { pageWithMessages, type AreaRoutes } from './route-helpers';

const paymentPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['payment'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: 'operator_managements',
      ...pageWithMessages(['operators'], () => import('../../features/operators/operators-page').then((m) => m.OperatorsPage)),
    },
    { path: 'payment_managements', ...paymentPage(() => import('../../features/payment/payment-page').then((m) => m.PaymentPage)) },
    {
      path: 'marketing_managements',
      ...pageWithMessages(['settings'], () => import('../../features/settings/settings-page').then((m) => m.SettingsPage)),
    },
  ],
  bare: [
    // A receipt prints without the console's menus.
    {
      path: 'payment_managements/receipts/:id',
      ...paymentPage(() => import('../../features/payment/receipt-page').then((m) => m.ReceiptPage)),
    },
  ],
};
