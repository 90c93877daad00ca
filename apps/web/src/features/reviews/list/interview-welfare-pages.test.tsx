import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { makeInterviewReview, makeWelfareReview, serveReviews } from '../../../test/reviews-test-server';
import { renderReviews } from '../test/render-reviews';

beforeAll(() => loadMessageSection('reviews'));

describe('interview reviews (spec §2 /interview_managements)', () => {
  it('summarises difficulty, results and experiences, and filters by result', async () => {
    const { calls } = serveReviews({
      interview: [
        makeInterviewReview(1, { difficulty: 5, result: 'failed', experience: 'negative', title: '압박 면접' }),
        makeInterviewReview(2, { difficulty: 3, result: 'passed', experience: 'positive', title: '편안한 면접' }),
        makeInterviewReview(3, { difficulty: 4, result: 'passed', experience: 'neutral', title: '기술 질문이 깊었어요' }),
      ],
    });
    const { user, router } = renderReviews('/partners/interview_managements');
    const summary = await screen.findByRole('region', { name: '리뷰 요약' });
    expect(within(within(summary).getByRole('region', { name: '평균 난이도' })).getByText('4.0')).toBeInTheDocument();
    const distribution = within(summary).getByRole('region', { name: '난이도 분포' });
    expect(
      within(distribution)
        .getAllByText(/^\d /)
        .map((n) => n.textContent),
    ).toEqual(['5 매우 어려움', '4 어려움', '3 보통', '2 쉬움', '1 매우 쉬움']);
    expect(within(summary).getByRole('region', { name: '면접 결과' })).toHaveTextContent('합격 2건 (67%)불합격 1건 (33%)대기중 0건 (0%)');
    expect(within(summary).getByRole('region', { name: '면접 경험' })).toHaveTextContent('긍정적 1건 (33%)보통 1건 (33%)부정적 1건 (33%)');

    const card = (await screen.findByRole('heading', { name: '압박 면접' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('면접 난이도 매우 어려움')).toBeInTheDocument();
    expect(within(card).getByText('불합격')).toBeInTheDocument();
    expect(within(card).getByText(/2026년 9월/)).toBeInTheDocument();
    expect(within(card).getByText('면접 질문')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '면접 결과' }));
    await user.click(await screen.findByRole('option', { name: '합격' }));
    await waitFor(() => expect(router.state.location.search).toBe('?result=passed'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '압박 면접' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url.startsWith('/api/v5/partners/interview_reviews?')).at(-1)?.url).toContain('result=passed');
  }, 20_000);
});

describe('welfare reviews (spec §2 /welfare_managements)', () => {
  it('shows each benefit with its count and average, and filters by benefit', async () => {
    const { calls } = serveReviews({
      welfare: [
        makeWelfareReview(1, { benefit_code: 'meal', rating: 5, content: '식대가 넉넉합니다' }),
        makeWelfareReview(2, { benefit_code: 'meal', rating: 4, content: '간식이 다양해요' }),
        makeWelfareReview(3, { benefit_code: 'leave', rating: 2, content: '연차 쓰기가 눈치 보여요' }),
      ],
    });
    const { user, router } = renderReviews('/partners/welfare_managements');
    const benefits = await screen.findByRole('region', { name: '복지 항목별 평가' });
    const items = within(benefits).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('의료·건강평가 없음');
    expect(items[1]).toHaveTextContent('식사·간식4.52건');
    expect(items[2]).toHaveTextContent('휴가·휴무2.01건');
    expect(items[9]).toHaveTextContent('사내 시설');

    await user.click(screen.getByRole('combobox', { name: '복지 항목' }));
    await user.click(await screen.findByRole('option', { name: '휴가·휴무' }));
    await waitFor(() => expect(router.state.location.search).toBe('?benefit_code=leave'));
    await waitFor(() => expect(screen.queryByText('식대가 넉넉합니다')).not.toBeInTheDocument());
    expect(screen.getByText('연차 쓰기가 눈치 보여요')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/v5/partners/welfare_reviews?')).at(-1)?.url).toContain('benefit_code=leave');
  }, 20_000);
});
