import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorModalStore } from '../../lib/api';
import { answer, contractError, type AnswerReply } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { renderRoutes, renderWithApp } from '../../test/render';
import { CandidateInboxPage, SeekerPhonePage } from './candidate-inbox-page';

const LINK = 'http://localhost:3000/proposals/respond/eyJwIjoxMn0.c2lnbmF0dXJl';
/** As the company's inbox shows it: the link withheld. */
const MESSAGE = {
  id: 7,
  channel: 'messenger' as const,
  recipient: '010-****-5678',
  body: '[잡플래닛] 포지션 제안이 도착했습니다.\n아래 링크에서 확인해 주세요.',
  link: null,
  status: 'delivered' as const,
  sent_at: '2026-11-03T01:00:00.000Z',
};

function serve(reply: AnswerReply<'demo.candidateInbox'>) {
  // A response body reads once: each call gets its own copy.
  server.use(answer('demo.candidateInbox', () => (reply instanceof Response ? reply.clone() : reply)));
}

afterEach(() => {
  errorModalStore.close();
});

describe('demo candidate inbox', () => {
  it("is clearly marked as a demo and lists what the company's proposals delivered, without a response link", async () => {
    serve({
      code: 200,
      data: {
        results: [MESSAGE, { ...MESSAGE, id: 8, channel: 'sms', recipient: '010-****-1111' }],
        page_info: { page: 1, per: 20, total: 2, total_pages: 1 },
      },
    });
    renderWithApp(<CandidateInboxPage />);
    expect(screen.getByText('데모: 구직자 휴대폰에 도착한 메시지')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '도착한 메시지' });
    const first = within(list).getByTestId('inbox-message-7');
    expect(within(first).getByText('알림톡')).toBeInTheDocument();
    expect(within(first).getByText('받는 사람 010-****-5678')).toBeInTheDocument();
    expect(within(first).getByText(/포지션 제안이 도착했습니다/)).toBeInTheDocument();
    expect(within(first).getByText('전달 완료')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).toBeNull();
    expect(within(first).getByText('응답 링크는 구직자에게만 전달됩니다')).toBeInTheDocument();
    expect(screen.getByText(/구직자 휴대폰 주소/)).toBeInTheDocument();
    expect(within(within(list).getByTestId('inbox-message-8')).getByText('문자(SMS)')).toBeInTheDocument();
  });

  it('outside demo mode it says the page exists in demo mode only', async () => {
    serve(contractError('not_found', '요청한 정보를 찾을 수 없습니다'));
    renderWithApp(<CandidateInboxPage />);
    expect(await screen.findByText('데모 모드에서만 볼 수 있는 화면입니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
  });
});

describe("demo seekers' phone", () => {
  it('shows the messages with their response links at the printed key', async () => {
    let asked = '';
    server.use(
      answer('demo.seekerPhone', ({ params }) => {
        asked = String(params.key);
        return { code: 200, data: { results: [{ ...MESSAGE, link: LINK }], page_info: { page: 1, per: 20, total: 1, total_pages: 1 } } };
      }),
    );
    renderRoutes([{ path: '/demo/seeker_phone/:key', element: <SeekerPhonePage /> }], { path: '/demo/seeker_phone/printed-key' });
    const list = await screen.findByRole('list', { name: '도착한 메시지' });
    expect(within(list).getByRole('link', { name: '응답 페이지 열기' })).toHaveAttribute('href', LINK);
    expect(screen.getByText('데모: 구직자의 휴대폰')).toBeInTheDocument();
    expect(asked).toBe('printed-key');
  });

  it('a wrong key says to open the printed address', async () => {
    server.use(answer('demo.seekerPhone', () => contractError('not_found', '요청한 정보를 찾을 수 없습니다')));
    renderRoutes([{ path: '/demo/seeker_phone/:key', element: <SeekerPhonePage /> }], { path: '/demo/seeker_phone/guess' });
    expect(await screen.findByText('구직자 휴대폰 주소가 올바르지 않습니다')).toBeInTheDocument();
  });
});
