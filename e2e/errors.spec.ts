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

test('a script of the build that cannot be loaded: one reload, then the client-error page, reported to the server', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'admin@demo.test', '/partners/notifications');
  // The data area's chunk answers 404, as an old build's chunk does after a deploy.
  const chunk = /\/assets\/data\.routes-[^/]+\.js$/;
  await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"not_found"}' }));
  let loads = 0;
  page.on('load', () => loads++);
  const report = page.waitForRequest((request) => request.url().endsWith('/api/v3/client_errors') && request.method() === 'POST');
  await page.goto('/partners/visitor_statistics');
  await expect(page.getByRole('heading', { name: '화면을 표시하지 못했습니다' })).toBeVisible();
  expect((await report).postDataJSON()).toMatchObject({ kind: 'chunk', path: '/partners/visitor_statistics' });
  // The first load, then the one reload onto what should be the new build; no loop.
  expect(loads).toBe(2);
  await snap(page, 'client-error');
  // Once the chunk is back, 다시 시도 shows the page.
  await page.unroute(chunk);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '방문자 현황' })).toBeVisible();
  // The failed loads of the refused chunk are what this journey caused on purpose.
  const caused = /data\.routes-|dynamically imported module/;
  const others = consoleErrors.filter((error) => !caused.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
