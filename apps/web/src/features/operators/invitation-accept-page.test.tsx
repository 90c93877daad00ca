import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvitationView } from '@partners/contract';
import { loadMessageSection } from '../../i18n';
import { browserLocation, errorModalStore } from '../../lib/api';
import { serveOperators, type OperatorsState } from '../../test/operators-test-server';
import { renderRoutes } from '../../test/render';
import { InvitationAcceptPage } from './invitation-accept-page';

beforeAll(() => loadMessageSection('operators'));
afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

const TOKEN = 'k3Jd9sQ0vXb7Lr2PmN5tYw8zHc4Fa6Ue1Gi0Oj3Rq9S';

const view = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  company_name: '누리클라우드',
  business_role: 'manager',
  email_masked: 'j*********@nuricloud.co.kr',
  expires_at: '2026-11-25T09:00:00.000Z',
  account_exists: false,
  signed_in_as_invitee: false,
  ...overrides,
});

// Required labels end with a mark: the fields by the start of their label.
const passwordField = () => screen.getByLabelText(/^비밀번호(?! 확인)/, { selector: 'input' });
const confirmField = () => screen.getByLabelText(/^비밀번호 확인/, { selector: 'input' });

function setup(link: OperatorsState['links'][string] | undefined, token = TOKEN) {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const served = serveOperators({ links: link === undefined ? {} : { [TOKEN]: link } });
  const rendered = renderRoutes([{ path: '/invitations/accept/:token', Component: InvitationAcceptPage }], {
    path: `/invitations/accept/${token}`,
  });
  return { ...served, ...rendered, assign, user: userEvent.setup() };
}

describe('accepting an invitation (/invitations/accept/:token)', { timeout: 30_000 }, () => {
  it('shows what the invitation is for and creates the account, with the password rules checked first', async () => {
    const { user, calls, assign } = setup(view());
    expect(await screen.findByRole('heading', { level: 1, name: '누리클라우드의 운영자로 초대되었습니다' })).toBeInTheDocument();
    expect(screen.getByText('매니저')).toBeInTheDocument();
    expect(screen.getByText('j*********@nuricloud.co.kr')).toBeInTheDocument();
    expect(screen.getByText('2026.11.25 18:00까지')).toBeInTheDocument();
    expect(document.title).toContain('운영자 초대');

    const submit = screen.getByRole('button', { name: '계정 만들고 수락하기' });
    await user.click(submit);
    expect(await screen.findByText('이름을 입력해 주세요')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '이름' }), '정지우');
    await user.type(passwordField(), 'onlyletters');
    await user.type(confirmField(), 'different1');
    await user.click(submit);
    expect(await screen.findByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
    expect(screen.getByText('영문, 숫자, 특수문자 중 2가지를 섞으면 10자 이상, 3가지를 모두 섞으면 8자 이상으로 만들어 주세요')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(passwordField());
    await user.type(passwordField(), 'welcome2026');
    await user.clear(confirmField());
    await user.type(confirmField(), 'welcome2026');
    await user.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/partners/reputation_management'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/v5/invitations/${TOKEN}/accept`,
      body: { mode: 'create', name: '정지우', password: 'welcome2026' },
    });
  });

  it('an existing account accepts with its password; a wrong one shows on the field', async () => {
    const { user, assign } = setup(view({ account_exists: true, business_role: 'admin' }));
    expect(await screen.findByText('이미 가입된 계정입니다. 계정의 비밀번호를 입력하면 누리클라우드 운영자로 연결됩니다.')).toBeInTheDocument();
    expect(screen.getByText('최고 운영자')).toBeInTheDocument();
    const password = passwordField();
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인하고 수락하기' }));
    expect(await screen.findByText('이메일 또는 비밀번호가 올바르지 않습니다')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.clear(password);
    await user.type(password, 'demo-password');
    await user.click(screen.getByRole('button', { name: '로그인하고 수락하기' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/partners/reputation_management'));
  });

  it('signed in as the invited account, one click accepts', async () => {
    const { user, calls, assign } = setup(view({ account_exists: true, signed_in_as_invitee: true }));
    await user.click(await screen.findByRole('button', { name: '초대 수락하기' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'session' });
  });

  const states = [
    ['invitation.expired', '만료된 초대입니다'],
    ['invitation.used', '이미 사용한 초대입니다'],
    ['invitation.revoked', '취소된 초대입니다'],
    [undefined, '유효하지 않은 초대 링크입니다'],
  ] as const;
  for (const [code, title] of states) {
    it(`a link that no longer works says so: ${title}`, async () => {
      const { assign } = setup(code, code ? TOKEN : 'forged-token');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /수락/ })).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(errorModalStore.title()).toBeNull();
    });
  }

  it('a link used meanwhile ends on its used state after the attempt', async () => {
    const { user, state } = setup(view({ account_exists: true, signed_in_as_invitee: true }));
    await screen.findByRole('button', { name: '초대 수락하기' });
    state.links[TOKEN] = 'invitation.used';
    await user.click(screen.getByRole('button', { name: '초대 수락하기' }));
    expect(await screen.findByRole('heading', { name: '이미 사용한 초대입니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/user-session/sign-in');
  });
});
