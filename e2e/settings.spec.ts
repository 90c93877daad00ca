import { expect, test, type Page } from './fixtures.js';
import { PASSWORD, csrfHeaders, passStepUp, snap } from './helpers.js';

/**
 * 한결물산's top operator: its password is put back at the end whatever happens. The change signs out the account's
 * other sessions, so no journey may use other@demo.test at the same time (dashboard.spec.ts signs in with it too;
 * one worker runs one journey at a time, decision 0029).
 */
const EMAIL = 'other@demo.test';
const NEW_PASSWORD = 'e2e-Harbor-2026';
const SETTINGS = '/partners/marketing_managements';

async function signInWith(page: Page, password: string, redirectUrl = SETTINGS) {
  await page.goto(`/user-session/sign-in?redirect_url=${encodeURIComponent(redirectUrl)}`);
  await page.getByLabel('이메일').fill(EMAIL);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/user-session\/sign-in/);
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel(/^현재 비밀번호/).fill(current);
  await page.getByLabel(/^새 비밀번호(?! 확인)/).fill(next);
  await page.getByLabel(/^새 비밀번호 확인/).fill(next);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
}

/** Puts the demo password back through the API (a failed run must not leave the account locked out). */
async function restoreThroughApi(page: Page) {
  await page.request.put('/api/v5/partners/settings/password', {
    headers: await csrfHeaders(page),
    data: { current_password: NEW_PASSWORD, new_password: PASSWORD },
  });
}

test('settings: a preference is saved, a password change signs the other browser out, and the new password signs in', async ({ browser }) => {
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  // The step-up's mail arrives through the job worker: a few seconds more than a plain journey.
  test.setTimeout(90_000);
  let changed = false;
  try {
    await signInWith(other, PASSWORD, '/partners/notifications');
    await signInWith(page, PASSWORD);
    await expect(page.getByRole('heading', { name: '설정', level: 1 })).toBeVisible();

    // A preference, saved as it is flipped, is still there after a reload.
    const review = page.getByRole('switch', { name: '새 리뷰 이메일 알림' });
    const before = await review.isChecked();
    await review.click({ force: true });
    await expect(page.getByText('알림 설정을 저장했습니다')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: '새 리뷰 이메일 알림' })).toBeChecked({ checked: !before });

    // Both browsers are listed, this one marked.
    const devices = page.getByRole('list', { name: '로그인된 기기' });
    await expect(devices.getByTestId('session-row')).not.toHaveCount(1);
    await expect(devices.getByTestId('session-row').first().getByText('현재 기기')).toBeVisible();
    await snap(page, 'settings');

    // A password change needs the one-time code (decision 0027): the first try goes to it and back.
    await changePassword(page, PASSWORD, NEW_PASSWORD);
    await passStepUp(page, EMAIL);
    await changePassword(page, PASSWORD, NEW_PASSWORD);
    await expect(page.getByRole('status').filter({ hasText: '비밀번호를 변경했습니다.' })).toContainText(/다른 기기 \d+대에서 로그아웃되었습니다/);
    changed = true;
    await expect(devices.getByTestId('session-row')).toHaveCount(1);
    await snap(page, 'settings-password-changed');

    // The other browser was signed out; the new password signs it in again, the old one does not.
    await other.reload();
    await expect(other).toHaveURL(/\/user-session\/sign-in/);
    await other.getByLabel('이메일').fill(EMAIL);
    await other.getByLabel('비밀번호').fill(PASSWORD);
    await other.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(other.getByText('이메일 또는 비밀번호가 올바르지 않습니다')).toBeVisible();
    await signInWith(other, NEW_PASSWORD, '/partners/notifications');
    await expect(other).toHaveURL(/\/partners\/notifications/);

    // Back to the demo password, through the page.
    await changePassword(page, NEW_PASSWORD, PASSWORD);
    await expect(page.getByRole('status').filter({ hasText: '비밀번호를 변경했습니다.' })).toBeVisible();
    changed = false;
  } finally {
    if (changed) await restoreThroughApi(page);
    await here.close();
    await elsewhere.close();
  }
});
