import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, signedIn, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v3/client_errors';
const REPORT = {
  kind: 'render',
  message: "Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at PostingTable (postings-DkQ1.js:1:2043)",
  path: '/partners/job_management',
};
const reported = () =>
  t.logs
    .map((line) => JSON.parse(line) as { level: number; msg: string; clientError?: Record<string, unknown> })
    .filter((entry) => entry.msg === 'client error');

describe('the web reporting its own failures', () => {
  it('logs a report at warn with what the browser sent, signed in or not', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const response = await admin.request({ method: 'POST', url: URL, payload: REPORT });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { recorded: true } });
    const signedOut = new Client(t.app);
    const chunk = {
      kind: 'chunk',
      message: 'Failed to fetch dynamically imported module: /assets/home.routes-old.js',
      path: '/user-session/sign-in',
    };
    expect((await signedOut.request({ method: 'POST', url: URL, payload: chunk })).statusCode).toBe(200);
    const [first, second] = reported();
    expect(first).toMatchObject({ level: 40, clientError: REPORT });
    expect(second).toMatchObject({ level: 40, clientError: chunk });
  });

  it('refuses a report too long or of an unknown kind with the field, and one without the CSRF header', async () => {
    const client = new Client(t.app);
    const long = await client.request({ method: 'POST', url: URL, payload: { ...REPORT, message: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'body.message' });
    const kind = await client.request({ method: 'POST', url: URL, payload: { ...REPORT, kind: 'server' } });
    expect(kind.json()).toMatchObject({ field: 'body.kind' });
    const noCsrf = await client.request({ method: 'POST', url: URL, payload: REPORT }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('hears one address 20 times a minute, then answers 429', async () => {
    const client = new Client(t.app);
    const statuses: number[] = [];
    const payload = { ...REPORT, path: '/partners/loop' };
    for (let i = 0; i < 21; i++)
      statuses.push((await client.request({ method: 'POST', url: URL, payload, remoteAddress: '203.0.113.9' })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(reported().filter((r) => r.clientError?.path === '/partners/loop')).toHaveLength(20);
  });
});
