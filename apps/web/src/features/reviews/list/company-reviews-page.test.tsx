import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { makeCompanyReview, serveReviews } from '../../../test/reviews-test-server';
import { renderReviews } from '../test/render-reviews';

beforeAll(() => loadMessageSection('reviews'));
afterEach(() => errorModalStore.close());

const PATH = '/partners/review_managements';
const searchOf = (router: ReturnType<typeof renderReviews>['router']) => new URLSearchParams(router.state.location.search);
const listCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/v5/partners/company_reviews?'));

function seed() {
  return [
    makeCompanyReview(1, { ratings: { overall: 5, career: 5, pay_benefits: 4, work_life: 5, culture: 5, management: 4 }, title: '최고의 동료들' }),
    makeCompanyReview(2, { ratings: { overall: 4, career: 3, pay_benefits: 4, work_life: 4, culture: 4, management: 3 }, title: '무난한 회사' }),
    makeCompanyReview(3, {
      ratings: { overall: 2, career: 2, pay_benefits: 2, work_life: 1, culture: 3, management: 2 },
      title: '야근이 많아요',
      employment_status: 'former',
      occupation: { id: 21, name: 'UX 디자인' },
      reply: {
        body: '소중한 의견 감사합니다.',
        author_name: '김관리',
        created_at: '2026-11-02T01:00:00.000Z',
        updated_at: '2026-11-02T01:00:00.000Z',
      },
    }),
  ];
}

describe('company reviews (spec §2 /review_managements)', () => {
  it('shows the summary: average with one decimal, the 5→1 distribution, the five categories, the replied share', async () => {
    serveReviews({ company: seed() });
    renderReviews(PATH);
    const summary = await screen.findByRole('region', { name: '리뷰 요약' });
    const average = within(summary).getByRole('region', { name: '평균 평점' });
    expect(within(average).getByText('3.7')).toBeInTheDocument();
    expect(within(average).getByText('리뷰 3건')).toBeInTheDocument();

    const distribution = within(summary).getByRole('region', { name: '평점 분포' });
    const labels = within(distribution)
      .getAllByText(/^\d점$/)
      .map((node) => node.textContent);
    expect(labels).toEqual(['5점', '4점', '3점', '2점', '1점']);

    const categories = within(summary).getByRole('region', { name: '항목별 평점' });
    for (const label of ['승진 기회 및 가능성', '복지 및 급여', '업무와 삶의 균형', '사내문화', '경영진'])
      expect(within(categories).getByText(label)).toBeInTheDocument();
    expect(categories).toHaveTextContent('승진 기회 및 가능성3.3복지 및 급여3.3업무와 삶의 균형3.3사내문화4.0경영진3.0');

    const replied = within(summary).getByRole('region', { name: '답변률' });
    expect(within(replied).getByText('33%')).toBeInTheDocument();
    expect(within(replied).getByText('3건 중 1건 답변')).toBeInTheDocument();

    const trend = within(summary).getByRole('table', { name: '월별 리뷰 수와 평균 평점' });
    expect(within(trend).getAllByRole('row')).toHaveLength(13);
    expect(within(trend).getByRole('row', { name: '26.10 3 3.7' })).toBeInTheDocument();
  }, 20_000);

  it('the unreplied link filters the list to ?replied=unreplied', async () => {
    const { calls } = serveReviews({ company: seed() });
    const { user, router } = renderReviews(PATH);
    await user.click(await screen.findByRole('button', { name: '답변하지 않은 리뷰 2건 보기' }));
    await waitFor(() => expect(searchOf(router).get('replied')).toBe('unreplied'));
    await waitFor(() => expect(screen.queryByText('야근이 많아요')).not.toBeInTheDocument());
    expect(listCalls(calls).at(-1)?.url).toContain('replied=unreplied');
  }, 20_000);

  it('a notification link with ?replied=unreplied opens the filtered list', async () => {
    const { calls } = serveReviews({ company: seed() });
    renderReviews(`${PATH}?replied=unreplied`);
    expect(await screen.findByRole('heading', { name: '최고의 동료들' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '야근이 많아요' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '미답변' })).toBeChecked();
    expect(listCalls(calls)[0]?.url).toContain('replied=unreplied');
  }, 20_000);

  it('the page and the employment filter go to the URL and the query; a filter change goes back to page 1', async () => {
    const many = Array.from({ length: 12 }, (_, i) => makeCompanyReview(i + 1, { title: `리뷰 제목 ${i + 1}` }));
    const former = makeCompanyReview(20, { title: '전직원 리뷰', employment_status: 'former' });
    const { calls } = serveReviews({ company: [...many, former] });
    const { user, router } = renderReviews(PATH);
    expect(await screen.findByText('총 13건')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('page=2'));

    await user.click(screen.getByRole('combobox', { name: '재직 상태' }));
    await user.click(await screen.findByRole('option', { name: '전직원' }));
    await waitFor(() => expect(searchOf(router).get('employment_status')).toBe('former'));
    expect(searchOf(router).get('page')).toBeNull();
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url).toContain('employment_status=former');
  }, 20_000);

  it('rating and order go to the URL and the query', async () => {
    const { calls } = serveReviews({ company: seed() });
    const { user, router } = renderReviews(PATH);
    expect(await screen.findByText('총 3건')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '평점' }));
    await user.click(await screen.findByRole('option', { name: '2점' }));
    await waitFor(() => expect(searchOf(router).get('rating')).toBe('2'));
    expect(await screen.findByText('총 1건')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await user.click(await screen.findByRole('option', { name: '평점 낮은순' }));
    await waitFor(() => expect(searchOf(router).get('order')).toBe('rating_low'));
    await waitFor(() => {
      const url = listCalls(calls).at(-1)?.url ?? '';
      expect(url).toContain('rating=2');
      expect(url).toContain('order=rating_low');
    });
  }, 20_000);

  it('the occupation options come from the summary and the choice narrows summary and list', async () => {
    const { calls } = serveReviews({ company: seed() });
    const { user, router } = renderReviews(PATH);
    await user.click(await screen.findByRole('combobox', { name: '직무' }));
    await user.click(await screen.findByRole('option', { name: 'UX 디자인 (1)' }));
    await waitFor(() => expect(searchOf(router).get('occupation_id')).toBe('21'));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v5/partners/company_reviews/summary?occupation_id=21'))).toBe(true));
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
  }, 20_000);

  it('a period in the URL is sent as from and to', async () => {
    const { calls } = serveReviews({ company: seed() });
    renderReviews(`${PATH}?from=2026-10-02&to=2026-10-03`);
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url).toContain('from=2026-10-02&to=2026-10-03');
    expect(screen.getByRole('button', { name: '작성 기간' })).toHaveTextContent('2026.10.02 – 2026.10.03');
  }, 20_000);

  it('each card shows the ratings, the facts, 한줄평, 장점, 단점 and 경영진에게 바라는 점', async () => {
    serveReviews({ company: seed() });
    renderReviews(PATH);
    const card = (await screen.findByRole('heading', { name: '야근이 많아요' })).closest('article');
    if (!card) throw new Error('no card');
    const view = within(card);
    expect(view.getAllByRole('img', { name: '5점 만점에 2점' })[0]).toHaveTextContent('2.0');
    expect(view.getByText('전직원')).toBeInTheDocument();
    expect(view.getByText('UX 디자인')).toBeInTheDocument();
    expect(view.getByText('2026.10.03 작성')).toBeInTheDocument();
    expect(view.getByText('장점')).toBeInTheDocument();
    expect(view.getByText('단점')).toBeInTheDocument();
    expect(view.getByText('경영진에게 바라는 점')).toBeInTheDocument();
    expect(view.getByText('업무와 삶의 균형')).toBeInTheDocument();
    const reply = view.getByRole('region', { name: '잡플래닛의 공식 답변' });
    expect(within(reply).getByText('기업 공식 답변')).toBeInTheDocument();
    expect(within(reply).getByText('작성 김관리')).toBeInTheDocument();
    expect(within(reply).getByText('소중한 의견 감사합니다.')).toBeInTheDocument();
  }, 20_000);

  it('shows the empty state without reviews and the no-match state with a way to clear the filters', async () => {
    serveReviews({ company: [] });
    const first = renderReviews(PATH);
    expect(await screen.findByText('아직 등록된 리뷰가 없습니다')).toBeInTheDocument();
    first.unmount();

    serveReviews({ company: seed() });
    const { user, router } = renderReviews(`${PATH}?rating=1`);
    expect(await screen.findByText('조건에 맞는 리뷰가 없습니다')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '필터 초기화' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('총 3건')).toBeInTheDocument();
  }, 20_000);

  it('shows skeletons while loading and a retry when the list or the summary fails', async () => {
    let failing = true;
    serveReviews({ company: seed(), fail: () => (failing ? contractError('bad_request') : null) });
    const { user } = renderReviews(PATH);
    expect(screen.getByRole('status', { name: '리뷰를 불러오는 중' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '리뷰 요약을 불러오는 중' })).toBeInTheDocument();
    expect(await screen.findByText('리뷰를 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByText('리뷰 요약을 불러오지 못했습니다')).toBeInTheDocument();
    failing = false;
    const retries = screen.getAllByRole('button', { name: '다시 시도' });
    for (const retry of retries) await user.click(retry);
    expect(await screen.findByText('총 3건')).toBeInTheDocument();
  });
});
