import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { parse } from 'csv-parse/sync';
import { signIn, snap } from './helpers.js';

// The demo company's top operator: the postings and applicants journeys use the same company, each on
// postings of its own (this one copies a posting and closes another).
const ADMIN = 'admin@demo.test';

/** The aria-label Mantine's calendar gives a day under the Korean locale ("15 12월 2026"). */
function calendarDay(date: Date): string {
  return `${date.getUTCDate()} ${date.getUTCMonth() + 1}월 ${date.getUTCFullYear()}`;
}

test('a copy of a posting, given a deadline and sent for review in its own tab, shows in the left menu with its D-day; closing a posting; the applicants CSV read back', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN, '/partners/job_management?status=open');
  const menu = page.getByRole('navigation', { name: '채용 관리 메뉴' });
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(2)).toBeVisible();

  // Copy the first open posting: a draft "… (복사)".
  const source = table.getByRole('row').nth(1);
  const title = ((await source.getByRole('link').first().textContent()) ?? '').trim();
  const copyTitle = `${title} (복사)`;
  await source.getByRole('button', { name: /관리 메뉴$/ }).click();
  await page.getByRole('menuitem', { name: '복사', exact: true }).click();
  await expect(page.getByText('공고를 복사했습니다', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: /임시 저장/ }).click();
  const copy = table.getByRole('link', { name: copyTitle }).first();
  await expect(copy).toBeVisible();

  // The copy opens in a new tab; it needs a deadline (a copy never takes the original's).
  const [form] = await Promise.all([context.waitForEvent('page'), copy.click()]);
  await form.waitForLoadState();
  await expect(form).toHaveURL(/\/partners\/job\/postings\/\d+\/edit$/);
  await expect(form.getByRole('textbox', { name: /공고 제목/ })).toHaveValue(copyTitle);
  await form.getByRole('button', { name: /마감일/ }).click();
  const calendar = form.getByRole('dialog');
  await expect(calendar).toBeVisible();
  // The 20th of next month, in Korea.
  const korea = new Date(Date.now() + 9 * 3_600_000);
  const deadline = new Date(Date.UTC(korea.getUTCFullYear(), korea.getUTCMonth() + 1, 20));
  await calendar.getByRole('button', { name: '다음 달' }).click();
  await calendar.getByRole('button', { name: calendarDay(deadline), exact: true }).click();
  await form.getByRole('button', { name: '검수 요청' }).click();
  await expect(form.getByText('검수를 요청했습니다', { exact: false })).toBeVisible();
  await snap(form, 'recruitment-copy-submitted');
  await form.close();

  // Back in the list's tab: the left menu lists it, in review, with its D-day.
  await page.reload();
  // `.first()`: a retry on the same server finds the first attempt's copy there too.
  const item = menu.getByRole('listitem').filter({ hasText: copyTitle }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText(/D-\d+/);
  await expect(item).toContainText('검수 중');
  await menu.screenshot({ path: 'test-results/e2e/screens/recruitment-left-menu-copy.png' });

  // Close the second open posting (the first is the copy's original, which other journeys may read).
  await page.getByRole('tab', { name: /게시 중/ }).click();
  await expect(page).toHaveURL(/status=open/);
  // The drafts' rows are gone once the open postings have loaded.
  await expect(table.getByRole('link', { name: copyTitle })).toHaveCount(0);
  // An open posting's row by its badge (a stale row of the previous tab has another badge).
  const openRows = table.getByRole('row').filter({ hasText: '게시 중' });
  await expect(openRows.nth(1)).toBeVisible();
  const closing = ((await openRows.nth(1).getByRole('link').first().textContent()) ?? '').trim();
  // Titles can repeat among the demo postings: the left menu loses one item of this title.
  const listed = await menu.getByRole('listitem').filter({ hasText: closing }).count();
  const open = openRows.filter({ has: page.getByRole('link', { name: closing, exact: true }) }).first();
  await open.getByRole('button', { name: /관리 메뉴$/ }).click();
  await page.getByRole('menuitem', { name: '마감', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '공고 마감' });
  await expect(confirm).toContainText(closing);
  await confirm.getByRole('button', { name: /마감/ }).last().click();
  await expect(page.getByText('공고를 마감했습니다')).toBeVisible();
  await page.getByRole('tab', { name: /^마감/ }).click();
  await expect(table.getByRole('link', { name: closing, exact: true })).toBeVisible();
  await expect(menu.getByRole('listitem').filter({ hasText: closing })).toHaveCount(Math.max(0, listed - 1));
  await snap(page, 'recruitment-closed');

  // The applicants of a posting with applicants, downloaded as CSV and read back.
  const withApplicants = menu
    .getByRole('listitem')
    .filter({ hasNotText: '검수 중' })
    .filter({ has: page.locator('a[href*="/partners/applicant_management/"]:not([href*="status=fit"])') })
    .first();
  await withApplicants.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/partners\/applicant_management\/\d+/);
  // The posting's own page (its title is the heading) before its download.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  // Without contacts (with them it is a sensitive export behind a step-up: step-up.spec.ts).
  await page.getByRole('button', { name: '지원자 다운로드' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '연락처 제외 다운로드' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^지원자_.*\.csv$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const rows: string[][] = parse(text.slice(1));
  expect(rows[0]).toEqual(['지원 번호', '이름', '출생연도', '성별', '경력', '직무', '최종 학력', '전형 단계', '열람 여부', '지원일시']);
  expect(rows.length).toBeGreaterThan(1);
  // No contact anywhere in the file.
  for (const row of rows.slice(1)) {
    expect(row).toHaveLength(10);
    expect(row.join(',')).not.toMatch(/01\d-?\d{3,4}-?\d{4}|@/);
  }
});
