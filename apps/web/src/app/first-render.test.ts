import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { consoleInfoKey } from '../lib/session';
import { createQueryClient } from '../lib/query-client';
import { answer, calls, contractError } from '../test/contract-handlers';
import { makeInfo } from '../test/fixtures';
import { server } from '../test/msw-server';
import { firstRenderReady, prefetchConsoleInfo, routerInitialized } from './first-render';

describe('first render', () => {
  it('waits for the initial navigation to load its lazy route module', async () => {
    let loaded = false;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            loaded = true;
            return { Component: () => null };
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    expect(router.state.initialized).toBe(false);
    await routerInitialized(router);
    expect(loaded).toBe(true);
    expect(router.state.initialized).toBe(true);
    await routerInitialized(router);
    router.dispose();
  });

  it('puts the console info into the cache on a console page', async () => {
    server.use(answer('info.get', () => makeInfo({ name: '김서연' })));
    const queryClient = createQueryClient();
    await prefetchConsoleInfo(queryClient, '/partners/reputation_management');
    expect(queryClient.getQueryData<{ user: { name: string } }>(consoleInfoKey)?.user.name).toBe('김서연');
  });

  it('caches null when signed out, as the gate query does', async () => {
    server.use(answer('info.get', () => contractError('unauthorized', '로그인이 필요합니다')));
    const queryClient = createQueryClient();
    await prefetchConsoleInfo(queryClient, '/partners/reputation_management');
    expect(queryClient.getQueryState(consoleInfoKey)?.status).toBe('success');
    expect(queryClient.getQueryData(consoleInfoKey)).toBeNull();
  });

  it('leaves a failed call to the gate query (one attempt, nothing cached)', async () => {
    server.use(answer('info.get', () => contractError('internal')));
    const queryClient = createQueryClient();
    await prefetchConsoleInfo(queryClient, '/partners/reputation_management');
    expect(queryClient.getQueryState(consoleInfoKey)).toBeUndefined();
    expect(calls.filter((c) => c.url.includes('/info/info'))).toHaveLength(1);
  });

  it('does not call the info outside the console', async () => {
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: '/sign_in', Component: () => null }], { initialEntries: ['/sign_in'] });
    let langReady = false;
    await firstRenderReady({
      router,
      consoleInfo: prefetchConsoleInfo(queryClient, '/sign_in'),
      initLang: () => {
        langReady = true;
        return Promise.resolve();
      },
    });
    expect(langReady).toBe(true);
    expect(calls.filter((c) => c.url.includes('/info/'))).toHaveLength(0);
    expect(queryClient.getQueryState(consoleInfoKey)).toBeUndefined();
    router.dispose();
  });
});
