import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.js';
import { parse } from 'csv-parse/sync';
import { sendStepUpCode, signIn, snap } from './helpers.js';

const ADMIN = 'admin@demo.test';
const WITH_CONTACTS = '연락처 포함 다운로드 (본인 인증 필요)';

/** A live posting of the demo company with applicants. */
async function postingWithApplicants(page: Page): Promise<{ id: number; title: string }> {
  const response = await page.request.get('/api/v5/partners/job/postings/summary');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { postings: { id: number; title: string; applicant_count: number }[] } };
  const posting = body.data.postings.find((p) => p.applicant_count > 0);
  if (!posting) throw new Error('the demo company has no posting with applicants');
  return posting;
}

/** The newest text message to the operator in the demo mailbox (its text), or '' when there is none. */
async function newestText(mailbox: Page): Promise<string> {
  const first = mailbox.getByRole('list', { name: '받은 메시지' }).getByRole('article').first();
  return (await first.count()) > 0 ? ((await first.textContent()) ?? '') : '';
}

test('a download with contacts asks for a one-time password: the code from the demo mailbox, back to the applicants, the CSV with contacts', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, '/partners/notifications');
  const posting = await postingWithApplicants(page);
  await page.goto(`/partners/applicant_management/${posting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: posting.title })).toBeVisible();

  // The mailbox, open beside the console as a demo would have it: what is there before the code.
  const mailbox = await context.newPage();
  await mailbox.goto(`/partners/demo/mailbox?kind=sms&to=${encodeURIComponent(ADMIN)}`);
  await expect(mailbox.getByRole('heading', { level: 1, name: '메일함' })).toBeVisible();
  await expect(mailbox.getByRole('status', { name: '불러오는 중입니다' })).toHaveCount(0);
  const before = await newestText(mailbox);

  // With contacts: the server asks for a step-up, and the console goes to the one-time-password page.
  await page.getByRole('button', { name: '지원자 다운로드' }).click();
  await page.getByRole('menuitem', { name: WITH_CONTACTS }).click();
  await expect(page).toHaveURL(/\/partners\/certify_otp\?redirect_url=/);
  await expect(page.getByRole('heading', { level: 1, name: '본인 확인' })).toBeVisible();
  await expect(page.getByText('중요한 작업을 위해 본인 확인이 필요합니다', { exact: false })).toBeVisible();
  await snap(page, 'step-up-page');
  await page.getByRole('radio', { name: /문자\(SMS\)/ }).check();
  await sendStepUpCode(page, /^인증번호를 보냈습니다: 010-\*\*\*\*-\d{4}$/);
  await expect(page.getByText(/^남은 시간 [23]:\d{2}$/)).toBeVisible();

  // The code arrives in the demo mailbox (it refreshes itself).
  await mailbox.bringToFront();
  await expect.poll(() => newestText(mailbox), { timeout: 20_000 }).not.toBe(before);
  const message = await newestText(mailbox);
  const code = /\[(\d{6})\]/.exec(message)?.[1];
  expect(code, message).toMatch(/^\d{6}$/);
  await snap(mailbox, 'step-up-mailbox');

  // Typed into the six boxes, it is sent as soon as it is complete; back on the applicants page.
  await page.bringToFront();
  await page.getByLabel('인증번호 6자리').first().click();
  await page.keyboard.type(code ?? '');
  await expect(page).toHaveURL(new RegExp(`/partners/applicant_management/${posting.id}$`));
  await expect(page.getByText('본인 인증이 완료되었습니다. 작업을 다시 진행해 주세요')).toBeVisible();
  await snap(page, 'step-up-returned');

  // The same download now goes through, with the contact columns.
  await page.getByRole('button', { name: '지원자 다운로드' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: WITH_CONTACTS }).click()]);
  expect(download.suggestedFilename()).toMatch(/^지원자_.*\.csv$/);
  const rows: string[][] = parse((await readFile((await download.path()) ?? '', 'utf8')).slice(1));
  expect(rows[0]?.slice(-2)).toEqual(['휴대폰', '이메일']);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows[1]?.at(-2)).toMatch(/^01\d-/);
});
