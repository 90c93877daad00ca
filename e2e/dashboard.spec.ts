import { expect, test, type Page } from './fixtures.js';
import sharp from 'sharp';
import { WELCOME_CLOSED_KEY, signIn, snap } from './helpers.js';

/** The nine slots of the home dashboard (decision 0025), by their headings; the banner by its region. */
const SLOT_HEADINGS = [
  '최근 소식',
  '서비스 이용 현황',
  '방문자 현황',
  '외부 평판',
  '임직원 리뷰 요약',
  '항목별 평점',
  '진행 중인 공고',
  '상담 요청 내역',
];

async function expectSlotsLoaded(page: Page) {
  for (const name of SLOT_HEADINGS) {
    const slot = page.getByRole('region', { name });
    await expect(slot).toBeVisible();
    // Loaded: no skeleton and no failure left in the slot.
    await expect(slot.getByRole('status', { name: '불러오는 중' })).toHaveCount(0);
    await expect(slot.getByRole('alert')).toHaveCount(0);
  }
}

test('the dashboard of 누리클라우드 shows every slot with its data', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/partners\/reputation_management/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectSlotsLoaded(page);
  // Banner: the premium plan's campaign, a same-origin SVG.
  const banner = page.getByRole('region', { name: '공지 배너' }).getByRole('img');
  await expect(banner).toHaveAttribute('src', '/dashboard/banners/visitor-report.svg');
  expect((await page.request.get('/dashboard/banners/visitor-report.svg')).status()).toBe(200);
  // The event log lists what the seed's recent applications, reviews and answered proposals recorded.
  const log = page.getByRole('region', { name: '최근 소식' });
  expect(await log.getByRole('listitem').count()).toBeGreaterThan(0);
  // §1 ratings of 누리클라우드: GOOD (완벽).
  await expect(page.getByRole('region', { name: '외부 평판' }).getByText('완벽')).toBeVisible();
  // The communication history, paged.
  const sales = page.getByRole('region', { name: '상담 요청 내역' });
  await expect(sales.getByRole('row')).toHaveCount(6);
  await sales.getByRole('button', { name: '2', exact: true }).click();
  await expect(sales.getByRole('row')).not.toHaveCount(6);
  await snap(page, 'dashboard-admin');
});

test('on a phone the slots below the first screen come without scrolling, and Tab reaches them (issue 31)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/partners\/reputation_management/);
  // The slots below render when the browser is idle: nothing is left waiting for a scroll.
  await expect(page.locator('[data-placeholder]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '진행 중인 공고' }).getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A keyboard user tabbing down from the top reaches a live posting of the slot near the page's end.
  const postings = page.getByRole('region', { name: '진행 중인 공고' });
  let reached = false;
  for (let presses = 0; presses < 200 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await postings.evaluate((region) => region.contains(document.activeElement));
  }
  expect(reached).toBe(true);
});

/** A 1600×600 PNG for the cover (wider than 16:5, so the crop step has something to cut). */
async function coverPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
    <rect width="1600" height="600" fill="#1d4ed8"/><circle cx="1200" cy="180" r="140" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('the welcome tasks tick the cover photo once a cover is uploaded', async ({ page }) => {
  test.setTimeout(90_000);
  // Company 7 (premium) has a profile, review answers and postings, no cover yet.
  await signIn(page, 'other@demo.test', '/partners/reputation_management', { welcome: true });
  const dialog = page.getByRole('dialog', { name: '시작하기: 다섯 가지만 해 보세요' });
  await expect(dialog).toBeVisible();
  const cover = dialog.locator('[data-task="cover_photo"]');
  await expect(cover).toHaveAttribute('data-done', 'false');
  await expect(dialog.locator('[data-task="profile"]')).toHaveAttribute('data-done', 'true');
  await snap(page, 'dashboard-welcome-before');

  // The task links to where it is done: the cover image page.
  await cover.getByRole('link').click();
  await expect(page).toHaveURL(/\/partners\/business_managements\/cover_image/);
  await page.locator('input[type="file"]').setInputFiles({ name: '사무실.png', mimeType: 'image/png', buffer: await coverPhoto() });
  await expect(page.getByText('보일 영역을 정해 주세요')).toBeVisible();
  await page.getByRole('button', { name: '올리기', exact: true }).click();
  await expect(page.getByText('커버 이미지를 바꿨습니다')).toBeVisible();

  // Back home: the cover task is ticked.
  await page.goto('/partners/reputation_management');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-task="cover_photo"]')).toHaveAttribute('data-done', 'true');
  await snap(page, 'dashboard-welcome-after');

  // 오늘 하루 보지 않기: stored, and the next visit today has no modal.
  await dialog.getByRole('checkbox', { name: '오늘 하루 보지 않기' }).check();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), WELCOME_CLOSED_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('button', { name: '닫기', exact: true }).click();
  await page.reload();
  await expectSlotsLoaded(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, 'dashboard-few-data');
});
