import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { REPORT_REASONS, makeCompanyReview, makeInterviewReview, makeWelfareReview, serveReviews } from '../../../test/reviews-test-server';
import { renderReviews } from '../test/render-reviews';

beforeAll(() => loadMessageSection('reviews'));
afterEach(() => errorModalStore.close());

const COMPLETE = '신고가 접수되었습니다. 신고된 게시물은 내부 검토 후 결과에 따라 처리됩니다.';

async function cardOf(title: string) {
  const card = (await screen.findByRole('heading', { name: title })).closest('article');
  if (!card) throw new Error('no card');
  return within(card);
}

describe('review report (spec §4 modal, §5 reason required, §7, §8)', () => {
  it('lists the active reasons by order; submitting without one shows the error state', async () => {
    const shuffled = [...REPORT_REASONS].reverse();
    const { calls } = serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사' })], reasons: shuffled });
    const { user } = renderReviews('/partners/review_managements');
    await user.click((await cardOf('좋은 회사')).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 신고' });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(5);
    expect(within(dialog).queryByRole('radio', { name: '더 이상 쓰지 않는 사유' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '6', '7']);

    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByText('신고 사유를 선택해 주세요')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 20_000);

  it('a normal reason files the report (reports.create), shows the completion message, and the card says 신고 완료', async () => {
    const { state, calls } = serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사' })] });
    const { user } = renderReviews('/partners/review_managements');
    const card = await cardOf('좋은 회사');
    await user.click(card.getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 신고' });
    await user.click(await within(dialog).findByRole('radio', { name: '허위 사실이 포함되어 있어요' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText(COMPLETE)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reportable_type: 'company_review',
      reportable_id: 1,
      report_reason_id: 2,
      detail: null,
    });
    expect(state.reports).toEqual([{ type: 'company_review', id: 1, reason: 2, detail: null, via: 'reports' }]);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: '신고 완료' })).toBeDisabled();
  }, 20_000);

  it('a welfare review is reported through its own call with param reason', async () => {
    const { state, calls } = serveReviews({ welfare: [makeWelfareReview(5, { content: '식대가 넉넉합니다' })] });
    const { user } = renderReviews('/partners/welfare_managements');
    const card = (await screen.findByText('식대가 넉넉합니다')).closest('article');
    if (!card) throw new Error('no card');
    await user.click(within(card).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 신고' });
    await user.click(await within(dialog).findByRole('radio', { name: '욕설 및 비하 표현이 있어요' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText(COMPLETE)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/welfare/welfare_reviews/5/report');
    expect(post?.body).toEqual({ reason: 1 });
    expect(state.reports[0]?.via).toBe('welfare');
  }, 20_000);

  it('a form_required reason shows the notice and 추가 정보 입력 opening /reports/new in a new tab instead of submit', async () => {
    const { calls } = serveReviews({ interview: [makeInterviewReview(9, { title: '압박 면접' })] });
    const { user } = renderReviews('/partners/interview_managements');
    await user.click((await cardOf('압박 면접')).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 신고' });
    await user.click(await within(dialog).findByRole('radio', { name: '명예훼손에 해당해요' }));
    expect(within(dialog).getByText(/추가 정보를 받아야 합니다/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
    const more = within(dialog).getByRole('link', { name: '추가 정보 입력' });
    expect(more).toHaveAttribute('href', '/reports/new?reportable_id=9&reportable_type=interview_review&report_reason_id=6');
    expect(more).toHaveAttribute('target', '_blank');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 20_000);

  it('a review reported before shows the server message and the card becomes 신고 완료', async () => {
    const { state } = serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사' })] });
    const { user } = renderReviews('/partners/review_managements');
    const card = await cardOf('좋은 회사');
    // Reported from another tab meanwhile: the list still says it is not.
    const review = state.company[0];
    if (review) review.reported = true;
    await user.click(card.getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 신고' });
    await user.click(await within(dialog).findByRole('radio', { name: '허위 사실이 포함되어 있어요' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 신고한 리뷰입니다');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await card.findByRole('button', { name: '신고 완료' })).toBeDisabled();
  }, 20_000);

  it('a review already reported shows 신고 완료, disabled', async () => {
    serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사', reported: true })] });
    renderReviews('/partners/review_managements');
    const card = await cardOf('좋은 회사');
    expect(card.getByRole('button', { name: '신고 완료' })).toBeDisabled();
    expect(card.queryByRole('button', { name: '신고' })).not.toBeInTheDocument();
  });
});
