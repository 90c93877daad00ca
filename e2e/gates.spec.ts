import { expect, test } from '@playwright/test';
import { signIn, snap } from './helpers.js';

test('an operator without a role: the modal, then operator management', async ({ page }) => {
  await signIn(page, 'unconfigured@demo.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('접근 권한이 없습니다')).toBeVisible();
  await expect(dialog.getByText('모든 운영자에게 역할을 부여해야 합니다')).toBeVisible();
  await expect(dialog.getByText('운영자 관리로 이동합니다')).toBeVisible();
  await snap(page, 'gate-not-configured');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/partners\/operator_managements/);
});

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

test('terms not accepted: the terms page, then back to the page asked for after accepting', async ({ page }) => {
  await signIn(page, 'noterms@demo.test', '/partners/notifications');
  await expect(page).toHaveURL(/\/partners\/agreements\/tos_recruitment\?redirect_url=/);
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await snap(page, 'gate-terms');
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/partners\/notifications/);
});
