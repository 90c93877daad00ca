import { expect, test, type Page } from '@playwright/test';
import { signIn, snap } from './helpers.js';

const OPERATORS = '/partners/operator_managements';

test('a company whose operator has no role follows the gate to operators, gives the role and reaches home', async ({ page }) => {
  await signIn(page, 'unconfigured@demo.test');
  const gate = page.getByRole('dialog');
  await expect(gate.getByText('모든 운영자에게 역할을 부여해야 합니다')).toBeVisible();
  await gate.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(new RegExp(OPERATORS));
  await expect(page.getByText('모든 운영자에게 역할을 부여해야 콘솔을 이용할 수 있습니다')).toBeVisible();
  const roleless = page.getByRole('row').filter({ hasText: '역할 미지정' });
  await expect(roleless).toHaveCount(1);
  await snap(page, 'operators-not-configured');

  // A first role needs no one-time code (decision 0019): the company unblocks itself here.
  await roleless.getByRole('combobox').selectOption({ label: '매니저' });
  await expect(page.getByText('모든 운영자에게 역할을 부여했습니다')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '역할 미지정' })).toHaveCount(0);
  await snap(page, 'operators-configured');
  await page.getByRole('link', { name: '홈으로 이동' }).click();
  await expect(page).toHaveURL(/\/partners\/reputation_management/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
});

/** The invitation link of the newest mail to `to`, read off the demo mailbox page as a demo would. */
async function invitationLinkFromMailbox(page: Page, to: string): Promise<string> {
  const subject = '[잡플래닛 파트너스] 누리클라우드의 운영자로 초대되었습니다';
  // The worker sends the mail a moment after the invitation: look again until it is there.
  await expect(async () => {
    await page.goto('/partners/demo/mailbox');
    await expect(page.getByText(to).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const linkText = page.getByText(/\/invitations\/accept\/[\w-]+/).first();
  // A list that shows subjects only opens the mail first.
  if (!(await linkText.isVisible())) await page.getByText(subject).first().click();
  await expect(linkText).toBeVisible();
  await snap(page, 'operators-invitation-mail');
  const found = /\/invitations\/accept\/[\w-]+/.exec(await linkText.innerText())?.[0];
  if (!found) throw new Error('no invitation link in the mail');
  return found;
}

test('an admin invites an operator, who accepts from the mailed link with a new account and lands in the console', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, 'admin@demo.test', OPERATORS);
  const invitee = `e2e.${Date.now()}@nuricloud.co.kr`;
  await page.getByRole('button', { name: '운영자 초대' }).click();
  const dialog = page.getByRole('dialog', { name: '운영자 초대' });
  await dialog.getByLabel('이메일').fill(invitee);
  await dialog.getByRole('radio', { name: /매니저/ }).check();
  await dialog.getByRole('button', { name: '초대 메일 보내기' }).click();
  await expect(page.getByText(`${invitee}에게 초대 메일을 보냈습니다`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: invitee })).toContainText('초대 중');
  await snap(page, 'operators-invited');

  test.skip((await page.request.get('/api/demo/mailbox')).status() === 404, 'the demo mailbox is not in this build yet');
  const link = await invitationLinkFromMailbox(page, invitee);

  // The invitee: another browser, not signed in.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: '누리클라우드의 운영자로 초대되었습니다' })).toBeVisible();
  await invited.getByRole('textbox', { name: '이름' }).fill('정지우');
  await invited.getByLabel(/^비밀번호(?! 확인)/).fill('welcome2026');
  await invited.getByLabel(/^비밀번호 확인/).fill('welcome2026');
  await snap(invited, 'operators-accept');
  await invited.getByRole('button', { name: '계정 만들고 수락하기' }).click();
  await expect(invited).toHaveURL(/\/partners\/reputation_management/);
  await expect(invited.getByText('정지우').first()).toBeVisible();
  await snap(invited, 'operators-accepted');

  // The link works once.
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: '이미 사용한 초대입니다' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: invitee })).toContainText('활성');
});
