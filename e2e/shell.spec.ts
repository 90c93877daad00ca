import { expect, test } from './fixtures.js';
import { menuEntry, openAccountMenu, signIn, snap } from './helpers.js';

const TOP_MENU = ['홈', '기업 관리', '리뷰 관리', '채용 관리', '인재풀', '데이터', '연봉 분석'];

test('the top operator sees every top menu item, the header links and the footer', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  for (const label of TOP_MENU) await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(nav.getByText('NEW')).toBeVisible();
  for (const label of ['이용약관', '개인정보처리방침', '채용 서비스 이용약관', '광고/제휴 문의']) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await snap(page, 'home-admin');

  await nav.getByText('기업 관리', { exact: true }).first().hover();
  for (const child of ['뉴스룸', '기업 정보', '커버 이미지', '기업 소식', '기업 스토리', '보도자료']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${child}`) }).first()).toBeVisible();
  }
  await snap(page, 'menu-company-open');

  await openAccountMenu(page);
  for (const item of ['결제 관리', '운영자 관리', '설정', '로그아웃']) await expect(menuEntry(page, item)).toBeVisible();
  await expect(menuEntry(page, '관리 기업 변경')).toHaveCount(0);
  await snap(page, 'account-menu');
});

test('a basic plan without job-posting biz has no talent pool menu', async ({ page }) => {
  await signIn(page, 'basic@demo.test');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByText('홈', { exact: true }).first()).toBeVisible();
  await expect(nav.getByText('인재풀', { exact: true })).toHaveCount(0);
  await page.goto('/partners/job_seekers/search/index/1');
  await expect(page).toHaveURL(/\/partners\/access_error/);
});

test('the bell shows the latest 5 and leads to all notifications, paged', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: /^알림/ }).click();
  await expect(page.getByText('최근 알림')).toBeVisible();
  await snap(page, 'bell-open');
  await page.getByRole('link', { name: '전체 보기' }).click();
  await expect(page).toHaveURL(/\/partners\/notifications/);
  await expect(page.getByText(/전체 \d+건/)).toBeVisible();
  await page.getByRole('button', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await snap(page, 'notifications-page-2');
});

test('the language switch turns the console into English and back', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await openAccountMenu(page);
  await menuEntry(page, 'English').click();
  await expect(page.getByRole('navigation', { name: /main/i }).getByText('Home', { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await snap(page, 'home-english');
  await openAccountMenu(page, /account menu/i);
  await menuEntry(page, '한국어').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});
