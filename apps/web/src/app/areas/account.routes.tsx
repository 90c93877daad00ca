/** Account: operators, payment and settings (marketing_managements is labelled settings). */
import { pageWithMessages, placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'operator_managements', ...placeholder('operator_managements') },
    { path: 'payment_managements', ...placeholder('payment_managements') },
    {
      path: 'marketing_managements',
      ...pageWithMessages(['settings'], () => import('../../features/settings/settings-page').then((m) => m.SettingsPage)),
    },
  ],
};
