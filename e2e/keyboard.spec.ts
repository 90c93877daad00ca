import { expect, test } from './fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { signIn, snap } from './helpers.js';

// Keyboard-only journeys (issue 30): after signing in, no pointer. Every control is reached with Tab (and
// Shift+Tab) from where the focus is, and worked with the keys a keyboard user has: typing, arrows, Space, Enter.

const ADMIN = 'admin@demo.test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target.toString()}`);
}

/**
 * A select: a searchable one filters by the typed `text`; ArrowDown opens the list (or moves to its first
 * match), Enter chooses the highlighted option.
 */
async function choose(page: Page, target: Locator, text?: string) {
  await tabTo(page, target);
  if (text) await page.keyboard.type(text);
  await page.keyboard.press('ArrowDown');
  if (!text) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('keyboard only: a new posting filled in and sent for review', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, '/partners/job/postings/new');
  const form = page.getByRole('form', { name: '공고 등록' });
  const title = form.getByRole('textbox', { name: /공고 제목/ });
  await expect(title).toBeVisible();
  // The page starts with nothing focused: the first Tabs go through the shell (skip link, menus) to the form.
  await tabTo(page, title, { max: 120 });
  const name = `키보드로 등록한 데이터 엔지니어 채용 (${Date.now() % 10_000})`;
  await page.keyboard.type(name);

  await choose(page, form.getByRole('combobox', { name: '직무 (1차)' }), '개발');
  await choose(page, form.getByRole('combobox', { name: /직무 \(2차/ }), '데이터');
  await page.keyboard.press('Escape');

  // The experience is a radio group: Tab lands on it, an arrow key moves the choice; 경력 asks for its years.
  await tabTo(page, form.getByRole('radio', { name: '신입' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '경력', exact: true })).toBeChecked();
  await tabTo(page, form.getByRole('textbox', { name: '최소', exact: true }));
  await page.keyboard.type('3');
  await tabTo(page, form.getByRole('textbox', { name: '최대', exact: true }));
  await page.keyboard.type('7');

  await choose(page, form.getByRole('combobox', { name: '학력' }));
  await choose(page, form.getByRole('combobox', { name: '고용 형태' }));
  await choose(page, form.getByRole('combobox', { name: '근무 지역' }), '서울');
  await tabTo(page, form.getByRole('textbox', { name: /상세 주소/ }));
  await page.keyboard.type('서울 강남구 테헤란로 123, 8층');

  // Salary: by the company's policy, the second choice of its radio group.
  await tabTo(page, form.getByRole('radio', { name: '금액 입력' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '회사 내규에 따름' })).toBeChecked();

  // Always open: Space ticks the box (the deadline is then not asked for).
  await tabTo(page, form.getByRole('checkbox', { name: '상시 채용' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: '상시 채용' })).toBeChecked();
  await tabTo(page, form.getByRole('textbox', { name: /채용 인원/ }));
  await page.keyboard.type('2');

  // The two rich-text fields: their toolbars are reachable too, the text goes into the editor.
  await tabTo(page, form.getByRole('textbox', { name: '상세 내용 (주요 업무)', exact: true }));
  await page.keyboard.type('사내 데이터 플랫폼의 수집·적재 파이프라인을 설계하고 운영합니다.');
  await tabTo(page, form.getByRole('textbox', { name: '자격 요건', exact: true }));
  await page.keyboard.type('SQL과 Python으로 3년 이상 데이터 파이프라인을 운영한 경험');
  await snap(page, 'keyboard-posting-filled');

  await tabTo(page, form.getByRole('button', { name: '검수 요청' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('검수를 요청했습니다. 검수가 끝나면 공고가 게시됩니다')).toBeVisible();
  // The form stays open on the posting's own address, and the list shows it waiting for review.
  await expect(page).toHaveURL(/\/partners\/job\/postings\/\d+\/edit$/);
  await page.goto('/partners/job_management?status=in_review');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

test('keyboard only: an official reply to an unanswered review', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/partners/review_managements?replied=unreplied');
  const review = page.getByRole('region', { name: '리뷰 목록' }).getByRole('article').first();
  await expect(review).toBeVisible();
  await tabTo(page, review.getByRole('button', { name: '답변 작성' }), { max: 120 });
  await page.keyboard.press('Enter');
  // Opening the editor puts the focus in it.
  const field = review.getByRole('textbox', { name: '공식 답변 내용' });
  await expect(field).toBeFocused();
  const reply = `의견 감사합니다. 말씀해 주신 온보딩 과정은 다음 달부터 담당 멘토를 지정해 개선합니다. (${Date.now() % 10_000})`;
  await page.keyboard.type(reply);
  await tabTo(page, review.getByRole('button', { name: '답변 등록' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('공식 답변을 등록했습니다')).toBeVisible();
  await page.goto('/partners/review_managements?replied=replied');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: reply })
      .getByRole('region', { name: /공식 답변/ }),
  ).toContainText(reply);
});
