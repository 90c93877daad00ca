import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { createQueryClient } from '../../lib/query-client';
import { calls } from '../../test/contract-handlers';
import { renderRoutes } from '../../test/render';
import { prefetchVisitorStatisticsPage } from './prefetch';
import { makeFilters, serveData } from './test/data-test-server';
import { VisitorStatisticsPage } from './visitor-statistics-page';

beforeAll(() => loadMessageSection('data'));

const PATH = '/partners/visitor_statistics';
const URL_OF_PAGE = new URL(`https://console.test${PATH}`);
const endpointOf = (url: string) => url.split('?')[0];
const renderPage = (queryClient: ReturnType<typeof createQueryClient>) =>
  renderRoutes([{ path: PATH, Component: VisitorStatisticsPage }], { path: PATH, queryClient });

describe('the visitor statistics page’s prefetch', { timeout: 20_000 }, () => {
  it('makes the calls the page makes first, so the page renders from them without calling again', async () => {
    serveData();
    // The app's client: its answers stay fresh for 5 minutes, so the page's queries take the prefetched ones.
    const queryClient = createQueryClient();
    prefetchVisitorStatisticsPage(queryClient, URL_OF_PAGE);
    await waitFor(() => expect(calls).toHaveLength(3));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual([
      '/api/v5/partners/data/visitors/detail',
      '/api/v5/partners/data/visitors/filters',
      '/api/v5/partners/data/visitors/overview',
    ]);
    expect(prefetched.find((url) => endpointOf(url) === '/api/v5/partners/data/visitors/overview')).toMatch(/from_date=2025-12&to_date=2026-11/);

    renderPage(queryClient);
    expect(await screen.findByRole('table', { name: '기간별 방문 수' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '연령·성별별 방문' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });

  it('asks for no breakdown the plan does not show', async () => {
    serveData({ filters: makeFilters({ detail: false, year_periods: false, company_rank: false }) });
    const queryClient = createQueryClient();
    prefetchVisitorStatisticsPage(queryClient, URL_OF_PAGE);
    await waitFor(() => expect(calls).toHaveLength(2));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched.map(endpointOf).sort()).toEqual(['/api/v5/partners/data/visitors/filters', '/api/v5/partners/data/visitors/overview']);

    renderPage(queryClient);
    expect(await screen.findByRole('table', { name: '기간별 방문 수' })).toBeInTheDocument();
    // The inquiry's chunk loads when the page shows it (React.lazy).
    expect(await screen.findByRole('heading', { name: '방문자 데이터 문의' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });
});
