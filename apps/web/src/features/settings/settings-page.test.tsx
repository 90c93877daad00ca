import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { errorModalStore } from '../../lib/api';
import { ConsoleSessionProvider } from '../../lib/session';
import { contractError } from '../../test/contract-handlers';
import { makeInfo } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { CURRENT_PASSWORD, makeSession, serveSettings } from '../../test/settings-test-server';
import { SettingsPage } from './settings-page';

beforeAll(() => loadMessageSection('settings'));
afterEach(() => {
  errorModalStore.close();
});

function renderSettings() {
  const view = renderWithApp(
    <ConsoleSessionProvider value={makeInfo({ email: 'seoyeon.kim@nuricloud.co.kr' }).data}>
      <SettingsPage />
    </ConsoleSessionProvider>,
    { path: '/partners/marketing_managements' },
  );
  return { ...view, user: userEvent.setup() };
}

const sessionRows = () => screen.getAllByTestId('session-row');

describe('settings (spec §2 /marketing_managements)', { timeout: 30_000 }, () => {
  it('shows each event by each channel with its default, and says the messaging app is not connected yet', async () => {
    serveSettings();
    renderSettings();
    expect(await screen.findByRole('switch', { name: '새 리뷰 이메일 알림' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '새 리뷰 알림톡 알림' })).not.toBeChecked();
    expect(screen.getAllByRole('switch', { name: /알림$/ })).toHaveLength(8);
    expect(screen.getByText('연결 예정')).toBeInTheDocument();
    expect(screen.getByText(/운영자용 알림톡 채널이 연결되면 보내 드립니다/)).toBeInTheDocument();
    expect(screen.getByText('이메일 받는 주소: seoyeon.kim@nuricloud.co.kr')).toBeInTheDocument();
  });

  it('saves a switch as it is flipped and says so', async () => {
    const { calls, state } = serveSettings();
    const { user } = renderSettings();
    const review = await screen.findByRole('switch', { name: '새 리뷰 이메일 알림' });
    await user.click(review);
    expect(await screen.findByText('알림 설정을 저장했습니다')).toBeInTheDocument();
    expect(review).not.toBeChecked();
    const put = calls.find((c) => c.method === 'PUT' && c.url.endsWith('/notification_preferences'));
    expect(put?.body).toEqual({ preferences: [{ event: 'new_review', channel: 'email', enabled: false }] });
    expect(state.preferences.find((p) => p.event === 'new_review' && p.channel === 'email')?.enabled).toBe(false);
  });

  it('puts a switch back when its save fails', async () => {
    serveSettings({ fail: (call) => (call.method === 'PUT' ? HttpResponse.error() : null) });
    const { user } = renderSettings();
    const answered = await screen.findByRole('switch', { name: '포지션 제안 수락·거절 알림톡 알림' });
    await user.click(answered);
    expect(await screen.findByText('알림 설정을 저장하지 못했습니다. 다시 시도해 주세요')).toBeInTheDocument();
    await waitFor(() => expect(answered).not.toBeChecked());
  });

  it('shows when marketing consent was given or withdrawn, in Korea time', async () => {
    const { calls } = serveSettings({ consent: { agreed: false, changed_at: '2026-03-02T00:30:00.000Z' } });
    const { user } = renderSettings();
    expect(await screen.findByTestId('consent-moment')).toHaveTextContent('2026년 3월 2일 오전 9:30 동의 철회');
    await user.click(screen.getByRole('switch', { name: /마케팅 정보 수신/ }));
    await waitFor(() => expect(screen.getByTestId('consent-moment')).toHaveTextContent('2026년 11월 26일 오후 3:04 동의'));
    expect(await screen.findByText('2026년 11월 26일 오후 3:04에 마케팅 정보 수신에 동의했습니다')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/marketing_consent'))?.body).toEqual({ agreed: true });
  });

  it('says when consent was never chosen', async () => {
    serveSettings();
    renderSettings();
    expect(await screen.findByTestId('consent-moment')).toHaveTextContent('아직 선택하지 않았습니다');
  });

  it('checks the password form with the contract rules and sends nothing while one is broken', async () => {
    const { calls } = serveSettings();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getAllByText('필수 입력 항목입니다')).toHaveLength(3);

    await user.type(screen.getByLabelText(/^현재 비밀번호/), CURRENT_PASSWORD);
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'harbor202');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'harbor203');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(/3가지를 모두 섞으면 8자 이상으로 만들어 주세요/)).toBeInTheDocument();
    expect(screen.getByText('새 비밀번호와 같게 입력해 주세요')).toBeInTheDocument();

    const next = screen.getByLabelText(/^새 비밀번호(?! 확인)/);
    await user.clear(next);
    await user.type(next, 'seoyeon.kim-2026!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('이메일 아이디를 넣을 수 없습니다')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/password'))).toBe(false);
  });

  it('shows a wrong current password on its field', async () => {
    serveSettings({ password: 'another-password-1' });
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText(/^현재 비밀번호/), CURRENT_PASSWORD);
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'blue-harbor-2026');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'blue-harbor-2026');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const current = screen.getByLabelText(/^현재 비밀번호/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('현재 비밀번호가 올바르지 않습니다'));
    expect(errorModalStore.title()).toBeNull();
  });

  it('changes the password, says the other devices were signed out, and the list keeps this one only', async () => {
    const { calls, state } = serveSettings();
    const { user } = renderSettings();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));
    await user.type(screen.getByLabelText(/^현재 비밀번호/), CURRENT_PASSWORD);
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'blue-harbor-2026');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'blue-harbor-2026');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(/다른 기기 2대에서 로그아웃되었습니다/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/password'))?.body).toEqual({ current_password: CURRENT_PASSWORD, new_password: 'blue-harbor-2026' });
    expect(state.password).toBe('blue-harbor-2026');
    await waitFor(() => expect(sessionRows()).toHaveLength(1));
    expect(screen.getByText('이 기기에서만 로그인되어 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('마지막 변경: 2026년 11월 26일 오후 3:04')).toBeInTheDocument();
    expect(screen.getByLabelText(/^현재 비밀번호/)).toHaveValue('');
  });

  it('lists the signed-in devices with this one marked, and signs out one after a confirmation', async () => {
    const { calls } = serveSettings();
    const { user } = renderSettings();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));
    const [current, phone] = sessionRows();
    expect(within(current as HTMLElement).getByText('현재 기기')).toBeInTheDocument();
    expect(within(current as HTMLElement).queryByRole('button', { name: /로그아웃/ })).toBeNull();
    expect(within(phone as HTMLElement).getByText(/IP 223\.\*\*\*\.\*\*\*\.201/)).toBeInTheDocument();

    await user.click(within(phone as HTMLElement).getByRole('button', { name: 'Safari 18 · iOS 18.1 로그아웃' }));
    const dialog = await screen.findByRole('dialog', { name: '이 기기에서 로그아웃할까요?' });
    expect(within(dialog).getByText('Safari 18 · iOS 18.1에서 로그아웃합니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('선택한 기기에서 로그아웃했습니다')).toBeInTheDocument();
    await waitFor(() => expect(sessionRows()).toHaveLength(2));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/v5/partners/settings/sessions/${makeSession('phone').id}`);
  });

  it('cancelling the confirmation signs nobody out', async () => {
    const { calls } = serveSettings();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: '다른 기기 모두 로그아웃' }));
    const dialog = await screen.findByRole('dialog', { name: '다른 기기에서 모두 로그아웃할까요?' });
    expect(within(dialog).getByText('지금 이 기기를 뺀 2대에서 로그아웃합니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('signs out every other device at once', async () => {
    serveSettings();
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: '다른 기기 모두 로그아웃' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '다른 기기 모두 로그아웃' }));
    expect(await screen.findByText('다른 기기 2대에서 로그아웃했습니다')).toBeInTheDocument();
    await waitFor(() => expect(sessionRows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: '다른 기기 모두 로그아웃' })).toBeDisabled();
  });

  it('a device already signed out elsewhere is explained in place and the list refreshed', async () => {
    serveSettings({ fail: (call) => (call.method === 'DELETE' ? contractError('not_found') : null) });
    const { user } = renderSettings();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Chrome 131 · Windows 로그아웃' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('이미 로그아웃된 기기입니다. 목록을 새로 고쳤습니다')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    serveSettings({ fail: () => HttpResponse.error() });
    renderSettings();
    expect(await screen.findByText('설정을 불러오지 못했습니다')).toBeInTheDocument();
    expect(await screen.findByText('로그인된 기기를 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '다시 시도' })).toHaveLength(2);
  });
});
