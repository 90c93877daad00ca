import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { signIn, snap } from './helpers.js';

// An operator without a role (unconfigured@demo.test): its gate is the first step of the operators journey, which
// gives the role for good (operators.spec.ts).

test('without permission: the access error page', async ({ page }) => {
  await signIn(page, 'nopermission@demo.test');
  await expect(page).toHaveURL(/\/partners\/access_error/);
  await expect(page.getByText('접근 권한이 없습니다').first()).toBeVisible();
  await snap(page, 'gate-no-permission');
});

test('without alri authorization: reputation management sends to the consulting application', async ({ page }) => {
  await signIn(page, 'noalri@demo.test');
  await expect(page).toHaveURL(/\/partners\/renewal_brandservice\?apply_on=reputation_management/);
  await expect(page.getByRole('heading', { name: '상담 신청' })).toBeVisible();
  await snap(page, 'gate-no-alri');
});

test('without alri authorization: from another page to the home, the brand-service page, and 돌아가기 back', async ({ page }) => {
  await signIn(page, 'noalri@demo.test', '/partners/notifications');
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '홈', exact: true }).click();
  await expect(page).toHaveURL(/\/partners\/renewal_brandservice\?apply_on=reputation_management&redirect_url=/);
  await expect(page.getByRole('heading', { name: '상담 신청' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  // The home would send the user here again: the way back skips it.
  await page.getByRole('link', { name: '돌아가기' }).click();
  await expect(page).toHaveURL(/\/partners\/notifications$/);
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
});

// The only journey of 하늘정밀 (noterms@demo.test): accepting the terms cannot be undone.
test('terms not accepted: the console opens, recruitment goes to the terms page, and back after accepting', async ({ page }) => {
  await signIn(page, 'noterms@demo.test', '/partners/reputation_management');
  await expect(page).toHaveURL(/\/partners\/reputation_management$/);
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  await page.goto('/partners/job_management?status=open');
  await expect(page).toHaveURL(/\/partners\/agreements\/tos_recruitment\?redirect_url=/);
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await snap(page, 'gate-terms');
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/partners\/job_management\?status=open$/);
});
