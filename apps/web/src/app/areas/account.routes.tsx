/** Account: operators, payment and settings (marketing_managements is labelled settings; not built yet). */
import { placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'operator_managements', ...placeholder('operator_managements') },
    { path: 'payment_managements', ...placeholder('payment_managements') },
    { path: 'marketing_managements', ...placeholder('marketing_managements') },
  ],
};
