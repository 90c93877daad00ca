import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type MailboxMessage } from '@partners/contract';
import { loadMessageSection } from '../../i18n';
import { errorModalStore } from '../../lib/api';
import { answer, calls, contractError } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { renderWithApp } from '../../test/render';
import { splitLinks } from './linkified-text';
import { MailboxPage } from './mailbox-page';

beforeAll(() => loadMessageSection('mailbox'));
afterEach(() => errorModalStore.close());

const INVITATION: MailboxMessage = {
  id: 'mail-3',
  kind: 'mail',
  to: 'new.hire@example.co.kr',
  operator_email: 'new.hire@example.co.kr',
  subject: '[파트너스 콘솔] 운영자로 초대되었습니다',
  text: '아래 링크에서 초대를 수락해 주세요.\nhttp://localhost:3000/partners/invitations/abc123.\n링크는 7일 동안 유효합니다.',
  html: '<p>초대를 수락해 주세요</p><script>window.parent.hacked = true</script>',
  sent_at: '2026-11-03T01:00:00.000Z',
};
const CODE: MailboxMessage = {
  id: 'sms-9',
  kind: 'sms',
  to: '010-****-5678',
  operator_email: 'admin@demo.test',
  subject: null,
  text: '[파트너스 콘솔] 본인 확인 인증번호는 [246810]입니다. 3분 안에 입력해 주세요.',
  html: null,
  sent_at: '2026-11-03T02:00:00.000Z',
};

function serve(results: MailboxMessage[] | Response) {
  server.use(
    answer('demo.mailbox', ({ query }) => {
      if (results instanceof Response) return results.clone();
      const matching = results.filter((m) => (query.kind === 'all' || m.kind === query.kind) && (!query.to || m.operator_email === query.to));
      return { code: 200, data: { results: matching, page_info: { page: query.page, per: 20, total: matching.length, total_pages: 1 } } };
    }),
  );
}

describe('demo mailbox', () => {
  it('shows each mail’s subject, recipient, time and text with its links, and the codes texted to operators', async () => {
    serve([CODE, INVITATION]);
    renderWithApp(<MailboxPage />, { path: '/partners/demo/mailbox' });
    expect(screen.getByRole('heading', { name: '메일함' })).toBeInTheDocument();
    expect(screen.getByText('데모: 운영자에게 보낸 메일과 문자')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '받은 메시지' });
    const mail = within(list).getByRole('article', { name: INVITATION.subject ?? '' });
    expect(within(mail).getByText('받는 사람 new.hire@example.co.kr')).toBeInTheDocument();
    expect(within(mail).getByText('2026.11.03 10:00 발송')).toBeInTheDocument();
    const link = within(mail).getByRole('link', { name: 'http://localhost:3000/partners/invitations/abc123' });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/partners/invitations/abc123');
    const sms = within(list).getByRole('article', { name: '문자 메시지' });
    expect(within(sms).getByText('받는 사람 010-****-5678 (admin@demo.test)')).toBeInTheDocument();
    expect(within(sms).getByText(/인증번호는 \[246810\]입니다/)).toBeInTheDocument();
  });

  it('renders a mail’s HTML only in a sandboxed frame, on request', async () => {
    serve([INVITATION]);
    const user = userEvent.setup();
    renderWithApp(<MailboxPage />, { path: '/partners/demo/mailbox' });
    const mail = await screen.findByRole('article', { name: INVITATION.subject ?? '' });
    expect(document.querySelector('script')).toBeNull();
    await user.click(within(mail).getByRole('button', { name: 'HTML 본문 보기' }));
    const frame = within(mail).getByTitle(`${INVITATION.subject ?? ''} HTML 본문`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', INVITATION.html);
    expect(mail.querySelector('script')).toBeNull();
  });

  it('filters by recipient and kind through the URL', async () => {
    serve([CODE, INVITATION]);
    const user = userEvent.setup();
    const { router } = renderWithApp(<MailboxPage />, { path: '/partners/demo/mailbox' });
    await screen.findByRole('list', { name: '받은 메시지' });
    await user.type(screen.getByLabelText('받는 사람 이메일'), 'admin@demo.test');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(router.state.location.search).toBe('?to=admin%40demo.test'));
    await waitFor(() => expect(screen.queryByRole('article', { name: INVITATION.subject ?? '' })).not.toBeInTheDocument());
    expect(calls.at(-1)?.url).toBe('/api/demo/mailbox?page=1&kind=all&to=admin%40demo.test');
    await user.click(screen.getByRole('tab', { name: '이메일' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ kind: 'mail', to: 'admin@demo.test' }),
    );
    expect(await screen.findByText('조건에 맞는 메시지가 없습니다')).toBeInTheDocument();
  });

  it('refuses a recipient that is not an e-mail address', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithApp(<MailboxPage />, { path: '/partners/demo/mailbox' });
    expect(await screen.findByText('아직 기록된 메시지가 없습니다')).toBeInTheDocument();
    await user.type(screen.getByLabelText('받는 사람 이메일'), 'admin');
    expect(screen.getByText('이메일 주소를 확인해 주세요')).toBeInTheDocument();
  });

  it('outside demo mode it says the page exists in demo mode only', async () => {
    serve(contractError('not_found', ERROR_MESSAGES.not_found));
    renderWithApp(<MailboxPage />, { path: '/partners/demo/mailbox' });
    expect(await screen.findByText('데모 모드에서만 볼 수 있는 화면입니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
  });
});

describe('links in a mail’s text', () => {
  it('become links without the punctuation after them; nothing but http(s) does', () => {
    expect(splitLinks('열기: https://a.example/x?y=1. 끝')).toEqual([
      { text: '열기: ' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: '. 끝' },
    ]);
    expect(splitLinks('javascript:alert(1) mailto:a@b.c')).toEqual([{ text: 'javascript:alert(1) mailto:a@b.c' }]);
  });
});
