import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { INFORMATION_NOTICE_STORAGE_KEY } from '@partners/contract';
import { call } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { answer, calls, contractError } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderRoutes } from '../../../test/render';
import { searchResponse } from '../test/search-response';
import { TalentPoolAgreementGate } from './talent-pool-agreement-gate';

const AGREEMENT = {
  code: 'privacy_agreement' as const,
  title: '인재풀 이용을 위한 개인정보 처리 동의',
  content: '1. 이용 목적: 채용 후보자 검토',
  version: '2026-11-01',
};

/** A talent page whose call the server refuses while the agreement is missing. */
function SearchPage() {
  const search = useQuery({ queryKey: ['talent-search'], queryFn: () => call('talent.search', { query: {} }) });
  return <p>{search.isSuccess ? '검색 결과' : '검색 화면'}</p>;
}

/** An empty search answer: the page only tells success from refusal. */
const EMPTY_SEARCH = searchResponse([], 0);

function serve(initiallyAgreed: boolean) {
  let agreed = initiallyAgreed;
  const matching = () => ({
    code: 200 as const,
    data: { privacy_agreement: { value: agreed, agreed_at: agreed ? '2026-11-20T00:00:00.000Z' : null } },
  });
  const refused = () => contractError('privacy_agreement_required', '인재풀을 이용하려면 개인정보 처리에 동의해 주세요');
  server.use(
    answer('talent.agreements', () => ({ code: 200, data: { agreements: [AGREEMENT] } })),
    answer('talent.matchings', matching),
    answer('talent.setMatchings', () => {
      agreed = true;
      return matching();
    }),
    answer('talent.search', () => (agreed ? EMPTY_SEARCH : refused())),
  );
  return { calls, withdraw: () => (agreed = false) };
}

function renderGate(path = '/partners/job_seekers/search/index/1') {
  window.localStorage.setItem(INFORMATION_NOTICE_STORAGE_KEY, new Date().toISOString());
  return renderRoutes(
    [
      { path: '/partners/job_seekers', Component: TalentPoolAgreementGate, children: [{ path: 'search/:tab/:page', Component: SearchPage }] },
      { path: '/partners/reputation_management', element: <p>평판 관리 홈</p> },
    ],
    { path, queryClient: createQueryClient() },
  );
}

describe('privacy agreement gate (spec §5)', () => {
  it('shows nothing of the talent pool until agreed; agreeing posts value true and opens the page', async () => {
    const { calls } = serve(false);
    renderGate();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '개인정보 처리 동의' });
    expect(screen.queryByText('검색 화면')).not.toBeInTheDocument();
    expect(await within(dialog).findByText('1. 이용 목적: 채용 후보자 검토')).toBeInTheDocument();

    const accept = within(dialog).getByRole('button', { name: '동의하고 시작하기' });
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다' }));
    expect(accept).toBeEnabled();
    await user.click(accept);

    expect(await screen.findByText('검색 결과')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '개인정보 처리 동의' })).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.body])).toEqual([
      ['/api/v3/resumes/components/matchings', { matchings: { privacy_agreement: { value: true } } }],
    ]);
  });

  it('cancel leaves the talent pool for the console home', async () => {
    serve(false);
    const { router } = renderGate();
    const dialog = await screen.findByRole('dialog', { name: '개인정보 처리 동의' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/reputation_management'));
  });

  it('a call refused with privacy_agreement_required asks for the agreement again instead of the access error page', async () => {
    const fake = serve(true);
    const { router, queryClient } = renderGate();
    expect(await screen.findByText('검색 결과')).toBeInTheDocument();
    fake.withdraw();
    await queryClient.invalidateQueries({ queryKey: ['talent-search'] });
    expect(await screen.findByRole('dialog', { name: '개인정보 처리 동의' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partners/job_seekers/search/index/1');
  });
});
