import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_CHECK_ERROR_FLAG, type ConsoleUser } from '@partners/contract';
import { serveData } from '../features/data/test/data-test-server';
import { serveDashboard } from '../test/dashboard-test-server';
import { serveStepUp } from '../features/step-up/step-up-test-server';
import { serveCompanyPage } from '../test/company-page-test-server';
import { makeOperator, serveOperators } from '../test/operators-test-server';
import { answer, contractError } from '../test/contract-handlers';
import { makeInfo } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderRoutes } from '../test/render';
import { patchRoutesOnNavigation, routes } from './routes';

function serve(user: Partial<ConsoleUser> | null) {
  server.use(
    answer('info.get', () => (user ? makeInfo(user) : contractError('unauthorized', '로그인이 필요합니다'))),
    answer('info.usage', () => ({
      code: 200,
      data: {
        items: [
          {
            key_code: 'profile',
            title: '기업 프로필',
            available: true,
            in_use: true,
            grade_type: 'free',
            link: '/partners/business_managements/info',
          },
          {
            key_code: 'cover_photo',
            title: '커버 사진',
            available: true,
            in_use: false,
            grade_type: 'paid',
            link: '/partners/business_managements/cover_image',
          },
        ],
        usage_rate: 50,
      },
    })),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 5, total: 0, total_pages: 0 } },
    })),
  );
}

describe('routes (spec §2)', () => {
  it('the home page shows the dashboard (decision 0025) with the real usage', async () => {
    serveDashboard();
    serve({});
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/reputation_management' });
    // The usage rate of the business status slot, and the usage items of info.usage in the same card.
    expect(await screen.findByText('60%')).toBeInTheDocument();
    expect(await screen.findByText('기업 프로필')).toBeInTheDocument();
    expect(screen.getByText('최근 소식')).toBeInTheDocument();
    // The consulting slot is below a phone's first screen: it renders when the browser is idle (RenderWhenNear).
    expect(await screen.findByText('상담 요청 내역', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('채용 서비스 이용약관');
    await waitFor(() => expect(document.title).toBe('평판 관리 | 파트너스 콘솔'));
  });

  it('/partners goes to the root', async () => {
    // The root is the home: its dashboard loads once the redirect lands.
    serveDashboard();
    serve({});
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/reputation_management'));
    expect(await screen.findByText('최근 소식')).toBeInTheDocument();
  });

  it('an unknown /partners path goes to the root', async () => {
    // The root is the home: its dashboard loads once the redirect lands.
    serveDashboard();
    serve({});
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/no_such_page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/reputation_management'));
    expect(await screen.findByText('최근 소식')).toBeInTheDocument();
  });

  it('any other path shows the not-a-normal-access page', async () => {
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/somewhere/else' });
    expect(await screen.findByRole('heading', { name: '정상적인 접근이 아닙니다' })).toBeInTheDocument();
  });

  it('/error/500 and /error/503 show the maintenance page', async () => {
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/error/503' });
    expect(await screen.findByRole('heading', { name: '서버 점검 중입니다' })).toBeInTheDocument();
  });

  it('unknown paths under a product area, and the talent pool without a page, go to the console root', async () => {
    // The root is the home: its dashboard may start loading before each render is unmounted.
    serveDashboard();
    serve({});
    for (const path of ['/partners/job_management/unknown', '/partners/job_seekers', '/partners/job_seekers/unknown/page']) {
      const { router, unmount } = renderRoutes(routes, { patchRoutesOnNavigation, path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/partners/reputation_management'));
      unmount();
    }
  });

  it('an area loads on its first in-app visit, and a later visit finds it loaded', async () => {
    serve({});
    serveCompanyPage();
    serveData();
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/notifications' });
    expect(await screen.findByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    await act(() => router.navigate('/partners/visitor_statistics'));
    expect(await screen.findByRole('heading', { name: '방문자 현황' })).toBeInTheDocument();
    await act(() => router.navigate('/partners/business_managements'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/business_managements/info'));
    expect(await screen.findByRole('heading', { name: '기업 정보' })).toBeInTheDocument();
    await act(() => router.navigate('/partners/visitor_statistics'));
    expect(await screen.findByRole('heading', { name: '방문자 현황' })).toBeInTheDocument();
  });

  it("an area's page without menus (newsroom editor) opens outside the shell", async () => {
    serve({});
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/business_managements/newsroom_editor' });
    expect(await screen.findByRole('heading', { name: '뉴스룸 편집' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
  });

  it('the file preview belongs to the company area and opens outside the shell', async () => {
    serve({});
    serveCompanyPage();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/file_preview?id=99' });
    expect(await screen.findByRole('heading', { name: '파일 미리보기' })).toBeInTheDocument();
    expect(await screen.findByText('파일을 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
  });

  it('pages without menus (one-time password) have no top menu or footer', async () => {
    serve({});
    serveStepUp();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/certify_otp' });
    expect(await screen.findByRole('heading', { name: '본인 확인' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('signed out (401 twice) goes to sign-in with the page as redirect_url', async () => {
    serve(null);
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/notifications?page=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-session/sign-in'));
    expect(router.state.location.search).toBe(`?redirect_url=${encodeURIComponent('/partners/notifications?page=2')}`);
  });

  it('a company that is not configured sees the role modal, then operator management', async () => {
    serve({ is_configured: false });
    serveOperators({ operators: [makeOperator(1, { is_me: true, business_role: 'admin' }), makeOperator(2, { business_role: null })] });
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/reputation_management' });
    const dialog = await screen.findByRole('dialog', { name: '접근 권한이 없습니다' });
    expect(within(dialog).getByText('모든 운영자에게 역할을 부여해야 합니다')).toBeInTheDocument();
    expect(within(dialog).getByText('운영자 관리로 이동합니다')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/operator_managements'));
    expect(await screen.findByRole('heading', { name: '운영자 관리' })).toBeInTheDocument();
    expect(await screen.findByText('모든 운영자에게 역할을 부여해야 콘솔을 이용할 수 있습니다')).toBeInTheDocument();
  });

  it('talent-pool routes go to the access error page when the menu lacks the talent pool', async () => {
    serve({ privilege_master_code: 'basic', job_posting_bizs: false, is_admin: false });
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/job_seekers/search/index/1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/access_error'));
    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeInTheDocument();
  });

  it('the account menu offers the company switch only to partner admins', async () => {
    serve({ is_partners_admin: false });
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/notifications' });
    await userEvent.click(await screen.findByRole('button', { name: /계정 메뉴/ }));
    expect(await screen.findByRole('link', { name: '결제 관리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '운영자 관리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '설정' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '관리 기업 변경' })).not.toBeInTheDocument();
  });

  it('the language switch turns the console English and sets the lang attribute', async () => {
    serve({ is_partners_admin: true });
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/notifications' });
    await userEvent.click(await screen.findByRole('button', { name: /계정 메뉴/ }));
    expect(await screen.findByRole('button', { name: '관리 기업 변경' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('the bell shows the empty state and links to all notifications', async () => {
    serve({});
    serveData();
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/visitor_statistics' });
    await userEvent.click(await screen.findByRole('button', { name: '알림' }));
    expect(await screen.findByText('알림이 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/partners/notifications');
  });
});

describe('the login check (spec §8, §9 login_check_error)', () => {
  it('answering 403 sets login_check_error and shows the access error where the user is, without a redirect', async () => {
    server.use(answer('info.get', () => contractError('forbidden', '접근 권한이 없습니다')));
    const { router } = renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/notifications' });
    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partners/notifications');
    expect(window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG)).toBe('true');
  });
});

describe('recruitment terms page', () => {
  it('offers the top operator the accept button', async () => {
    serve({ business_role: 'admin', is_tos_recruitment_agreed: false });
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/agreements/tos_recruitment' });
    expect(await screen.findByRole('button', { name: '동의하고 계속하기' })).toBeInTheDocument();
  });

  it('tells a manager that only the top operator can accept, with no button that would fail', async () => {
    serve({ business_role: 'manager', is_admin: false, is_tos_recruitment_agreed: false });
    renderRoutes(routes, { patchRoutesOnNavigation, path: '/partners/agreements/tos_recruitment' });
    expect(await screen.findByText(/최고 운영자만 할 수 있습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '동의하고 계속하기' })).not.toBeInTheDocument();
  });
});
