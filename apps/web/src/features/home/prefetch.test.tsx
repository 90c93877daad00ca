import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { createQueryClient } from '../../lib/query-client';
import { ConsoleSessionProvider } from '../../lib/session';
import { calls } from '../../test/contract-handlers';
import { makeInfo } from '../../test/fixtures';
import { holdIdlePeriods } from '../../test/idle-periods';
import { renderRoutes } from '../../test/render';
import { serveDashboard } from '../../test/dashboard-test-server';
import { prefetchHomePage } from './prefetch';
import { ReputationManagementPage } from './reputation-management-page';

beforeAll(() => loadMessageSection('dashboard'));

const PATH = '/partners/reputation_management';
const endpointOf = (url: string) => url.split('?')[0];

// The slots below the first screen wait for an idle period the test gives (jsdom has no IntersectionObserver).
let idle: ReturnType<typeof holdIdlePeriods>;
beforeEach(() => {
  idle = holdIdlePeriods();
});
afterEach(() => idle.drain());

describe('the home page’s prefetch', { timeout: 60_000 }, () => {
  it('makes the calls of the first screen, so the page renders it from them without calling again', async () => {
    serveDashboard();
    // The app's client: its answers stay fresh for 5 minutes, so the page's queries take the prefetched ones.
    const queryClient = createQueryClient();
    prefetchHomePage(queryClient, new URL(`https://console.test${PATH}`));
    await waitFor(() => expect(calls).toHaveLength(3));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual([
      '/api/v3/business_center/banner',
      '/api/v3/business_center/event_log',
      '/api/v3/business_center/info/usage',
    ]);
    expect(prefetched).toContain('/api/v3/business_center/event_log?page=1&per=10');
    // The banner's image is fetched before the banner renders.
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    const imagePreload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(imagePreload?.getAttribute('fetchpriority')).toBe('high');

    renderRoutes(
      [
        {
          path: PATH,
          element: (
            <ConsoleSessionProvider value={makeInfo().data}>
              <ReputationManagementPage />
            </ConsoleSessionProvider>
          ),
        },
      ],
      { path: PATH, queryClient },
    );
    expect(await screen.findByAltText('방문자 데이터 리포트 캠페인')).toHaveAttribute('src', imagePreload?.getAttribute('href'));
    expect(await screen.findByText("'백엔드 개발자 1' 공고에 새로운 지원자가 있습니다")).toBeInTheDocument();
    // The welcome tasks (in the first idle period) from the prefetched usage items (three of the five done).
    idle.idlePeriod();
    expect(await screen.findByText('3/5 완료')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);

    // The slots below come with the idle browser and make their own calls; the business status slot's
    // usage items are the prefetched ones.
    idle.drain();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v3/business_center/sales_histories'))).toBe(true));
    for (const endpoint of prefetched.map(endpointOf))
      expect(
        calls.filter((c) => endpointOf(c.url) === endpoint),
        endpoint,
      ).toHaveLength(1);
  });
});
