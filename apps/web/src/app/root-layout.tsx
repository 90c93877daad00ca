import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ClientErrorPage } from '../features/errors/client-error-page';
import { isChunkLoadError, reportClientError } from './client-errors';
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

/**
 * A page that failed to render, or whose script could not be loaded even after the reload (client-errors.ts):
 * a fault of the web, not server maintenance. Reported once to the server's log.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportClientError(isChunkLoadError(error) ? 'chunk' : 'render', error), [error]);
  return <ClientErrorPage />;
}
