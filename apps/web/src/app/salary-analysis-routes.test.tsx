import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../test/contract-handlers';
import { makeInfo } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderRoutes } from '../test/render';
import { makeAnalysis, serveSalaryAnalysis } from '../test/salary-analysis-test-server';
import { patchRoutesOnNavigation, routes } from './routes';

function signedIn() {
  server.use(
    answer('info.get', () => makeInfo({ is_salary_apply: true })),
    answer('info.usage', () => ({ code: 200, data: { items: [], usage_rate: 0 } })),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 5, total: 0, total_pages: 0 } },
    })),
  );
}

describe('salary analysis routes (spec §2)', { timeout: 30_000 }, () => {
  it('/salary_analysis?status=create opens the form inside the console shell, with its messages loaded', async () => {
    signedIn();
    serveSalaryAnalysis();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/salary_analysis?status=create' });
    expect(await screen.findByRole('heading', { level: 2, name: '연봉 분석 요청' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.queryByText('이 메뉴는 아직 준비 중입니다')).toBeNull();
  });

  it('/salary_anaylysis/detail (the spec’s spelling) opens the report without the menus: a header with only the logo', async () => {
    signedIn();
    serveSalaryAnalysis({ analyses: [makeAnalysis(1)] });
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/salary_anaylysis/detail?id=1' });
    expect(await screen.findByRole('heading', { level: 1, name: '연봉 분석 리포트' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link')).toHaveLength(1);
  });
});
