import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SESSION_REF_PATTERN, sessionsResponse, settingsResponse } from '@partners/contract';
import { auditEvents, sessions, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/password.js';
import { SESSION_COOKIE } from '../../platform/sessions.js';
import { sha256 } from '../../platform/tokens.js';
import { makeCompany, makeUser, signInAs, type MadeUser } from '../../test/factories.js';
import { Client, createTestApp, type TestApp } from '../../test/harness.js';
import { setStepUp } from '../../test/step-up.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInMaxFailures: 3 });
});
afterAll(() => t.close());

const SETTINGS = '/api/v5/partners/settings';
const INFO = '/api/v3/business_center/info/info';
const NEW_PASSWORD = 'blue-harbor-2026';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function operator(): Promise<MadeUser> {
  return makeUser(t.database.db, { company: await makeCompany(t.database.db) });
}

/** Signs `user` in from a browser with this agent and address, as the sign-in page would. */
async function signInFrom(user: MadeUser, userAgent: string, remoteAddress: string): Promise<Client> {
  const client = new Client(t.app);
  const response = await client.request({
    method: 'POST',
    url: '/api/v3/user_session',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return client;
}

const putPassword = (client: Client, current_password: string, new_password: string) =>
  client.request({ method: 'PUT', url: `${SETTINGS}/password`, payload: { current_password, new_password } });
/** The change as the page makes it: after the one-time-password step-up it needs (decision 0027). */
async function changePassword(client: Client, current_password: string, new_password: string) {
  await setStepUp(t.database.db, client);
  return putPassword(client, current_password, new_password);
}

async function sessionsOf(client: Client) {
  const response = await client.get(`${SETTINGS}/sessions`);
  expect(response.statusCode).toBe(200);
  return sessionsResponse.parse(response.json()).data;
}

describe('password change', () => {
  it('needs a fresh step-up: without one it is refused before the current password is checked, and nothing changes', async () => {
    const user = await operator();
    const client = await signInAs(t.app, user);
    for (const until of [null, new Date(Date.now() - 1_000)]) {
      await setStepUp(t.database.db, client, until);
      const refused = await putPassword(client, user.password, NEW_PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'step_up_required' });
    }
    expect((await new Client(t.app).signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('signs out every other session of the user and keeps this one; the new password signs in, the old does not', async () => {
    const user = await operator();
    const here = await signInAs(t.app, user);
    const elsewhere = await signInAs(t.app, user);
    const colleague = await signInAs(t.app, await makeUser(t.database.db, { company: { id: user.companyId }, role: 'manager' }));

    const response = await changePassword(here, user.password, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { password_changed_at: string; signed_out: number } }>().data;
    expect(data.signed_out).toBe(1);

    expect((await here.get(INFO)).statusCode).toBe(200);
    expect((await elsewhere.get(INFO)).statusCode).toBe(401);
    expect((await colleague.get(INFO)).statusCode).toBe(200);
    expect((await new Client(t.app).signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await new Client(t.app).signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangedAt?.toISOString()).toBe(data.password_changed_at);
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(settingsResponse.parse((await here.get(SETTINGS)).json()).data.password_changed_at).toBe(data.password_changed_at);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.action, 'settings.password_changed')));
    expect(audited).toHaveLength(1);
  });

  it('refuses a wrong current password on its field, changes nothing, and blocks after repeated tries', async () => {
    const user = await operator();
    const client = await signInAs(t.app, user);
    const other = await signInAs(t.app, user);
    for (let i = 0; i < 3; i++) {
      const wrong = await changePassword(client, 'not-my-password-1', NEW_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'settings.wrong_password',
        field: 'body.current_password',
        message: '현재 비밀번호가 올바르지 않습니다',
      });
    }
    const blocked = await changePassword(client, user.password, NEW_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'settings.password_attempts', params: { minutes: 15 } });
    expect((await other.get(INFO)).statusCode).toBe(200);
    expect((await new Client(t.app).signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['the current password again', 'demo-password', 'settings.password_same'],
    ['too short', 'a1!b2@', 'settings.password_too_short'],
    ['over 64 characters', `${'a1!'.repeat(22)}x`, 'settings.password_too_long'],
    ['letters only', 'correcthorsebattery', 'settings.password_weak'],
    ['two kinds under 10 characters', 'harbor202', 'settings.password_weak'],
    ['with the e-mail id in it', '{id}-Secret-99', 'settings.password_contains_email'],
  ])('refuses a new password that is %s on its field', async (_case, candidate, code) => {
    const user = await operator();
    const client = await signInAs(t.app, user);
    const response = await changePassword(client, user.password, candidate.replace('{id}', user.email.split('@')[0] ?? ''));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field: 'body.new_password' });
    expect(response.json<{ message: string }>().message).toMatch(/[가-힣]/);
  });

  it('accepts three kinds in 8 characters and two kinds in 10', async () => {
    for (const candidate of ['ha7!bor#', 'harbor2026x']) {
      const user = await operator();
      expect((await changePassword(await signInAs(t.app, user), user.password, candidate)).statusCode).toBe(200);
    }
  });

  it('refuses a body without the current password with 400 naming the field', async () => {
    const client = await signInAs(t.app, await operator());
    await setStepUp(t.database.db, client);
    const response = await client.request({ method: 'PUT', url: `${SETTINGS}/password`, payload: { new_password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body.current_password' });
  });
});

describe('signed-in sessions', () => {
  it('lists the user’s sessions with browser, system and a masked address, this one first and marked', async () => {
    const user = await operator();
    const phone = await signInFrom(user, SAFARI_IPHONE, '223.38.14.201');
    const desk = await signInFrom(user, CHROME_WINDOWS, '211.234.107.25');
    await signInAs(t.app, await operator());

    const { sessions: list, total } = await sessionsOf(desk);
    expect(total).toBe(2);
    expect(list.map((s) => [s.browser, s.os, s.device, s.ip_address, s.is_current])).toEqual([
      ['Chrome 131', 'Windows', 'desktop', '211.***.***.25', true],
      ['Safari 18', 'iOS 18.1', 'mobile', '223.***.***.201', false],
    ]);
    // Opaque: neither the cookie nor its stored hash, nor a piece of either.
    const cookie = phone.cookie(SESSION_COOKIE) ?? '';
    for (const s of list) {
      expect(s.id).toMatch(SESSION_REF_PATTERN);
      expect(sha256(cookie)).not.toContain(s.id.slice(0, 8));
      expect(cookie).not.toContain(s.id.slice(0, 8));
    }
    const [phoneRow] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(cookie)));
    expect(phoneRow).toMatchObject({ userAgent: SAFARI_IPHONE, ipAddress: '223.38.14.201' });
  });

  it('signs out one other session by its id: that browser is signed out, this one is not', async () => {
    const user = await operator();
    const phone = await signInFrom(user, SAFARI_IPHONE, '223.38.14.201');
    const desk = await signInFrom(user, CHROME_WINDOWS, '211.234.107.25');
    const target = (await sessionsOf(desk)).sessions.find((s) => !s.is_current);
    const response = await desk.request({ method: 'DELETE', url: `${SETTINGS}/sessions/${target?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { signed_out: 1 } });
    expect((await phone.get(INFO)).statusCode).toBe(401);
    expect((await desk.get(INFO)).statusCode).toBe(200);
    expect((await sessionsOf(desk)).total).toBe(1);
    // Gone now: the same id again is a 404.
    expect((await desk.request({ method: 'DELETE', url: `${SETTINGS}/sessions/${target?.id}` })).statusCode).toBe(404);
  });

  it("answers another user's session id with the same 404 as a made-up one, and signs nobody out", async () => {
    const mine = await signInAs(t.app, await operator());
    const theirs = await signInAs(t.app, await operator());
    const theirId = (await sessionsOf(theirs)).sessions[0]?.id;
    const response = await mine.request({ method: 'DELETE', url: `${SETTINGS}/sessions/${theirId}` });
    const madeUp = await mine.request({ method: 'DELETE', url: `${SETTINGS}/sessions/${'A'.repeat(43)}` });
    expect(response.statusCode).toBe(404);
    expect(madeUp.statusCode).toBe(404);
    expect(response.json()).toEqual(madeUp.json());
    expect((await theirs.get(INFO)).statusCode).toBe(200);
  });

  it('refuses to sign out the current session here (log out does that), and a malformed id with 400', async () => {
    const client = await signInAs(t.app, await operator());
    const own = (await sessionsOf(client)).sessions[0]?.id;
    const current = await client.request({ method: 'DELETE', url: `${SETTINGS}/sessions/${own}` });
    expect(current.statusCode).toBe(409);
    expect(current.json()).toMatchObject({ code: 'settings.current_session' });
    expect((await client.get(INFO)).statusCode).toBe(200);
    const malformed = await client.request({ method: 'DELETE', url: `${SETTINGS}/sessions/abc` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'params.id' });
  });

  it('signs out every other session at once and audits it', async () => {
    const user = await operator();
    const others = [await signInAs(t.app, user), await signInAs(t.app, user)];
    const here = await signInAs(t.app, user);
    const response = await here.request({ method: 'DELETE', url: `${SETTINGS}/other_sessions` });
    expect(response.json()).toEqual({ code: 200, data: { signed_out: 2 } });
    for (const client of others) expect((await client.get(INFO)).statusCode).toBe(401);
    expect((await here.get(INFO)).statusCode).toBe(200);
    const again = await here.request({ method: 'DELETE', url: `${SETTINGS}/other_sessions` });
    expect(again.json()).toEqual({ code: 200, data: { signed_out: 0 } });
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.action, 'settings.sessions_signed_out')));
    expect(audited).toHaveLength(1);
  });

  it('does not list sessions past their idle time', async () => {
    const user = await operator();
    const old = await signInAs(t.app, user);
    const here = await signInAs(t.app, user);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.idHash, sha256(old.cookie(SESSION_COOKIE) ?? '')));
    expect((await sessionsOf(here)).total).toBe(1);
  });

  it('the demo admin has other signed-in browsers that nobody holds a cookie for', async () => {
    const admin = await signInAs(t.app, { email: 'admin@demo.test', password: 'demo-password' });
    const { sessions: list } = await sessionsOf(admin);
    const others = list.filter((s) => !s.is_current);
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(others.map((s) => s.browser)).toEqual(expect.arrayContaining(['Safari 18', 'Whale 3']));
  });
});

describe('the password change and the sign-in limiter (decision 0028)', () => {
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    new Client(t.app).request({ method: 'POST', url: '/api/v3/user_session', payload: { email, password }, remoteAddress });

  it("wrong current passwords count on the account's counter with wrong sign-ins, both ways", async () => {
    const user = await operator();
    const client = await signInAs(t.app, user);
    for (let i = 0; i < 3; i++) expect((await signInFrom(`192.0.2.${i}`, user.email, 'not-my-password-1')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await changePassword(client, 'not-my-password-1', NEW_PASSWORD)).statusCode).toBe(400);
    const held = await changePassword(client, user.password, NEW_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'auth.slow_down' });
    expect((await signInFrom('192.0.2.50', user.email, user.password)).json()).toMatchObject({ code: 'auth.slow_down' });
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.hash ?? '', user.password)).toBe(true);
  });
});
