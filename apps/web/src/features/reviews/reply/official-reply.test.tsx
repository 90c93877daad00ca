import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REPLY_MAX } from '@partners/contract';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { makeCompanyReview, serveReviews } from '../../../test/reviews-test-server';
import { renderReviews } from '../test/render-reviews';

beforeAll(() => loadMessageSection('reviews'));
afterEach(() => errorModalStore.close());

const PATH = '/partners/review_managements';
const existing = {
  body: '소중한 의견 감사합니다.',
  author_name: '김관리',
  created_at: '2026-11-02T01:00:00.000Z',
  updated_at: '2026-11-02T01:00:00.000Z',
};

async function cardOf(title: string) {
  const card = (await screen.findByRole('heading', { name: title })).closest('article');
  if (!card) throw new Error('no card');
  return within(card);
}

describe('official reply (spec §3 review_comments, §5 trimmed length and counter)', () => {
  it('counts the characters, refuses whitespace only and too long text, then saves the trimmed reply', async () => {
    const { state, calls } = serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사' })] });
    const { user } = renderReviews(PATH);
    const card = await cardOf('좋은 회사');
    await user.click(card.getByRole('button', { name: '답변 작성' }));
    const field = card.getByRole('textbox', { name: '공식 답변 내용' });
    expect(card.getByText(`0/${REVIEW_REPLY_MAX}`)).toBeInTheDocument();

    await user.type(field, '   ');
    await user.click(card.getByRole('button', { name: '답변 등록' }));
    expect(card.getByText('답변 내용을 입력해 주세요')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(field);
    await user.paste('가'.repeat(REVIEW_REPLY_MAX + 1));
    expect(card.getByText(`답변은 ${REVIEW_REPLY_MAX}자 이내로 입력해 주세요`)).toBeInTheDocument();
    expect(card.getByText(`${REVIEW_REPLY_MAX + 1}/${REVIEW_REPLY_MAX}`)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '  의견 감사합니다. 개선하겠습니다.  ');
    expect(card.getByText('18/1000')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '답변 등록' }));
    const reply = await card.findByRole('region', { name: '잡플래닛의 공식 답변' });
    expect(within(reply).getByText('의견 감사합니다. 개선하겠습니다.')).toBeInTheDocument();
    expect(state.company[0]?.reply?.body).toBe('의견 감사합니다. 개선하겠습니다.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/v5/partners/reviews/company_review/1/reply');
    expect(put?.body).toEqual({ body: '의견 감사합니다. 개선하겠습니다.' });
    expect(await screen.findByText('공식 답변을 등록했습니다')).toBeInTheDocument();
  }, 20_000);

  it('edits an existing reply starting from its text', async () => {
    const { state } = serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사', reply: existing })] });
    const { user } = renderReviews(PATH);
    const card = await cardOf('좋은 회사');
    await user.click(card.getByRole('button', { name: '수정' }));
    const field = card.getByRole('textbox', { name: '공식 답변 내용' });
    expect(field).toHaveValue('소중한 의견 감사합니다.');
    await user.type(field, ' 더 나아지겠습니다.');
    await user.click(card.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(state.company[0]?.reply?.body).toBe('소중한 의견 감사합니다. 더 나아지겠습니다.'));
    expect(await card.findByText('소중한 의견 감사합니다. 더 나아지겠습니다.')).toBeInTheDocument();
    expect(card.getByText('2026.11.20 수정')).toBeInTheDocument();
  }, 20_000);

  it('deleting asks first; cancel keeps the reply, confirm removes it', async () => {
    const { state } = serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사', reply: existing })] });
    const { user } = renderReviews(PATH);
    const card = await cardOf('좋은 회사');
    await user.click(card.getByRole('button', { name: '삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '공식 답변 삭제' });
    expect(within(dialog).getByText('이 리뷰의 공식 답변을 삭제할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.company[0]?.reply).not.toBeNull();

    await user.click(card.getByRole('button', { name: '삭제' }));
    dialog = await screen.findByRole('dialog', { name: '공식 답변 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await card.findByRole('button', { name: '답변 작성' })).toBeInTheDocument();
    expect(state.company[0]?.reply).toBeNull();
  }, 20_000);

  it('a failed save keeps the text (network failure, then a deleted review)', async () => {
    let fail: 'network' | 'gone' | null = 'network';
    const { state } = serveReviews({
      company: [makeCompanyReview(1, { title: '좋은 회사' })],
      fail: (call) => {
        if (call.method !== 'PUT' || !fail) return null;
        return fail === 'network' ? HttpResponse.error() : null;
      },
    });
    const { user } = renderReviews(PATH);
    const card = await cardOf('좋은 회사');
    await user.click(card.getByRole('button', { name: '답변 작성' }));
    await user.type(card.getByRole('textbox', { name: '공식 답변 내용' }), '감사합니다');
    await user.click(card.getByRole('button', { name: '답변 등록' }));
    // A network failure follows the global rules (the error modal); the editor keeps the text.
    await waitFor(() => expect(card.getByRole('button', { name: '답변 등록' })).not.toHaveAttribute('data-loading'));
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    expect(card.getByRole('textbox', { name: '공식 답변 내용' })).toHaveValue('감사합니다');

    fail = 'gone';
    state.company.splice(0, 1);
    await user.click(card.getByRole('button', { name: '답변 등록' }));
    expect(await card.findByRole('alert')).toHaveTextContent('요청한 정보를 찾을 수 없습니다');
    expect(card.getByRole('textbox', { name: '공식 답변 내용' })).toHaveValue('감사합니다');
  }, 20_000);

  it('without a branding plan: the notice up front, no 답변 작성, and existing replies stay readable', async () => {
    serveReviews({
      company: [makeCompanyReview(1, { title: '좋은 회사', reply: existing }), makeCompanyReview(2, { title: '답변 없는 리뷰' })],
      branding: false,
    });
    const { user, router } = renderReviews(PATH, { privilege_master_code: 'basic' });
    expect(await screen.findByText('공식 답변은 브랜딩 상품 이용 기업이 쓸 수 있는 기능입니다')).toBeInTheDocument();
    const replied = await cardOf('좋은 회사');
    expect(replied.getByText('소중한 의견 감사합니다.')).toBeInTheDocument();
    expect(replied.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    const open = await cardOf('답변 없는 리뷰');
    expect(open.queryByRole('button', { name: '답변 작성' })).not.toBeInTheDocument();
    expect(open.getByText('공식 답변은 브랜딩 상품에서 작성할 수 있습니다')).toBeInTheDocument();
    await user.click(open.getByRole('link', { name: '브랜드 서비스 안내 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/renewal_brandservice'));
  }, 20_000);

  it("the server's plan.branding_required shows its message with the brand service link and keeps the text", async () => {
    serveReviews({ company: [makeCompanyReview(1, { title: '좋은 회사' })], branding: false });
    const { user } = renderReviews(PATH, { privilege_master_code: 'premium' });
    const card = await cardOf('좋은 회사');
    await user.click(card.getByRole('button', { name: '답변 작성' }));
    await user.type(card.getByRole('textbox', { name: '공식 답변 내용' }), '감사합니다');
    await user.click(card.getByRole('button', { name: '답변 등록' }));
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('브랜딩 상품을 이용하는 기업만 쓸 수 있는 기능입니다');
    expect(within(alert).getByRole('link', { name: '브랜드 서비스 안내 보기' })).toHaveAttribute('href', '/partners/renewal_brandservice');
    expect(card.getByRole('textbox', { name: '공식 답변 내용' })).toHaveValue('감사합니다');
  }, 20_000);
});
