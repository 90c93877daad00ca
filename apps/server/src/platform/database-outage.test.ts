import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type Client, type TestApp } from '../test/harness.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { isDatabaseUnavailable } from './db.js';

/**
 * PostgreSQL going away under a serving console (decision 0031), on a real server: the app's pool reaches its
 * database through a proxy the test cuts (every connection broken, new ones refused, as while PostgreSQL
 * restarts) and restores, and PostgreSQL itself ends the app's sessions (`pg_terminate_backend`, what a
 * restart or an administrator does). Nothing here restarts the machine's PostgreSQL, which other suites share.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe('isDatabaseUnavailable', () => {
  it('tells a lost or refused connection from a query that was wrong', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const wrapped = new Error('Failed query: select 1', { cause: shutdown });
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe.skipIf(!serverUrl)('PostgreSQL out of reach while the console serves', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: Client;
  let databaseName = '';
  beforeAll(async () => {
    const target = new URL(serverUrl ?? '');
    proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
    t = await createTestApp({}, { connectVia: (url) => ((databaseName = new URL(url).pathname.slice(1)), proxy.rewrite(url)) });
    admin = await signedIn(t.app, 'admin@demo.test');
    // Past the talent pool's privacy agreement, so a saved search is a write this admin may make.
    await admin.request({
      method: 'POST',
      url: '/api/v3/resumes/components/matchings',
      payload: { matchings: { privacy_agreement: { value: true } } },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const info = () => admin.get('/api/v3/business_center/info/info');
  const saveSearch = (title: string) =>
    admin.request({ method: 'POST', url: '/hr/save_search_queries', payload: { hr_save_search_query: { title, query: 'query=자바' } } });

  async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await call();
    return { result, ms: performance.now() - started };
  }

  it('answers 503 with the maintenance code during the outage, quickly, and serves again once it is back, without a restart', async () => {
    expect((await info()).statusCode).toBe(200);

    await proxy.cut();
    const during = await Promise.all([info(), info(), t.app.inject({ method: 'GET', url: '/healthz' }), info()].map((p) => timed(() => p)));
    for (const { result, ms } of during) {
      expect(result.statusCode).toBe(503);
      expect(result.json()).toMatchObject({ code: 'unavailable' });
      expect(ms).toBeLessThan(6_000);
    }
    expect(t.logs.join('')).not.toMatch(/"level":50/);

    await proxy.restore();
    const backAt = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - backAt < 5_000) status = (await info()).statusCode;
    expect(status).toBe(200);
    expect(performance.now() - backAt).toBeLessThan(5_000);
  });

  it('a write refused during the outage leaves nothing behind, and the same write succeeds after', async () => {
    await proxy.cut();
    const refused = await saveSearch('장애 중 저장');
    expect(refused.statusCode).toBe(503);
    await proxy.restore();

    const direct = new pg.Client({ connectionString: `${serverUrl?.replace(/\/[^/]*$/, '')}/${databaseName}` });
    await direct.connect();
    try {
      const count = async () =>
        (await direct.query<{ n: number }>(`select count(*)::int as n from hr_save_search_queries where title = '장애 중 저장'`)).rows[0]?.n;
      expect(await count()).toBe(0);
      let status = 0;
      for (const started = performance.now(); status !== 200 && performance.now() - started < 5_000;)
        status = (await saveSearch('장애 중 저장')).statusCode;
      expect(status).toBe(200);
      expect(await count()).toBe(1);
    } finally {
      await direct.end();
    }
  });

  it('a connection lost while a transaction holds it fails that transaction, not the process (it used to end it)', async () => {
    const direct = new pg.Client({ connectionString: `${serverUrl?.replace(/\/[^/]*$/, '')}/${databaseName}` });
    await direct.connect();
    try {
      const failed = await t.database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
          // Between two queries, as a job waiting on a delivery: the server ends this very connection.
          await direct.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
    } finally {
      await direct.end();
    }
    expect((await info()).statusCode).toBe(200);
  });

  it('sessions PostgreSQL ends itself (pg_terminate_backend, as in a restart) are replaced by the pool on the next request', async () => {
    expect((await info()).statusCode).toBe(200);
    const direct = new pg.Client({ connectionString: `${serverUrl?.replace(/\/[^/]*$/, '')}/${databaseName}` });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ ended: number }>(
        `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      expect(rows[0]?.ended).toBeGreaterThan(0);
    } finally {
      await direct.end();
    }
    // The pool drops the idle connections it is told are gone; a request that raced one gets a 503, not a 500.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await info()).statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
