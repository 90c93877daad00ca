import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password';

/** The seekers' phone the e2e server opens (scripts/e2e-server.mjs sets DEMO_PHONE_KEY; `npm start` prints its own). */
export const SEEKER_PHONE_PATH = `/demo/seeker_phone/${process.env.DEMO_PHONE_KEY ?? 'e2e-seeker-phone'}`;

/**
 * The home dashboard's welcome tasks modal (decision 0025) covers the page for a company with tasks left.
 * Journeys that land on home are not about it: `signIn` stores today's Korean date as its close date
 * ("오늘 하루 보지 않기", the key of apps/web/src/features/home/welcome-tasks.tsx) before any page script runs,
 * unless `welcome: true` (the dashboard's own spec). The one place the e2e suite moves the modal aside.
 */
export const WELCOME_CLOSED_KEY = 'partners_console_welcome_closed';

async function closeWelcomeTasksForToday(page: Page) {
  await page.addInitScript((key) => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, today);
    } catch {
      // No storage (about:blank): nothing to close.
    }
  }, WELCOME_CLOSED_KEY);
}

/** The CSRF header the API asks of a state-changing call made with the page's cookies (`page.request`). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const { token } = (await (await page.request.get('/api/v3/csrf')).json()) as { token: string };
  return { 'x-csrf-token': token };
}

/**
 * Signs in with the sign-in page's own call (its e-mail and password, in this browser context, so the session
 * cookie is the page's) and opens where the sign-in page would go next. Each journey gets a session of its
 * own: a session carries state (a passed step-up for 30 minutes, a sign-out of every tab). The sign-in page
 * itself, with its form and redirect, is auth.spec.ts's journey; this saves every other journey its page load.
 */
export async function signIn(page: Page, email: string, redirectUrl = '/partners/reputation_management', options: { welcome?: boolean } = {}) {
  if (!options.welcome) await closeWelcomeTasksForToday(page);
  const response = await page.request.post('/api/v3/user_session', {
    headers: await csrfHeaders(page),
    data: { email, password: PASSWORD, redirect_url: redirectUrl },
  });
  expect(response.ok(), `sign-in of ${email}: ${response.status()} ${await response.text()}`).toBe(true);
  const { data } = (await response.json()) as { data: { redirect_url?: string } };
  await page.goto(data.redirect_url ?? redirectUrl);
  await expect(page).not.toHaveURL(/\/user-session\/sign-in/);
}

export async function openAccountMenu(page: Page, name: RegExp = /계정 메뉴/) {
  await page.getByRole('button', { name }).click();
}

/** An entry of an open drop-down: a link or a button with exactly this name. */
export function menuEntry(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
}

/** Saves a screenshot beside the test's output, kept as a CI artifact. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/e2e/screens/${name}.png`, fullPage: true });
}

/**
 * The code in the newest one-time-password mail to `to`, read from the demo mailbox's API with the page's
 * cookies (the mailbox page is a console page, which a company behind the configuration gate cannot show),
 * or '' when there is none.
 */
export async function newestStepUpCode(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`/api/demo/mailbox?kind=mail&to=${encodeURIComponent(to)}`);
  if (!response.ok()) return '';
  const { data } = (await response.json()) as { data: { results: { subject: string | null; text: string }[] } };
  const newest = data.results.find((m) => m.subject === '[파트너스 콘솔] 본인 확인 인증번호를 알려 드립니다');
  return /인증번호: (\d{6})/.exec(newest?.text ?? '')?.[1] ?? '';
}

/**
 * Presses 인증번호 받기 on the step-up page until the page says the code was sent: a code sent to the same user
 * moments ago (an earlier journey) holds the next one back for up to the resend cooldown (30 s,
 * STEP_UP.resendCooldownSeconds in the contract), and the page says so; a user sends again once the wait is over.
 * The limit covers a whole cooldown, whichever journey ran just before.
 */
export async function sendStepUpCode(page: Page, sent: RegExp = /^인증번호를 보냈습니다: /): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByText(sent)).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [1_000, 2_000], timeout: 40_000 });
}

/** The newest one-time code that `read` finds once it differs from `before` (the worker sends it a moment later). */
export async function newCode(read: () => Promise<string>, before: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        code = await read();
        return code !== '' && code !== before;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return code;
}

/**
 * On the step-up page a sensitive action led to (decision 0027): has the code mailed, reads it in the demo
 * mailbox, types it, and waits to be back where the action was asked for, as a user would.
 */
export async function passStepUp(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/partners\/certify_otp\?redirect_url=/);
  const back = new URL(page.url()).searchParams.get('redirect_url') ?? '';
  const before = await newestStepUpCode(page, email);
  await page.getByRole('radio', { name: '이메일' }).check();
  await sendStepUpCode(page);
  const code = await newCode(() => newestStepUpCode(page, email), before);
  await page.getByLabel('인증번호 6자리').first().click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === back);
}

/**
 * Puts an operator's talent pool in a known state: no privacy agreement and no saved search of theirs (the demo
 * admin's seeded ones are deleted too). The saved searches are listed only after the agreement, so it agrees first.
 * Journeys that agree or save call it before (a retry on the same server) and after (any later journey, e.g. the
 * applicants' fit candidates, meets the agreement step as on a fresh server).
 */
export async function resetTalentPool(page: Page): Promise<void> {
  const headers = await csrfHeaders(page);
  const agreement = (value: boolean) =>
    page.request.post('/api/v3/resumes/components/matchings', { headers, data: { matchings: { privacy_agreement: { value } } } });
  expect((await agreement(true)).ok()).toBe(true);
  const listed = await page.request.get('/hr/save_search_queries?page=1');
  expect(listed.ok()).toBe(true);
  // The list holds the company's shared searches too; only the operator's own are theirs to delete.
  const { data } = (await listed.json()) as { data: { hr_save_search_queries: { id: number; mine: boolean }[] } };
  for (const saved of data.hr_save_search_queries.filter((s) => s.mine)) {
    expect((await page.request.delete(`/hr/save_search_queries/${saved.id}`, { headers })).ok()).toBe(true);
  }
  expect((await agreement(false)).ok()).toBe(true);
}
