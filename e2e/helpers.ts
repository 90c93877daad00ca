import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password';

/** Signs in through the sign-in page, as a recruiter would. */
export async function signIn(page: Page, email: string, redirectUrl = '/partners/reputation_management') {
  await page.goto(`/user-session/sign-in?redirect_url=${encodeURIComponent(redirectUrl)}`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/user-session\/sign-in/);
}

export async function openAccountMenu(page: Page, name: RegExp = /계정 메뉴/) {
  await page.getByRole('button', { name }).click();
}

/** An entry of an open drop-down: a link or a button with exactly this name. */
export function menuEntry(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
}

/** Saves a screenshot beside the test's output, kept as a CI artifact. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/e2e/screens/${name}.png`, fullPage: true });
}
