import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorModalStore } from '../../lib/api';
import { answer, contractError, type AnswerReply } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { renderWithApp } from '../../test/render';
import { CandidateInboxPage } from './candidate-inbox-page';

const MESSAGE = {
  id: 7,
  channel: 'messenger' as const,
  recipient: '010-****-5678',
  body: '[잡플래닛] 포지션 제안이 도착했습니다.\n아래 링크에서 확인해 주세요.',
  link: 'http://localhost:3000/proposals/respond/eyJwIjoxMn0.c2lnbmF0dXJl',
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
  it('is clearly marked as a demo and lists what each seeker received, with the response link', async () => {
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
    expect(within(first).getByRole('link', { name: '응답 페이지 열기' })).toHaveAttribute('href', MESSAGE.link);
    expect(within(within(list).getByTestId('inbox-message-8')).getByText('문자(SMS)')).toBeInTheDocument();
  });

  it('outside demo mode it says the page exists in demo mode only', async () => {
    serve(contractError('not_found', '요청한 정보를 찾을 수 없습니다'));
    renderWithApp(<CandidateInboxPage />);
    expect(await screen.findByText('데모 모드에서만 볼 수 있는 화면입니다')).toBeInTheDocument();
    expect(errorModalStore.title()).toBeNull();
  });
});
