import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  accountHold,
  memoryAccountThrottle,
  memoryLimiter,
  redisAccountThrottle,
  redisLimiter,
  type AccountThrottle,
  type AttemptLimiter,
} from './attempt-limiter.js';

/** The Redis limiter runs where a Redis is given (CI sets TEST_REDIS_URL); the memory one always. */
const redisUrl = process.env.TEST_REDIS_URL;
const limiters: [string, () => AttemptLimiter][] = [['memory', () => memoryLimiter(3, 60_000)]];
if (redisUrl) limiters.push(['redis', () => redisLimiter(redisUrl, 3, 60_000)]);

const opened: AttemptLimiter[] = [];
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
});

describe.each(limiters)('%s sign-in limiter', (_name, make) => {
  it('blocks a key after max failures, leaves other keys alone, and resets on success', async () => {
    const limiter = make();
    opened.push(limiter);
    const key = `ip|${randomBytes(4).toString('hex')}@demo.test`;
    const other = `${key}-other`;
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked(key)).toBe(false);
      await limiter.recordFailure(key);
    }
    expect(await limiter.isBlocked(key)).toBe(true);
    expect(await limiter.isBlocked(other)).toBe(false);
    await limiter.reset(key);
    expect(await limiter.isBlocked(key)).toBe(false);
  });
});

describe('memory limiter window', () => {
  it('forgets failures older than the window', async () => {
    const limiter = memoryLimiter(1, 20);
    await limiter.recordFailure('k');
    expect(await limiter.isBlocked('k')).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(await limiter.isBlocked('k')).toBe(false);
  });
});

const RULE = { slowAfter: 2, lockAfter: 4, lockMs: 60_000, windowMs: 60_000 };
const throttles: [string, () => AccountThrottle][] = [['memory', () => memoryAccountThrottle(RULE)]];
if (redisUrl) throttles.push(['redis', () => redisAccountThrottle(redisUrl, RULE)]);

describe.each(throttles)('%s per-account throttle', (_name, make) => {
  it('counts an account across addresses: free tries, then waits doubling after each failure, then a lock started once', async () => {
    const throttle = make();
    const account = `${randomBytes(4).toString('hex')}@demo.test`;
    const t0 = 1_000_000;
    const holdAt = async (now: number) => accountHold(await throttle.read(account, now), RULE, now);
    try {
      expect((await throttle.recordFailure(account, t0)).lockStarted).toBe(false);
      expect(await holdAt(t0)).toBeNull();
      await throttle.recordFailure(account, t0);
      // Two failures: the next try waits 1 s after the last one, then 2 s after the third.
      expect(await holdAt(t0 + 10)).toEqual({ kind: 'slow', seconds: 1 });
      expect(await holdAt(t0 + 1_000)).toBeNull();
      await throttle.recordFailure(account, t0 + 1_000);
      expect(await holdAt(t0 + 1_500)).toEqual({ kind: 'slow', seconds: 2 });
      const fourth = await throttle.recordFailure(account, t0 + 3_000);
      expect(fourth.lockStarted).toBe(true);
      expect(await holdAt(t0 + 3_000)).toEqual({ kind: 'locked', seconds: 60 });
      expect(await holdAt(t0 + 62_999)).toEqual({ kind: 'locked', seconds: 1 });
      // After the lock the slow phase goes on: no free tries.
      expect(await holdAt(t0 + 63_000)).toBeNull();
      expect((await throttle.recordFailure(account, t0 + 63_000)).lockStarted).toBe(false);
      expect(await holdAt(t0 + 63_500)).toEqual({ kind: 'slow', seconds: 2 });
      await throttle.reset(account);
      expect(await holdAt(t0 + 63_500)).toBeNull();
    } finally {
      await throttle.close();
    }
  });
});
