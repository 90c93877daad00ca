/** Account: operators, payment and settings (marketing_managements is labelled settings; payment and settings not built yet). */
import { pageWithMessages, placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    {
      path: 'operator_managements',
      ...pageWithMessages(['operators'], () => import('../../features/operators/operators-page').then((m) => m.OperatorsPage)),
    },
    { path: 'payment_managements', ...placeholder('payment_managements') },
    { path: 'marketing_managements', ...placeholder('marketing_managements') },
  ],
};
