/** Account: operators, payment and settings (marketing_managements is labelled settings; settings not built yet). */
import { pageWithMessages, placeholder, type AreaRoutes } from './route-helpers';

const paymentPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['payment'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: 'operator_managements',
      ...pageWithMessages(['operators'], () => import('../../features/operators/operators-page').then((m) => m.OperatorsPage)),
    },
    { path: 'payment_managements', ...paymentPage(() => import('../../features/payment/payment-page').then((m) => m.PaymentPage)) },
    { path: 'marketing_managements', ...placeholder('marketing_managements') },
  ],
  bare: [
    // A receipt prints without the console's menus.
    {
      path: 'payment_managements/receipts/:id',
      ...paymentPage(() => import('../../features/payment/receipt-page').then((m) => m.ReceiptPage)),
    },
  ],
};
