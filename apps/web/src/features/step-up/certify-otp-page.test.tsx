import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STEP_UP } from '@partners/contract';
import { patchRoutesOnNavigation, routes } from '../../app/routes';
import { errorModalStore } from '../../lib/api';
import { answer, calls } from '../../test/contract-handlers';
import { serveDashboard } from '../../test/dashboard-test-server';
import { makeInfo } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../test/render';
import { RIGHT_CODE, makeStepUpStatus, serveStepUp } from './step-up-test-server';

afterEach(() => errorModalStore.close());

const RETURN_TO = '/partners/notifications?page=2';

function setup(path = `/partners/certify_otp?redirect_url=${encodeURIComponent(RETURN_TO)}`) {
  server.use(
    answer('info.get', () => makeInfo({})),
    // The home page, where a redirect off this site ends (its dashboard: serveDashboard where a test goes there).
    answer('info.usage', () => ({ code: 200, data: { items: [], usage_rate: 0 } })),
    answer('notifications.list', () => ({
      code: 200,
      data: { notifications: [], unread_count: 0, page_info: { page: 1, per: 20, total: 0, total_pages: 0 } },
    })),
  );
  return { ...renderRoutes(routes, { patchRoutesOnNavigation, path }), user: userEvent.setup() };
}

const codeInputs = () => screen.getAllByLabelText('인증번호 6자리');

describe('/partners/certify_otp', () => {
  it('explains why, sends a code by text message, and returns to redirect_url with a notice after the right code', async () => {
    serveStepUp();
    const { user, router } = setup();
    expect(await screen.findByRole('heading', { name: '본인 확인' })).toBeInTheDocument();
    expect(screen.getByText(/중요한 작업을 위해 본인 확인이 필요합니다/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /문자\(SMS\)/ })).toBeChecked();
    expect(screen.getByText('010-****-5678')).toBeInTheDocument();
    expect(screen.getByText('ad***@demo.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('인증번호를 보냈습니다: 010-****-5678')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/v5/partners/certify_otp/send')?.body).toEqual({ channel: 'sms' });
    expect(screen.getByText(/^남은 시간 [23]:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText(`남은 시도 ${STEP_UP.maxTries}번`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인증번호 다시 받기' })).toBeDisabled();
    expect(screen.getByText(/초 후에 다시 받을 수 있습니다$/)).toBeInTheDocument();
    const inputs = codeInputs();
    expect(inputs).toHaveLength(STEP_UP.codeLength);
    expect(inputs[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(inputs[0]).toHaveFocus());

    // Pasting the whole code fills every box and sends it.
    await user.paste(RIGHT_CODE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/notifications'));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.find((c) => c.url === '/api/v5/partners/certify_otp/verify')?.body).toEqual({ code: RIGHT_CODE });
    expect(await screen.findByText('본인 인증이 완료되었습니다. 작업을 다시 진행해 주세요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByText('본인 인증이 완료되었습니다. 작업을 다시 진행해 주세요')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/partners/notifications');
  });

  it('a wrong code: the error with the tries left, the boxes cleared to type again', async () => {
    serveStepUp();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '인증번호 받기' }));
    await screen.findByText('인증번호를 보냈습니다: 010-****-5678');
    await user.click(codeInputs()[0] as HTMLElement);
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('인증번호가 올바르지 않습니다. 4번 더 시도할 수 있습니다');
    expect(await screen.findByText('남은 시도 4번')).toBeInTheDocument();
    await waitFor(() => expect(codeInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']));
    expect(errorModalStore.title()).toBeNull();
  });

  it('the last wrong try locks, with the time the lockout ends', async () => {
    serveStepUp({ status: makeStepUpStatus({ tries_left: 1 }) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '인증번호 받기' }));
    await user.click((await screen.findAllByLabelText('인증번호 6자리'))[0] as HTMLElement);
    await user.keyboard('999999');
    expect(await screen.findByText('본인 인증이 잠겼습니다')).toBeInTheDocument();
    expect(screen.getByText(/인증번호를 5번 잘못 입력했습니다\. \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}부터 다시 시도할 수 있습니다\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /인증번호 (다시 )?받기/ })).not.toBeInTheDocument();
  });

  it('a user without a phone gets the code by e-mail only', async () => {
    serveStepUp({
      status: makeStepUpStatus({
        channels: [
          { channel: 'sms', destination: null, available: false },
          { channel: 'email', destination: 'ad***@demo.test', available: true },
        ],
      }),
    });
    setup();
    expect(await screen.findByText('등록된 휴대폰 번호가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /문자\(SMS\)/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /이메일/ })).toBeChecked();
  });

  it('an already verified session goes straight back; a redirect_url off this site goes home instead', async () => {
    serveStepUp({ status: makeStepUpStatus({ verified_until: new Date(Date.now() + 20 * 60_000).toISOString() }) });
    serveDashboard();
    const { user, router } = setup(`/partners/certify_otp?redirect_url=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByText('본인 인증을 마쳤습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전 화면으로 돌아가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/reputation_management'));
  });

  it('points to the demo mailbox in demo mode', async () => {
    serveStepUp({ demo: true });
    setup();
    const link = await screen.findByRole('link', { name: '메일함(데모) 열기' });
    expect(link).toHaveAttribute('href', '/partners/demo/mailbox?to=admin%40demo.test');
    expect(within(link.closest('[role="note"]') as HTMLElement).getByText(/실제로 발송되지 않고/)).toBeInTheDocument();
  });

  it('says nothing of a mailbox outside demo mode', async () => {
    serveStepUp({ demo: false });
    setup();
    expect(await screen.findByRole('button', { name: '인증번호 받기' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: '메일함(데모) 열기' })).not.toBeInTheDocument();
  });
});
