import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { CSRF_HEADER, type proposalForSeekerSchema } from '@partners/contract';
import { browserLocation, errorModalStore } from '../../lib/api';
import { answer, calls, contractError, type RecordedCall } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { renderRoutes } from '../../test/render';
import { ProposalResponsePage } from './proposal-response-page';

type SeekerProposal = z.output<typeof proposalForSeekerSchema>;

const TOKEN = 'eyJwIjoxMn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const BASE = `/api/v3/proposals/${TOKEN}`;

function makeProposal(overrides: Partial<SeekerProposal> = {}): SeekerProposal {
  return {
    status: 'delivered',
    company: { name: '잡플래닛', introduction: '일하기 좋은 회사를 만듭니다.' },
    job_posting: { id: 31, title: '백엔드 개발자 (Java)', color_class: 'urgent', dday: 'D-3', path: '/job/postings/31' },
    content: '안녕하세요. 결제 시스템 경험을 보고 연락드립니다.',
    date: '2026.11.03 10:00',
    expires_at: '2026-11-10T01:00:00.000Z',
    ...overrides,
  };
}

function serve(initial: SeekerProposal | null, onAnswer?: (url: string, body: unknown) => Response | null) {
  let proposal = initial;
  const notFound = () => contractError('not_found', '요청한 정보를 찾을 수 없습니다');
  const answerWith = (status: 'accepted' | 'rejected') => (input: { call: RecordedCall }) => {
    if (!proposal) return notFound();
    const custom = onAnswer?.(input.call.url, input.call.body);
    if (custom) return custom;
    proposal = { ...proposal, status };
    return { code: 200 as const, data: { proposal } };
  };
  server.use(
    answer('proposalResponse.get', ({ params }) => (proposal && params.token === TOKEN ? { code: 200, data: { proposal } } : notFound())),
    answer('proposalResponse.accept', answerWith('accepted')),
    answer('proposalResponse.reject', answerWith('rejected')),
  );
  const posts = () => calls.filter((c) => c.method === 'POST');
  return { calls, posts, expire: () => (proposal = proposal && { ...proposal, status: 'expired' }) };
}

function renderPage(token = TOKEN) {
  const view = renderRoutes([{ path: '/proposals/respond/:token', Component: ProposalResponsePage }], { path: `/proposals/respond/${token}` });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  errorModalStore.close();
  vi.restoreAllMocks();
});

describe('proposal response page (the job seeker’s side)', () => {
  it('shows the proposal without any console shell: company, posting, message, introduction, deadline', async () => {
    const { calls } = serve(makeProposal());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '잡플래닛에서 포지션을 제안했습니다' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '채용 공고' })).getByText('백엔드 개발자 (Java)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '제안 메시지' })).getByText('안녕하세요. 결제 시스템 경험을 보고 연락드립니다.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '기업 소개' })).getByText('일하기 좋은 회사를 만듭니다.')).toBeInTheDocument();
    expect(screen.getByText(/2026\.11\.10 .*까지 응답해 주세요/)).toBeInTheDocument();
    expect(screen.getByText('수락하면 잡플래닛에 이름, 휴대폰 번호, 이메일이 공개됩니다.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(calls.every((c) => !c.url.startsWith('/api/v3/business_center'))).toBe(true);
  });

  it('accepting sends the answer with the CSRF header and ends on a clear final state', async () => {
    const { posts } = serve(makeProposal());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '수락하기' }));
    expect(await screen.findByRole('heading', { name: '제안을 수락했습니다' })).toBeInTheDocument();
    expect(screen.getByText('잡플래닛에 연락처가 전달되었습니다. 곧 기업에서 연락드릴 예정입니다.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url).toBe(`${BASE}/accept`);
    expect(posts()[0]?.headers[CSRF_HEADER]).toBe('token-1');
    expect(screen.queryByRole('button', { name: '수락하기' })).not.toBeInTheDocument();
  });

  it('declining needs a reason; the optional words are trimmed and at most 300 characters', async () => {
    const { posts } = serve(makeProposal());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '거절하기' }));
    expect(screen.getByText('사유는 잡플래닛에 전달되며, 연락처는 공개되지 않습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '거절 보내기' }));
    expect(await screen.findByText('거절 사유를 선택해 주세요')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    const words = screen.getByRole('textbox', { name: '남길 말 (선택)' });
    await user.click(words);
    await user.paste('가'.repeat(301));
    expect(screen.getByText('301/300')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '연봉 조건이 맞지 않아요' }));
    await user.click(screen.getByRole('button', { name: '거절 보내기' }));
    expect(await screen.findByText('남길 말은 300자 이내로 입력해 주세요')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(words);
    await user.type(words, '  좋은 제안 감사합니다.  ');
    await user.click(screen.getByRole('button', { name: '거절 보내기' }));
    expect(await screen.findByRole('heading', { name: '제안을 거절했습니다' })).toBeInTheDocument();
    expect(posts()[0]?.url).toBe(`${BASE}/reject`);
    expect(posts()[0]?.body).toEqual({ reason: 'salary_mismatch', detail: '좋은 제안 감사합니다.' });
  });

  it('declining without words sends the reason alone', async () => {
    const { posts } = serve(makeProposal());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '거절하기' }));
    await user.click(screen.getByRole('radio', { name: '지금은 이직 계획이 없어요' }));
    await user.click(screen.getByRole('button', { name: '거절 보내기' }));
    await screen.findByRole('heading', { name: '제안을 거절했습니다' });
    expect(posts()[0]?.body).toEqual({ reason: 'not_looking' });
  });

  it('an expired proposal says so, with its date, and offers no answer', async () => {
    serve(makeProposal({ status: 'expired' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: '응답 기한이 지난 제안입니다' })).toBeInTheDocument();
    expect(screen.getByText('이 제안은 2026.11.10에 만료되어 더 이상 응답할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수락하기' })).not.toBeInTheDocument();
  });

  it('an answered proposal opened again shows its final state', async () => {
    serve(makeProposal({ status: 'accepted' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: '제안을 수락했습니다' })).toBeInTheDocument();
  });

  it('an unknown or forged link says the link is not valid, and stays on the page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    serve(null);
    const { router } = renderPage('forged-token-forged-token-forged');
    expect(await screen.findByRole('heading', { name: '유효하지 않은 링크입니다' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(errorModalStore.title()).toBeNull();
    expect(router.state.location.pathname).toBe('/proposals/respond/forged-token-forged-token-forged');
  });

  it('a proposal that expired while the page was open ends on its expired state', async () => {
    const server = serve(makeProposal(), (url) => {
      if (!url.endsWith('/accept')) return null;
      server.expire();
      return contractError('conflict', '응답 기한이 지난 제안입니다');
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '수락하기' }));
    expect(await screen.findByRole('heading', { name: '응답 기한이 지난 제안입니다' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '수락하기' })).not.toBeInTheDocument());
  });
});
