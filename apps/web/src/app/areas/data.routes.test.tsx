import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contract-handlers';
import { makeInfo } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../test/render';
import { serveData } from '../../features/data/test/data-test-server';
import { patchRoutesOnNavigation, routes } from '../routes';

function serveShell() {
  server.use(
    answer('info.get', () => makeInfo()),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 5, total: 0, total_pages: 0 } },
    })),
  );
}

describe('the data area (decision 0025)', () => {
  it('/partners/visitor_statistics opens the visitor statistics with its Korean messages, not the placeholder', async () => {
    serveShell();
    serveData();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/visitor_statistics' });
    expect(await screen.findByRole('heading', { level: 1, name: '방문자 현황' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '방문 추이' })).toBeInTheDocument();
    expect(screen.queryByText('이 메뉴는 아직 준비 중입니다')).toBeNull();
  });

  it('/partners/score_statistics opens the score statistics', async () => {
    serveShell();
    serveData();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/score_statistics' });
    expect(await screen.findByRole('heading', { level: 1, name: '점수 현황' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '월별 총점' })).toBeInTheDocument();
    expect(screen.queryByText('이 메뉴는 아직 준비 중입니다')).toBeNull();
  });
});
