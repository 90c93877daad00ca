import { expect, test } from './fixtures.js';
import { signIn, snap } from './helpers.js';

const ADMIN = 'admin@demo.test';
const TITLE = '결제 플랫폼 백엔드 개발자 (Java/Spring) 경력 채용';

test('postings: the list with the left menu → a new posting (checked, saved as a draft) → the draft in the list', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, '/partners/job_management');
  await expect(page.getByRole('heading', { name: '전체 공고' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '채용 관리 메뉴' });
  await expect(menu.getByRole('link', { name: '전체 공고' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tablist', { name: '공고 상태' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText('아직 등록한 공고가 없습니다'))).toBeVisible();
  await snap(page, 'postings-list');
  await menu.screenshot({ path: 'test-results/e2e/screens/postings-left-menu.png' });
  // A row's actions: a keyboard-reachable menu of what the posting allows.
  await page
    .getByRole('button', { name: /관리 메뉴$/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/screens/postings-row-menu.png' });
  await page.keyboard.press('Escape');

  // An open posting's form: filled from the server, saved in place.
  await page.getByRole('tab', { name: /게시 중/ }).click();
  await expect(page).toHaveURL(/status=open/);
  // A row of an open posting, whether or not the tab's rows have replaced the previous tab's yet.
  const openRow = page.getByRole('table').getByRole('row').filter({ hasText: '게시 중' }).first();
  const href = await openRow.getByRole('link').first().getAttribute('href');
  const edit = await context.newPage();
  await edit.goto(href ?? '');
  await expect(edit.getByRole('button', { name: '저장', exact: true })).toBeVisible();
  await expect(edit.getByRole('textbox', { name: /공고 제목/ })).not.toHaveValue('');
  await snap(edit, 'posting-form-open');
  await edit.close();

  // The register button opens the form in a new tab.
  const [form] = await Promise.all([context.waitForEvent('page'), menu.getByRole('link', { name: '공고 등록' }).click()]);
  await form.waitForLoadState();
  await expect(form).toHaveURL(/\/partners\/job\/postings\/new$/);
  await form.getByRole('button', { name: '검수 요청' }).click();
  await expect(form.getByText('필수 입력 항목입니다').first()).toBeVisible();
  await snap(form, 'posting-form-errors');

  await form.getByRole('textbox', { name: /공고 제목/ }).fill(TITLE);
  await form.getByText('금액 입력', { exact: true }).click();
  await form.getByRole('textbox', { name: '최소 연봉' }).fill('5000');
  await form.getByRole('textbox', { name: '최대 연봉' }).fill('12000');
  await expect(form.getByText('5,000만원 ~ 1억 2,000만원')).toBeVisible();
  await snap(form, 'posting-form-filled');
  await form.getByRole('button', { name: /마감일/ }).click();
  // The calendar's opening transition is over once it is fully opaque.
  await expect(form.getByRole('dialog')).toHaveCSS('opacity', '1');
  await form.screenshot({ path: 'test-results/e2e/screens/posting-form-deadline.png' });
  await form.keyboard.press('Escape');
  await form.getByRole('button', { name: '임시 저장' }).click();
  // The notice first: it shows for 4 s from the save's answer, and the page moves to the draft's address at the
  // same moment (waiting for the address first left the notice less time than a loaded machine can need).
  await expect(form.getByText('임시 저장했습니다')).toBeVisible();
  await expect(form).toHaveURL(/\/partners\/job\/postings\/\d+\/edit$/);
  const draft = new URL(form.url()).pathname;

  // This draft, by its address: an earlier run on the same server (a retry, a repeat) saved one of the same title.
  await page.reload();
  await page.getByRole('tab', { name: /임시 저장/ }).click();
  await expect(page.getByRole('link', { name: TITLE }).and(page.locator(`[href="${draft}"]`))).toBeVisible();
  await snap(page, 'postings-list-drafts');
});

test('postings: a company without job-posting biz registers through the payment page', async ({ page }) => {
  await signIn(page, 'basic@demo.test', '/partners/job_management');
  const register = page.getByRole('navigation', { name: '채용 관리 메뉴' }).getByRole('link', { name: '공고 등록' });
  await expect(register).toHaveAttribute('href', /recruitment\/payment/);
  await snap(page, 'postings-list-basic');
});
