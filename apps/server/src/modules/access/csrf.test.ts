import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@partners/contract';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** How each state-changing route is called, who calls it, and how to see that nothing changed. */
const CALLS: Record<string, { actor: string; payload?: object; state: (c: Client) => Promise<unknown> }> = {
  'POST /api/v3/user_session': {
    actor: 'manager',
    payload: { email: 'admin@demo.test', password: 'demo-password' },
    state: async (c) => (await c.get('/api/v3/business_center/info/info')).json<{ data: { user: { email: string } } }>().data.user.email,
  },
  'DELETE /users/sign_out_spa': {
    actor: 'admin',
    state: async (c) => (await c.get('/api/v3/business_center/info/info')).statusCode,
  },
  'PUT /api/v3/business_center/info/change_company': {
    actor: 'partner',
    payload: { company_id: 1 },
    state: async (c) => (await c.get('/api/v3/business_center/info/info')).json<{ data: { user: { company_id: number } } }>().data.user.company_id,
  },
  'POST /api/v3/business_center/agreements/tos_recruitment': {
    actor: 'noterms',
    state: async (c) => (await c.get('/api/v3/business_center/info/info')).json<{ data: { user: { is_tos_recruitment_agreed: boolean } } }>().data.user.is_tos_recruitment_agreed,
  },
  'PUT /b2b/notifications/read_all': {
    actor: 'admin',
    state: async (c) => (await c.get('/b2b/notifications.json')).json<{ data: { unread_count: number } }>().data.unread_count,
  },
  'POST /api/v5/partners/consulting': {
    actor: 'admin',
    payload: { customer_name: '김담당', customer_phone: '010-1234-5678', customer_email: 'hr@example.co.kr', apply_on: 'alri', tos_privacy: true },
    state: async () => (await t.database.db.query.consultingRequests.findMany()).length,
  },
};

describe('CSRF', () => {
  it('covers every state-changing route', () => {
    const routes = t.app.routeCatalog.filter((r) => STATE_CHANGING.includes(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const [route, call] of Object.entries(CALLS)) {
    const [method = '', url = ''] = route.split(' ');
    for (const token of [undefined, 'forged-token']) {
      it(`${route} ${token ? 'with a forged token' : 'without the token'}: 403 and nothing changes`, async () => {
        const client = await signedIn(t.app, `${call.actor}@demo.test`);
        const before = await call.state(client);
        const headers: Record<string, string> = { cookie: client.cookieHeader };
        if (token) headers[CSRF_HEADER] = token;
        const response = await t.app.inject({ method: method as 'POST', url, payload: call.payload, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'csrf_invalid' });
        expect(await call.state(client)).toEqual(before);
      });
    }
  }

  it('a token from another browser (another cookie) is refused', async () => {
    const mine = await signedIn(t.app, 'admin@demo.test');
    const theirs = await signedIn(t.app, 'manager@demo.test');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/b2b/notifications/read_all',
      headers: { cookie: mine.cookieHeader, [CSRF_HEADER]: await theirs.csrfToken() },
    });
    expect(response.statusCode).toBe(403);
  });
});
