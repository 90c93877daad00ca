import { expect, test, type Page } from './fixtures.js';
import { newCode, passStepUp, sendStepUpCode, signIn, snap } from './helpers.js';

const OPERATORS = '/partners/operator_managements';

// The only journey of 새솔바이오 (unconfigured@demo.test): giving the role cannot be undone, so the gate's modal is
// checked here, before it, and no other journey may expect the company unconfigured.
test('a company whose operator has no role follows the gate to operators, gives the role and reaches home', async ({ page }) => {
  await signIn(page, 'unconfigured@demo.test');
  const gate = page.getByRole('dialog');
  await expect(gate.getByText('접근 권한이 없습니다')).toBeVisible();
  await expect(gate.getByText('모든 운영자에게 역할을 부여해야 합니다')).toBeVisible();
  await expect(gate.getByText('운영자 관리로 이동합니다')).toBeVisible();
  await snap(page, 'gate-not-configured');
  await gate.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(new RegExp(OPERATORS));
  await expect(page.getByText('모든 운영자에게 역할을 부여해야 콘솔을 이용할 수 있습니다')).toBeVisible();
  const roleless = page.getByRole('row').filter({ hasText: '역할 미지정' });
  await expect(roleless).toHaveCount(1);
  await snap(page, 'operators-not-configured');

  // A first role grants access too: the one-time code first (decision 0027), then the company unblocks itself here.
  await roleless.getByRole('combobox').selectOption({ label: '매니저' });
  await passStepUp(page, 'unconfigured@demo.test');
  await page.getByRole('row').filter({ hasText: '역할 미지정' }).getByRole('combobox').selectOption({ label: '매니저' });
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
  const subject = '[파트너스 콘솔] 누리클라우드의 운영자로 초대되었습니다';
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
  baseURL,
}) => {
  // The step-up's mail and the invitation's arrive through the job worker.
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test', OPERATORS);
  const invitee = `e2e.${Date.now()}@nuricloud.co.kr`;
  // Inviting grants access: the console asks for the one-time code before the form opens (decision 0027).
  await page.getByRole('button', { name: '운영자 초대' }).click();
  await passStepUp(page, 'admin@demo.test');
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
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
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

  // Back on the operators page (the admin's tab read the mailbox): the invitee is an active operator now.
  await page.goto(OPERATORS);
  await expect(page.getByRole('row').filter({ hasText: invitee })).toContainText('활성');
});

/** The code in the newest one-time-password mail to `to` in the demo mailbox, or '' when there is none. */
async function newestCode(mailbox: Page, to: string): Promise<string> {
  await mailbox.goto(`/partners/demo/mailbox?kind=mail&to=${encodeURIComponent(to)}`);
  await expect(mailbox.getByRole('heading', { level: 1, name: '메일함' })).toBeVisible();
  // Loaded: the list is there or says it is empty (no fixed wait for a mail that may not exist).
  await expect(mailbox.getByRole('status', { name: '불러오는 중입니다' })).toHaveCount(0);
  const newest = mailbox.getByRole('article', { name: '[파트너스 콘솔] 본인 확인 인증번호를 알려 드립니다' }).first();
  const text = (await newest.count()) > 0 ? ((await newest.textContent()) ?? '') : '';
  return /인증번호: (\d{6})/.exec(text)?.[1] ?? '';
}

test('an admin changes a role through the one-time code from the mail, and changes it back without asking again', async ({ page, context }) => {
  test.setTimeout(120_000);
  const ADMIN = 'admin@demo.test';
  await signIn(page, ADMIN, OPERATORS);
  // 이민호: a seeded manager of the admin's company (never signed in).
  const row = page.getByRole('row').filter({ hasText: '이민호' });
  const role = row.getByRole('combobox', { name: '이민호의 역할' });
  await expect(role).toHaveValue('manager');

  const mailbox = await context.newPage();
  const before = await newestCode(mailbox, ADMIN);

  // A role change is sensitive: the server asks for a step-up and the console goes to the code page.
  await page.bringToFront();
  await role.selectOption({ label: '최고 운영자' });
  await expect(page).toHaveURL(/\/partners\/certify_otp\?redirect_url=/);
  await page.getByRole('radio', { name: '이메일' }).check();
  await sendStepUpCode(page);

  // The worker sends the mail a moment later.
  const code = await newCode(() => newestCode(mailbox, ADMIN), before);

  // A wrong code is refused and counted; the right one returns to the operators page.
  await page.bringToFront();
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('인증번호 6자리').first().click();
  await page.keyboard.type(wrong);
  await expect(page.getByText(/남은 시도 4번/)).toBeVisible();
  await page.getByLabel('인증번호 6자리').first().click();
  await page.keyboard.type(code ?? '');
  await expect(page).toHaveURL(new RegExp(`${OPERATORS}$`));
  await expect(page.getByText('본인 인증이 완료되었습니다. 작업을 다시 진행해 주세요')).toBeVisible();

  // The change goes through now, and for the next 30 minutes the next one needs no code.
  await role.selectOption({ label: '최고 운영자' });
  await expect(role).toHaveValue('admin');
  await page.reload();
  await expect(role).toHaveValue('admin');
  await snap(page, 'operators-role-changed');
  await role.selectOption({ label: '매니저' });
  await expect(role).toHaveValue('manager');
  await page.reload();
  await expect(role).toHaveValue('manager');
  await expect(page).toHaveURL(new RegExp(`${OPERATORS}$`));
});
