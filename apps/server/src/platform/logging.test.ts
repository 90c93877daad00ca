import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, PAGES } from '@partners/contract';
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
      payload: {
        customer_name: '김담당',
        customer_phone: '010-9876-5432',
        customer_email: 'secret.person@example.co.kr',
        apply_on: 'alri',
        tos_privacy: true,
      },
    });
    const text = t.logs.join('\n');
    expect(text.length).toBeGreaterThan(0);
    const phones = (await t.database.db.select({ phone: users.phone }).from(users)).map((u) => u.phone ?? '').filter(Boolean);
    for (const secret of [
      'demo-password',
      'wrong-password-123',
      'admin@demo.test',
      'secret.person@example.co.kr',
      '010-9876-5432',
      admin.cookie(SESSION_COOKIE) ?? 'x',
      await admin.csrfToken(),
      ...phones,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('access log', () => {
  type Line = { msg: string; reqId?: string; method?: string; path?: string; status?: number; ms?: number; userId?: number };
  const linesAfter = (start: number): Line[] => t.logs.slice(start).map((line) => JSON.parse(line) as Line);

  it('writes one line per request: method, path without query, status, time, request id and the signed-in user', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const start = t.logs.length;
    await admin.get('/api/v3/business_center/info/info?from=menu');
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const lines = linesAfter(start);
    expect(lines).toHaveLength(2);
    const [info, health] = lines;
    expect(info).toMatchObject({ msg: 'request', method: 'GET', path: '/api/v3/business_center/info/info', status: 200 });
    expect(info?.userId).toEqual(expect.any(Number));
    expect(info?.reqId).toEqual(expect.any(String));
    expect(info?.ms).toBeGreaterThanOrEqual(0);
    expect(health).toMatchObject({ msg: 'request', path: '/healthz', status: 200 });
    expect(health).not.toHaveProperty('userId');
    expect(health?.reqId).not.toBe(info?.reqId);
  });

  it('logs refused and unknown calls with their status', async () => {
    const start = t.logs.length;
    await t.app.inject({ method: 'GET', url: '/api/v3/business_center/info/info' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(linesAfter(start).map((line) => [line.path, line.status])).toEqual([
      ['/api/v3/business_center/info/info', 401],
      ['/api/no-such-call', 404],
    ]);
  });
});

describe('token links in the access log (issue 28)', () => {
  // Every API route with a token segment, found in the table, and the pages a mailed or texted link opens.
  const tokenCalls = [
    ...Object.values(ENDPOINTS)
      .filter((entry) => entry.path.includes('/:token'))
      .map((entry) => ({ method: entry.method, path: entry.path })),
    { method: 'GET', path: PAGES.invitationAccept.path },
    { method: 'GET', path: PAGES.proposalResponse.path },
  ];

  it('covers the invitation, proposal-response and page routes', () => {
    const paths = tokenCalls.map((call) => call.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v5/invitations/:token', '/api/v3/proposals/:token', '/invitations/accept/:token', '/proposals/respond/:token']),
    );
  });

  it.each(tokenCalls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s logs :token in place of the token', async (_name, call) => {
    const token = `SeCrEtToKeN${Math.random().toString(36).slice(2)}abcdefghij`;
    const url = call.path.replace(':token', token).replace('%3Atoken', token).replace(':name', 'a.png');
    const start = t.logs.length;
    const client = new Client(t.app);
    await client.request({ method: call.method, url: `${url}?t=${token}`, ...(call.method === 'GET' ? {} : { payload: {} }) });
    const logged = t.logs.slice(start).join('\n');
    expect(logged).toContain(':token');
    expect(logged).not.toContain(token);
  });
});

describe('the production log destination', () => {
  it('writes a line within about a second even when no more follow to fill its buffer', async () => {
    const { spawn } = await import('node:child_process');
    const loggerModule = new URL('./logger.ts', import.meta.url).pathname;
    // The child logs one line and says so on stderr 1.5 s later; then it is killed with SIGKILL, which runs
    // no exit handler: the line is on stdout only if the destination's timer wrote it meanwhile.
    const script = `const { createLogger } = await import(${JSON.stringify(loggerModule)});
      createLogger('info').logger.info({ probe: 1 }, 'one line');
      setTimeout(() => process.stderr.write('waited\\n'), 1500);
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('waited')) child.kill('SIGKILL');
    });
    await new Promise((resolve) => child.on('exit', resolve));
    expect(out).toContain('"msg":"one line"');
  }, 20_000);
});
