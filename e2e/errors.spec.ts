import { expect, test } from './fixtures.js';
import { signIn, snap } from './helpers.js';

test('/error/500 and /error/503 show the maintenance pages', async ({ page }) => {
  for (const code of ['500', '503']) {
    await page.goto(`/error/${code}`);
    await expect(page.getByRole('heading', { name: '서버 점검 중입니다' })).toBeVisible();
    await snap(page, `error-${code}`);
  }
});

test('any other path outside the console is not a normal access', async ({ page }) => {
  await page.goto('/somewhere/else');
  await expect(page.getByRole('heading', { name: '정상적인 접근이 아닙니다' })).toBeVisible();
  await snap(page, 'not-normal-access');
});

test('unknown console paths and the console root go to reputation management', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/partners/no/such/page');
  await expect(page).toHaveURL(/\/partners\/reputation_management$/);
  await page.goto('/partners');
  await expect(page).toHaveURL(/\/partners\/reputation_management$/);
});

test('a section whose issue is not built says so plainly', async ({ page }) => {
  // The data area is built (issue 21); a recruitment path no issue has built yet still shows the notice.
  await signIn(page, 'admin@demo.test', '/partners/job_management/unknown');
  await expect(page.getByText('이 메뉴는 아직 준비 중입니다')).toBeVisible();
  await snap(page, 'placeholder');
});
