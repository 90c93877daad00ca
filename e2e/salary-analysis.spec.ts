import { expect, test, type Page } from './fixtures.js';
import { csrfHeaders, signIn, snap } from './helpers.js';

const ADMIN = 'admin@demo.test';
const CREATE = '/partners/salary_analysis?status=create';

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the form: the default occupation and industry (development, IT/web/telecom) unless told otherwise. */
async function fillForm(page: Page, values: { experience: string; hope: string; pre?: string; propose?: string; size: string }) {
  await page.getByRole('textbox', { name: /경력 \(년\)/ }).fill(values.experience);
  await page.getByRole('textbox', { name: /후보자 희망 연봉/ }).fill(values.hope);
  if (values.pre) await page.getByRole('textbox', { name: '직전 연봉 (선택)' }).fill(values.pre);
  if (values.propose) await page.getByRole('textbox', { name: '제안 예정 연봉 (선택)' }).fill(values.propose);
  await pick(page, /기업 규모/, values.size);
}

/** The tickets the form says are left. */
async function ticketsLeft(page: Page): Promise<number> {
  const text = await page.getByText(/^남은 이용권 \d+회$/).textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

test('a recruiter requests an analysis, watches it complete, and opens and prints the report', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, CREATE);
  await expect(page.getByRole('heading', { name: '연봉 분석 요청' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /직무 \(대분류\)/ })).toHaveValue('개발');
  await expect(page.getByText('연봉은 세전 금액으로 입력하는 것을 권장합니다.')).toBeVisible();
  const before = await ticketsLeft(page);
  expect(before).toBeGreaterThan(0);

  await fillForm(page, { experience: '5', hope: '6500', pre: '5800', propose: '6200', size: '중견기업' });
  await expect(page.getByText('6,500만원').first()).toBeVisible();
  await snap(page, 'salary-form');
  await page.getByRole('button', { name: '분석 요청' }).click();

  // To the list, where the new request completes while the page watches it.
  await expect(page).toHaveURL(/status=list/);
  await expect(page.getByText('연봉 분석을 요청했습니다')).toBeVisible();
  const table = page.getByRole('table', { name: '연봉 분석 리포트' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('제안 연봉 검토');
  await expect(newest).toContainText('분석 완료', { timeout: 30_000 });
  await snap(page, 'salary-list');

  // The report opens in a new tab: the bare page with the chart, the range and the cohort.
  const [report] = await Promise.all([context.waitForEvent('page'), newest.getByRole('link', { name: '리포트 보기' }).click()]);
  await expect(report).toHaveURL(/\/partners\/salary_anaylysis\/detail\?id=\d+/);
  await expect(report.getByRole('figure', { name: '연봉 분포 차트' })).toBeVisible();
  await expect(report.getByRole('region', { name: '추천 제안 연봉' })).toContainText('만원');
  await expect(report.getByRole('region', { name: '비교 대상' })).toContainText('연봉 데이터');
  await expect(report.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await snap(report, 'salary-report');

  // Print: the browser's dialog is stubbed to count the call; the print layout hides the toolbar.
  await report.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await report.getByRole('button', { name: '인쇄' }).click();
  expect(await report.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await report.emulateMedia({ media: 'print' });
  await expect(report.getByRole('button', { name: '인쇄' })).toBeHidden();
  await expect(report.getByRole('figure', { name: '연봉 분포 차트' })).toBeVisible();
  await snap(report, 'salary-report-print');
  const pdf = await report.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(CREATE);
  expect(await ticketsLeft(page)).toBe(before - 1);
});

test('a request for a thin cohort is reserved without a ticket; when salary data arrives it is analysed and the requester is e-mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, CREATE);
  const before = await ticketsLeft(page);
  // 30 years of experience at a public institution: the demo has no such reports.
  await fillForm(page, { experience: '30', hope: '15000', size: '공공기관' });
  await page.getByRole('button', { name: '분석 요청' }).click();
  await expect(page).toHaveURL(/status=list/);
  await expect(page.getByText('연봉 분석이 예약되었습니다')).toBeVisible();
  const newest = page.getByRole('table', { name: '연봉 분석 리포트' }).getByRole('row').nth(1);
  await expect(newest).toContainText('예약');
  await snap(page, 'salary-reserved');
  await page.goto(CREATE);
  expect(await ticketsLeft(page)).toBe(before);

  // Job seekers report salaries on the public site (the demo adds them for this request's cohort).
  const list = await page.request.get('/api/v5/partners/salary_analyses?status=reserved');
  const { data } = (await list.json()) as { data: { analyses: { id: number }[] } };
  const reserved = data.analyses.reduce((a, b) => (a.id > b.id ? a : b));
  const added = await page.request.post(`/api/demo/salary_analyses/${reserved.id}/salary_reports`, { headers: await csrfHeaders(page) });
  expect(added.ok()).toBe(true);

  // The worker analyses it and mails the requester; the mail links to the report.
  const subject = '[파트너스 콘솔] 예약하신 연봉 분석 리포트가 준비되었습니다';
  // The same data may ready other reserved requests too, each with its own mail: this one's links to its report.
  const mail = page
    .getByRole('article', { name: subject })
    .filter({ hasText: new RegExp(`/partners/salary_anaylysis/detail\\?id=${reserved.id}(?!\\d)`) });
  await expect(async () => {
    await page.goto(`/partners/demo/mailbox?kind=mail&to=${encodeURIComponent(ADMIN)}`);
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snap(page, 'salary-mail');
  await page.goto(`/partners/salary_anaylysis/detail?id=${reserved.id}`);
  await expect(page.getByRole('figure', { name: '연봉 분포 차트' })).toBeVisible();
  // Its ticket is used now (the same data may have let other reserved requests through too, each with its own).
  const analysed = (await (await page.request.get(`/api/v5/partners/salary_analyses/${reserved.id}`)).json()) as {
    data: { analysis: { status: number; ticket_used: boolean } };
  };
  expect(analysed.data.analysis).toMatchObject({ status: 3, ticket_used: true });
});
