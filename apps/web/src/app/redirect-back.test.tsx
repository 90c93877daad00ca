/**
 * Spec §4 "Redirect URL stack is consumed one at a time", through the app's routes: the gates push where the
 * user was and the page asked for; sign-in, the terms, the step-up and the brand-service page each take one
 * entry back, past pages the user's gates would refuse.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_CHECK_ERROR_FLAG, type ConsoleUser } from '@partners/contract';
import { serveStepUp } from '../features/step-up/step-up-test-server';
import { browserLocation } from '../lib/api';
import { redirectStack } from '../lib/redirect-stack';
import { answer } from '../test/contract-handlers';
import { makeInfo } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderRoutes } from '../test/render';
import { patchRoutesOnNavigation, routes } from './routes';

const HOME = '/partners/reputation_management';
const NOTIFICATIONS = '/partners/notifications';

function serve(user: Partial<ConsoleUser>) {
  server.use(
    answer('info.get', () => makeInfo(user)),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 20, total: 0, total_pages: 0 } },
    })),
  );
}

function render(path: string) {
  return { ...renderRoutes(routes, { patchRoutesOnNavigation, path }), user: userEvent.setup() };
}

describe('the alri gate and the brand-service page', () => {
  it('a user without alri who opens the home from another page gets the brand service, and 돌아가기 leads back there', async () => {
    serve({ is_alri_auth: false });
    const { router, user } = render(NOTIFICATIONS);
    expect(await screen.findByRole('heading', { name: '알림' })).toBeInTheDocument();

    await act(() => router.navigate(HOME));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/renewal_brandservice'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('apply_on')).toBe('reputation_management');
    expect(query.get('redirect_url')).toBe(HOME);
    expect(redirectStack.entries()).toEqual([NOTIFICATIONS, HOME]);

    // The home is refused again without alri: the way back skips it.
    const back = await screen.findByRole('link', { name: '돌아가기' });
    expect(back).toHaveAttribute('href', NOTIFICATIONS);
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe(NOTIFICATIONS));
    expect(redirectStack.entries()).toEqual([]);
  });

  it('with nothing to go back to, 돌아가기 leads to the first page of the menu the user can open', async () => {
    serve({ is_alri_auth: false });
    const { router } = render(HOME);
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/renewal_brandservice'));
    expect(await screen.findByRole('link', { name: '돌아가기' })).toHaveAttribute('href', '/partners/business_managements/info');
  });

  it('a user with alri goes back to the page in redirect_url', async () => {
    serve({});
    render(`/partners/renewal_brandservice?apply_on=visitor_statistics&redirect_url=${encodeURIComponent('/partners/visitor_statistics?period=6')}`);
    expect(await screen.findByRole('link', { name: '돌아가기' })).toHaveAttribute('href', '/partners/visitor_statistics?period=6');
  });

  it('a hostile redirect_url is never offered as the way back', async () => {
    serve({});
    render(`/partners/renewal_brandservice?redirect_url=${encodeURIComponent('https://evil.example/partners')}`);
    expect(await screen.findByRole('link', { name: '돌아가기' })).toHaveAttribute('href', HOME);
  });
});

describe('the recruitment terms page', () => {
  it('after accepting, returns to the recruitment page the terms gate stopped, taking it off the stack', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    serve({ is_tos_recruitment_agreed: false });
    server.use(answer('terms.acceptRecruitment', () => ({ code: 200, data: { agreed_at: '2026-11-29T00:00:00.000Z' } })));
    const { router, user } = render(NOTIFICATIONS);
    expect(await screen.findByRole('heading', { name: '알림' })).toBeInTheDocument();

    await act(() => router.navigate('/partners/job_management?status=open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/agreements/tos_recruitment'));
    expect(redirectStack.entries()).toEqual([NOTIFICATIONS, '/partners/job_management?status=open']);

    await user.click(await screen.findByRole('button', { name: '동의하고 계속하기' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/partners/job_management?status=open'));
    expect(redirectStack.entries()).toEqual([NOTIFICATIONS]);
  });
});

describe('the step-up page', () => {
  it('cancelling goes back past a page the gates now refuse', async () => {
    serveStepUp();
    serve({ is_alri_auth: false });
    redirectStack.push(NOTIFICATIONS, HOME);
    const { router, user } = render(`/partners/certify_otp?redirect_url=${encodeURIComponent(HOME)}`);
    const cancel = await screen.findByRole('link', { name: '취소하고 돌아가기' });
    expect(cancel).toHaveAttribute('href', NOTIFICATIONS);
    await user.click(cancel);
    await waitFor(() => expect(router.state.location.pathname).toBe(NOTIFICATIONS));
    expect(redirectStack.entries()).toEqual([]);
  });
});

describe('the sign-in page', () => {
  it('sends the redirect_url, and on success takes it off the stack and clears login_check_error', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    let sent: string | undefined;
    server.use(
      answer('auth.signIn', ({ body }) => {
        sent = body.redirect_url;
        return { code: 200, data: { redirect_url: body.redirect_url ?? HOME } };
      }),
    );
    window.localStorage.setItem(LOGIN_CHECK_ERROR_FLAG, 'true');
    redirectStack.push(NOTIFICATIONS, '/partners/job_management');
    const { user } = render(`/user-session/sign-in?redirect_url=${encodeURIComponent('/partners/job_management')}`);
    await user.type(await screen.findByRole('textbox', { name: '이메일' }), 'admin@demo.test');
    await user.type(screen.getByLabelText(/비밀번호/), 'demo-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/partners/job_management'));
    expect(sent).toBe('/partners/job_management');
    expect(redirectStack.entries()).toEqual([NOTIFICATIONS]);
    expect(window.localStorage.getItem(LOGIN_CHECK_ERROR_FLAG)).toBeNull();
  });

  it('a hostile redirect_url is not sent; the stack or the home is', async () => {
    let sent: string | undefined;
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(
      answer('auth.signIn', ({ body }) => {
        sent = body.redirect_url;
        return { code: 200, data: { redirect_url: HOME } };
      }),
    );
    const { user } = render(`/user-session/sign-in?redirect_url=${encodeURIComponent('//evil.example/partners')}`);
    await user.type(await screen.findByRole('textbox', { name: '이메일' }), 'admin@demo.test');
    await user.type(screen.getByLabelText(/비밀번호/), 'demo-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(sent).toBe(HOME));
  });
});
