import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '@partners/contract';
import { ConsoleGate } from '../../app/gates/console-gate';
import { loadMessageSection } from '../../i18n';
import { browserLocation, errorModalStore } from '../../lib/api';
import { answer } from '../../test/contract-handlers';
import { makeInfo } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { makeInvitation, makeOperator, serveOperators, type OperatorsState } from '../../test/operators-test-server';
import { renderRoutes, testQueryClient } from '../../test/render';
import { createQueryClient } from '../../lib/query-client';
import { OperatorsPage } from './operators-page';

beforeAll(() => loadMessageSection('operators'));
afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

const PATH = '/partners/operator_managements';

/** The page inside the console gate, whose user follows the served operators (the configuration gate reads them). */
function setup(seed: Partial<OperatorsState>, user: Partial<ConsoleUser> = {}, queryClient = testQueryClient()) {
  const served = serveOperators(seed);
  server.use(
    answer('info.get', () =>
      makeInfo({ business_role: 'admin', is_admin: true, ...user, is_configured: served.state.operators.every((o) => o.business_role !== null) }),
    ),
  );
  const view = renderRoutes(
    [
      {
        path: '/partners',
        Component: ConsoleGate,
        children: [
          { path: 'operator_managements', Component: OperatorsPage },
          { path: 'reputation_management', element: <h1>홈</h1> },
        ],
      },
    ],
    { path: PATH, queryClient },
  );
  return { ...served, ...view, user: userEvent.setup() };
}

const ME = makeOperator(1, { name: '김관리', email: 'admin@nuricloud.co.kr', business_role: 'admin', is_me: true });

const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('operator management (spec §2 operator_managements)', { timeout: 30_000 }, () => {
  it('lists operators and invitations with role, status and last visit; admins get the step-up note', async () => {
    setup({
      operators: [
        makeOperator(3, { name: '최역할', business_role: null }),
        makeOperator(4, { name: '강대기', status: 'awaiting_approval', approved_at: null }),
        ME,
        makeOperator(2, { name: '이매니저', last_visit_at: null }),
      ],
      invitations: [
        makeInvitation(10, { email: 'new@nuricloud.co.kr', expires_at: '2026-11-25T01:00:00.000Z' }),
        makeInvitation(11, { email: 'late@nuricloud.co.kr', business_role: 'admin', is_expired: true, expires_at: '2026-11-10T01:00:00.000Z' }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '운영자 관리' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '운영자 목록' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(await rowOf('최역할')).getByText('역할 미지정')).toBeInTheDocument();
    expect(within(await rowOf('강대기')).getByText('승인 대기')).toBeInTheDocument();
    expect(within(await rowOf('강대기')).getByRole('button', { name: '승인' })).toBeInTheDocument();
    expect(within(await rowOf('김관리')).getByText('나')).toBeInTheDocument();
    expect(within(await rowOf('김관리')).queryByRole('button', { name: '김관리 삭제' })).not.toBeInTheDocument();
    expect(within(await rowOf('이매니저')).getByText('방문 기록 없음')).toBeInTheDocument();
    expect(within(await rowOf('이매니저')).getByRole('combobox', { name: '이매니저의 역할' })).toHaveValue('manager');
    expect(within(await rowOf('김관리')).getByText('2026.11.19 10:30')).toBeInTheDocument();
    const invited = await rowOf('new@nuricloud.co.kr');
    expect(within(invited).getByText('초대 중')).toBeInTheDocument();
    expect(within(invited).getByText('2026.11.25 10:00까지')).toBeInTheDocument();
    const expired = await rowOf('late@nuricloud.co.kr');
    expect(within(expired).getByText('초대 만료')).toBeInTheDocument();
    expect(within(expired).getByText('최고 운영자')).toBeInTheDocument();
    expect(screen.getByText('운영자 4명 · 초대 중 1건')).toBeInTheDocument();
    expect(screen.getByText('초대·승인·역할 변경·삭제는 본인 인증 후 진행됩니다')).toBeInTheDocument();
    expect(document.title).toContain('운영자 관리');
  });

  it('a not-configured company sees the notice; giving the last role clears it, refetches the console user and offers 홈', async () => {
    const { user, calls } = setup({ operators: [ME, makeOperator(3, { name: '최역할', business_role: null })], steppedUp: true });
    expect(await screen.findByText('모든 운영자에게 역할을 부여해야 콘솔을 이용할 수 있습니다')).toBeInTheDocument();
    // The audit log is behind the gate: offered once the company is configured.
    expect(screen.queryByRole('link', { name: '감사 로그' })).not.toBeInTheDocument();
    const infoCalls = () => calls.filter((c) => c.url === '/api/v3/business_center/info/info').length;
    const before = infoCalls();
    await user.selectOptions(within(await rowOf('최역할')).getByRole('combobox', { name: '최역할의 역할' }), '매니저');
    expect(await screen.findByText('모든 운영자에게 역할을 부여했습니다')).toBeInTheDocument();
    expect(screen.queryByText('모든 운영자에게 역할을 부여해야 콘솔을 이용할 수 있습니다')).not.toBeInTheDocument();
    expect(infoCalls()).toBeGreaterThan(before);
    expect(await screen.findByRole('link', { name: '감사 로그' })).toHaveAttribute('href', '/partners/operator_managements/audit_log');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/v5/partners/operators/3/role', body: { business_role: 'manager' } });
    await user.click(screen.getByRole('link', { name: '홈으로 이동' }));
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
  });

  it('a role change the server asks to verify goes to the shared error rules (the step-up redirect), and nothing changes', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    // The app's own query client: its caches apply the shared error rules to every failed call.
    const { user, state } = setup({ operators: [ME, makeOperator(2, { name: '이매니저' })] }, {}, createQueryClient());
    await user.selectOptions(within(await rowOf('이매니저')).getByRole('combobox', { name: '이매니저의 역할' }), '최고 운영자');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(errorModalStore.title()).toBeNull();
    expect(state.operators.find((o) => o.user_id === 2)?.business_role).toBe('manager');
    expect(within(await rowOf('이매니저')).getByRole('combobox', { name: '이매니저의 역할' })).toHaveValue('manager');
  });

  it('invites with the contract’s address check; the server’s refusal shows on the e-mail field', async () => {
    const { user, state, calls } = setup({ operators: [ME, makeOperator(2, { email: 'taken@nuricloud.co.kr' })], steppedUp: true });
    await user.click(await screen.findByRole('button', { name: '운영자 초대' }));
    const dialog = await screen.findByRole('dialog', { name: '운영자 초대' });
    const email = within(dialog).getByRole('textbox', { name: '이메일' });
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: '초대 메일 보내기' }));
    expect(await within(dialog).findByText('올바른 이메일 형식이 아닙니다')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(email);
    await user.type(email, 'taken@nuricloud.co.kr');
    await user.click(within(dialog).getByRole('button', { name: '초대 메일 보내기' }));
    expect(await within(dialog).findByText('이미 이 기업의 운영자로 등록된 이메일입니다')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Park.New@NuriCloud.co.kr');
    await user.click(within(dialog).getByRole('radio', { name: /최고 운영자/ }));
    await user.click(within(dialog).getByRole('button', { name: '초대 메일 보내기' }));
    expect(await screen.findByText('park.new@nuricloud.co.kr에게 초대 메일을 보냈습니다')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '운영자 초대' })).not.toBeInTheDocument());
    expect(state.invitations[0]).toMatchObject({ email: 'park.new@nuricloud.co.kr', business_role: 'admin' });
    expect(await rowOf('park.new@nuricloud.co.kr')).toBeInTheDocument();
  });

  it('without a fresh step-up, inviting and approving go to the step-up page before any form opens (nothing typed is lost)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, calls } = setup({ operators: [ME, makeOperator(4, { name: '강대기', status: 'awaiting_approval' })] });
    await user.click(await screen.findByRole('button', { name: '운영자 초대' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/partners\/certify_otp\?/);
    await user.click(within(await rowOf('강대기')).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('approves a waiting operator with a role', async () => {
    const { user, state } = setup({ operators: [ME, makeOperator(4, { name: '강대기', status: 'awaiting_approval' })], steppedUp: true });
    await user.click(within(await rowOf('강대기')).getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('dialog', { name: '운영자 승인' });
    await user.click(within(dialog).getByRole('radio', { name: /최고 운영자/ }));
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('강대기님을 승인했습니다')).toBeInTheDocument();
    expect(state.operators.find((o) => o.user_id === 4)).toMatchObject({ status: 'active', business_role: 'admin' });
    expect(within(await rowOf('강대기')).getByText('활성')).toBeInTheDocument();
  });

  it('removes only after confirmation; resends and revokes invitations', async () => {
    const { user, state } = setup({
      operators: [ME, makeOperator(2, { name: '이매니저' })],
      invitations: [makeInvitation(10, { email: 'new@nuricloud.co.kr' })],
      steppedUp: true,
    });
    await user.click(within(await rowOf('이매니저')).getByRole('button', { name: '이매니저 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '운영자 삭제' });
    expect(within(dialog).getByText('‘이매니저’ 운영자를 삭제할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(state.operators).toHaveLength(2);
    await user.click(within(await rowOf('이매니저')).getByRole('button', { name: '이매니저 삭제' }));
    await user.click(within(await screen.findByRole('dialog', { name: '운영자 삭제' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('이매니저님을 운영자에서 삭제했습니다')).toBeInTheDocument();
    expect(state.operators.map((o) => o.user_id)).toEqual([1]);

    await user.click(within(await rowOf('new@nuricloud.co.kr')).getByRole('button', { name: 'new@nuricloud.co.kr 관리 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '초대 메일 다시 보내기' }));
    expect(await screen.findByText('new@nuricloud.co.kr에게 초대 메일을 다시 보냈습니다')).toBeInTheDocument();
    await user.click(within(await rowOf('new@nuricloud.co.kr')).getByRole('button', { name: 'new@nuricloud.co.kr 관리 메뉴' }));
    await user.click(await screen.findByRole('menuitem', { name: '초대 취소' }));
    const revoke = await screen.findByRole('dialog', { name: '초대 취소' });
    await user.click(within(revoke).getByRole('button', { name: '초대 취소' }));
    expect(await screen.findByText('초대를 취소했습니다')).toBeInTheDocument();
    expect(state.invitations).toEqual([]);
  });

  it('a manager sees the list read-only, with a note', async () => {
    setup(
      {
        operators: [makeOperator(1, { is_me: true, name: '이매니저' }), makeOperator(5, { name: '김관리', business_role: 'admin' })],
        canManage: false,
      },
      {
        business_role: 'manager',
        is_admin: false,
      },
    );
    expect(await screen.findByText('운영자 초대와 역할 변경은 최고 운영자만 할 수 있습니다. 매니저는 목록만 볼 수 있어요.')).toBeInTheDocument();
    await screen.findByRole('table', { name: '운영자 목록' });
    expect(screen.queryByRole('button', { name: '운영자 초대' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '감사 로그' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '김관리의 역할' })).not.toBeInTheDocument();
    expect(within(await rowOf('김관리')).getByText('최고 운영자')).toBeInTheDocument();
  });
});
