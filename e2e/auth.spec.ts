import { expect, test } from './fixtures.js';
import { PASSWORD, menuEntry, openAccountMenu, signIn, snap } from './helpers.js';

test('signed out, a console page sends to sign-in and comes back after signing in', async ({ page }) => {
  await page.goto('/partners/notifications');
  await expect(page).toHaveURL(/\/user-session\/sign-in\?redirect_url=%2Fpartners%2Fnotifications/);
  await snap(page, 'sign-in');
  await page.getByLabel('이메일').fill('admin@demo.test');
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/partners\/notifications$/);
  await expect(page.getByRole('heading', { name: '알림' }).first()).toBeVisible();
});

test('a wrong password shows an error and stays on the sign-in page', async ({ page }) => {
  await page.goto('/user-session/sign-in');
  await page.getByLabel('이메일').fill('admin@demo.test');
  await page.getByLabel('비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다')).toBeVisible();
  await expect(page).toHaveURL(/\/user-session\/sign-in/);
});

test('log out from the account menu signs out every tab of the session', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test', '/partners/notifications');
  const other = await context.newPage();
  await other.goto('/partners/notifications');
  await expect(other).toHaveURL(/\/partners\/notifications/);

  await openAccountMenu(page);
  await menuEntry(page, '로그아웃').click();
  await expect(page).toHaveURL(/\/user-session\/sign-in/);

  await other.reload();
  await expect(other).toHaveURL(/\/user-session\/sign-in/);
});
