import { expect, test } from './fixtures.js';
import { signIn, snap } from './helpers.js';

// 누리클라우드 (premium: branding) answers and reports reviews; 바른손푸드 (basic) may only read them.
const ADMIN = 'admin@demo.test';
const BASIC = 'basic@demo.test';

test('an official reply to an unanswered company review, then a report of another review with a reason', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/partners/review_managements?replied=unreplied');
  await expect(page.getByRole('heading', { name: '기업 리뷰', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: '리뷰 목록' });
  const reviews = list.getByRole('article');
  await expect(reviews.first()).toBeVisible();
  await snap(page, 'reviews-unreplied');

  // Answer the first unanswered review: the counter counts, and the reply shows as the company's.
  const review = reviews.first();
  const title = ((await review.getByRole('heading').first().textContent()) ?? '').trim();
  await review.getByRole('button', { name: '답변 작성' }).click();
  const field = review.getByRole('textbox', { name: '공식 답변 내용' });
  // A reply of this run's own: an earlier run on the same server (a retry, a repeat) answered another review alike.
  const reply = `소중한 의견 감사합니다. 말씀해 주신 야근 문제는 이번 분기부터 팀별 업무량을 다시 나누어 개선하고 있습니다. (${Date.now() % 10_000})`;
  await field.fill(reply);
  await expect(review.getByText(`${reply.length}/1000`)).toBeVisible();
  await review.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('공식 답변을 등록했습니다')).toBeVisible();

  // With every answered review, the unreplied list no longer holds it; the replied one shows the reply.
  await page.goto('/partners/review_managements?replied=replied');
  const answered = page.getByRole('article').filter({ hasText: reply }).first();
  await expect(answered).toBeVisible();
  await expect(answered.getByRole('region', { name: /공식 답변/ })).toContainText(reply);
  await expect(answered).toContainText(title);
  await snap(page, 'reviews-replied');

  // Report another review: no reason chosen is an error; a plain reason completes with §8's message.
  await page.goto('/partners/review_managements');
  const target = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: '신고', exact: true }) })
    .first();
  await expect(target).toBeVisible();
  await target.getByRole('button', { name: '신고', exact: true }).click();
  const modal = page.getByRole('dialog', { name: '리뷰 신고' });
  await expect(modal.getByRole('radio').first()).toBeVisible();
  await modal.getByRole('button', { name: '신고하기' }).click();
  await expect(modal.getByText('신고 사유를 선택해 주세요')).toBeVisible();

  // A reason that needs more information offers the /reports/new page instead of the submit button.
  await modal.getByRole('radio', { name: '기타' }).check();
  await expect(modal.getByRole('link', { name: /추가 정보 입력/ })).toHaveAttribute('href', /\/reports\/new\?.*report_reason_id=7/);
  await expect(modal.getByRole('button', { name: '신고하기' })).toHaveCount(0);

  await modal.getByRole('radio', { name: '광고 및 홍보' }).check();
  await modal.getByRole('button', { name: '신고하기' }).click();
  await expect(modal.getByText('신고가 접수되었습니다. 신고된 게시물은 내부 검토 후 결과에 따라 처리됩니다.')).toBeVisible();
  await snap(page, 'reviews-report-complete');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: '신고 완료' }).first()).toBeVisible();
});

test('a company without a branding plan reads its reviews and is told why it cannot reply', async ({ page }) => {
  await signIn(page, BASIC, '/partners/review_managements');
  await expect(page.getByRole('heading', { name: '기업 리뷰', level: 1 })).toBeVisible();
  await expect(page.getByText('공식 답변은 브랜딩 상품 이용 기업이 쓸 수 있는 기능입니다')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '답변 작성' })).toHaveCount(0);
  await snap(page, 'reviews-basic-plan');
});
