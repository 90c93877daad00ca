import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

function renderRouter(router: MemoryRouter, queryClient: QueryClient) {
  const rendered = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...rendered, router, queryClient };
}

/** Renders `ui` inside the app's providers and a memory router at `path`. */
export function renderWithApp(ui: ReactElement, { path = '/', queryClient = testQueryClient() } = {}) {
  return renderRouter(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }), queryClient);
}

/** Renders route objects (the app's own routes, with the lazy product areas' patcher) at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    queryClient,
    patchRoutesOnNavigation,
  }: { path?: string; queryClient?: QueryClient | undefined; patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction } = {},
) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation }), queryClient ?? testQueryClient());
}
