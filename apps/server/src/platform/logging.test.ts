import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createTestApp, signedIn, Client, type TestApp } from '../test/harness.js';
import { SESSION_COOKIE } from './sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug' });
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry no passwords, tokens, phone numbers or e-mails', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    await new Client(t.app).signIn('admin@demo.test', 'wrong-password-123');
    await admin.get('/api/v3/business_center/info/info');
    await admin.get('/autocomplete/company_names.json?term=admin%40demo.test');
    await admin.request({
      method: 'POST',
      url: '/api/v5/partners/consulting',
      payload: { customer_name: '김담당', customer_phone: '010-9876-5432', customer_email: 'secret.person@example.co.kr', apply_on: 'alri', tos_privacy: true },
    });
    const text = t.logs.join('\n');
    expect(text.length).toBeGreaterThan(0);
    const phones = (await t.database.db.select({ phone: users.phone }).from(users)).map((u) => u.phone ?? '').filter(Boolean);
    for (const secret of ['demo-password', 'wrong-password-123', 'admin@demo.test', 'secret.person@example.co.kr', '010-9876-5432', admin.cookie(SESSION_COOKIE) ?? 'x', await admin.csrfToken(), ...phones]) {
      expect(text).not.toContain(secret);
    }
  });
});
