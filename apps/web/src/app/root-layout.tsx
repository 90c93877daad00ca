import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { MaintenancePage } from '../features/errors/maintenance-page';
import { useT } from '../i18n';
import { GlobalProgress } from './global-progress';
import { NavigationBridge } from './navigation-bridge';

export function RootLayout() {
  return (
    <>
      <NavigationBridge />
      <GlobalProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** While the first page's module loads. */
export function RootFallback() {
  const t = useT();
  return (
    <Center mih="60vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** A page that failed to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  return <MaintenancePage status={500} />;
}
