import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/harness.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { memoryLimiter, sharedOrLocal, type AttemptLimiter } from './attempt-limiter.js';

describe('sharedOrLocal', () => {
  it('counts locally while the shared counter fails, warns once each way, and tries the shared one again every 5 s', async () => {
    let failing = true;
    const sharedCalls: string[] = [];
    const shared: AttemptLimiter = {
      isBlocked: (key) => {
        sharedCalls.push(key);
        return failing ? Promise.reject(new Error('Command timed out')) : Promise.resolve(false);
      },
      recordFailure: () => Promise.resolve(),
      reset: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const local = memoryLimiter(2, 60_000);
    const warnings: string[] = [];
    let clock = 0;
    const limiter = sharedOrLocal(
      shared,
      local,
      (m) => warnings.push(m),
      () => clock,
    );

    await local.recordFailure('k');
    await local.recordFailure('k');
    expect(await limiter.isBlocked('k')).toBe(true); // from the local counts: the shared call failed
    expect(await limiter.isBlocked('k')).toBe(true); // within 5 s: not asked again
    expect(sharedCalls).toHaveLength(1);
    expect(warnings).toEqual([expect.stringMatching(/^Redis unavailable \(Command timed out\): sign-in limits are counted per process/)]);

    clock += 5_000;
    failing = false;
    expect(await limiter.isBlocked('k')).toBe(false); // Redis again
    expect(sharedCalls).toHaveLength(2);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/^Redis answers again/);
  });
});

/** The console with its sign-in limits in a real Redis that the test takes away (CI sets TEST_REDIS_URL). */
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('Redis gone while the console serves', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await new TcpProxy(target.hostname, Number(target.port || 6379)).start();
    t = await createTestApp({ redisUrl: proxy.rewrite(redisUrl ?? ''), signInMaxFailures: 3 });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('sign-in keeps working, limited per process, with a warning in the log; the shared limits come back with Redis', async () => {
    expect((await new Client(t.app).signIn('admin@demo.test')).statusCode).toBe(200);

    await proxy.cut();
    const started = performance.now();
    expect((await new Client(t.app).signIn('manager@demo.test')).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(t.logs.join('')).toMatch(/Redis unavailable .*: sign-in limits are counted per process until it is back/);
    // Still limited: three wrong passwords from one client, then even the right one waits.
    const client = new Client(t.app);
    for (let i = 0; i < 3; i++) expect((await client.signIn('other@demo.test', 'wrong')).statusCode).toBe(401);
    expect((await client.signIn('other@demo.test')).statusCode).toBe(429);

    await proxy.restore();
    // Within the fallback's 5 s the local counts answer; after it, Redis again.
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    expect((await new Client(t.app).signIn('basic@demo.test')).statusCode).toBe(200);
    expect(t.logs.join('')).toMatch(/Redis answers again/);
  }, 20_000);
});
