import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, sessions } from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../platform/sessions.js';
import { sha256 } from '../../platform/tokens.js';
import { Client, createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  // Behind one proxy (a hop count, as production sets it); the account locks at 7 here to keep the test short.
  t = await createTestApp({ signInMaxFailures: 3, trustProxy: 1, signInAccount: { slowAfter: 5, lockAfter: 7, lockMinutes: 15 } });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with the demo password and returns to the page asked for', async () => {
    const client = new Client(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/v3/user_session',
      payload: { email: 'Admin@Demo.test ', password: 'demo-password', redirect_url: '/partners/notifications?page=2' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { redirect_url: '/partners/notifications?page=2' } });
    expect((await client.get('/api/v3/business_center/info/info')).statusCode).toBe(200);
  });

  it('never redirects off-site after sign-in', async () => {
    for (const redirect of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const client = new Client(t.app);
      const response = await client.request({
        method: 'POST',
        url: '/api/v3/user_session',
        payload: { email: 'admin@demo.test', password: 'demo-password', redirect_url: redirect },
      });
      expect(response.json<{ data: { redirect_url: string } }>().data.redirect_url).toBe('/partners/reputation_management');
    }
  });

  it('answers a wrong password and an unknown e-mail alike with 401 invalid_credentials', async () => {
    const wrong = await new Client(t.app).signIn('manager@demo.test', 'nope');
    const unknown = await new Client(t.app).signIn('nobody@demo.test', 'nope');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('rate-limits repeated failures with 429 and a Korean message, even for the right password', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 3; i++) expect((await client.signIn('other@demo.test', 'wrong')).statusCode).toBe(401);
    const blocked = await client.signIn('other@demo.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/[가-힣]/);
  });

  it('sets an HttpOnly SameSite session cookie whose id is stored only as a hash', async () => {
    const client = new Client(t.app);
    const response = await client.signIn('manager@demo.test');
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`, 'i'));
    expect(header).toMatch(/SameSite=Lax/i);
    const id = client.cookie(SESSION_COOKIE) ?? '';
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    const byId = await t.database.db.select().from(sessions).where(eq(sessions.idHash, id));
    const byHash = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(id)));
    expect(byId).toHaveLength(0);
    expect(byHash).toHaveLength(1);
  });

  it('rotates the session id at sign-in: the earlier id stops working', async () => {
    const client = await signedIn(t.app, 'manager@demo.test');
    const before = client.cookie(SESSION_COOKIE) ?? '';
    await client.signIn('manager@demo.test');
    const after = client.cookie(SESSION_COOKIE) ?? '';
    expect(after).not.toBe(before);
    const stale = new Client(t.app);
    stale.setCookie(SESSION_COOKIE, before);
    expect((await stale.get('/api/v3/business_center/info/info')).statusCode).toBe(401);
  });

  it('rejects a bad e-mail with 400 naming the field', async () => {
    const response = await new Client(t.app).request({
      method: 'POST',
      url: '/api/v3/user_session',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body.email' });
  });
});

describe('sessions', () => {
  it('signs out everywhere that session was used', async () => {
    const tab1 = await signedIn(t.app, 'admin@demo.test');
    const tab2 = new Client(t.app);
    tab2.setCookie(SESSION_COOKIE, tab1.cookie(SESSION_COOKIE) ?? '');
    expect((await tab2.get('/api/v3/business_center/info/info')).statusCode).toBe(200);
    const out = await tab1.request({ method: 'DELETE', url: '/users/sign_out_spa' });
    expect(out.json()).toEqual({ status: 'success' });
    expect((await tab1.get('/api/v3/business_center/info/info')).statusCode).toBe(401);
    expect((await tab2.get('/api/v3/business_center/info/info')).statusCode).toBe(401);
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const client = await signedIn(t.app, 'admin@demo.test');
    const hash = sha256(client.cookie(SESSION_COOKIE) ?? '');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.idHash, hash));
    expect((await client.get('/api/v3/business_center/info/info')).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const client = await signedIn(t.app, 'admin@demo.test');
    const hash = sha256(client.cookie(SESSION_COOKIE) ?? '');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hash));
    expect((await client.get('/api/v3/business_center/info/info')).statusCode).toBe(401);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A wrong (or given) password from an address the client wrote into X-Forwarded-For. */
function signInFrom(address: string, email: string, password = 'wrong-password') {
  return new Client(t.app).request({
    method: 'POST',
    url: '/api/v3/user_session',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}

describe('sign-in limits per account (decision 0028)', () => {
  it('12 wrong passwords from 12 forged addresses end in 429: the account slows down whatever the address', async () => {
    const user = await makeUser(t.database.db, { company: await makeCompany(t.database.db), role: 'manager' });
    const statuses: number[] = [];
    let last = await signInFrom('203.0.113.0', user.email);
    statuses.push(last.statusCode);
    for (let i = 1; i < 12; i++) {
      last = await signInFrom(`203.0.113.${i}`, user.email.toUpperCase());
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    expect(last.json()).toMatchObject({ code: 'auth.slow_down', params: { seconds: 1 } });
    expect(last.json<{ message: string }>().message).toMatch(/초 후 다시 시도해 주세요/);
    expect(last.headers['retry-after']).toBe('1');
  });

  it('slows down, then locks the account for a while (even the right password), telling its admins in the bell once', async () => {
    const db = t.database.db;
    const company = await makeCompany(db);
    const admin = await makeUser(db, { company, role: 'admin' });
    const target = await makeUser(db, { company, role: 'manager', name: '잠금대상' });
    for (let i = 0; i < 5; i++) expect((await signInFrom(`198.51.100.${i}`, target.email)).statusCode).toBe(401);
    // The slow phase: 1 s after the fifth failure, 2 s after the sixth; the seventh locks.
    await sleep(1_100);
    expect((await signInFrom('198.51.100.5', target.email)).statusCode).toBe(401);
    await sleep(2_100);
    expect((await signInFrom('198.51.100.6', target.email)).statusCode).toBe(401);

    const locked = await signInFrom('198.51.100.7', target.email, target.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'auth.account_locked', params: { minutes: 15 } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signInFrom('198.51.100.8', target.email)).statusCode).toBe(429);

    const bell = await db.select().from(notifications).where(eq(notifications.companyId, company.id));
    expect(bell.map((n) => [n.userId, n.url])).toEqual([[admin.id, '/partners/operator_managements']]);
    expect(bell[0]?.message).toContain('잠금대상');
    expect(bell[0]?.message).toContain('15분');
  });
});
