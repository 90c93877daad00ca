import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { memoryLimiter, redisLimiter, type AttemptLimiter } from './attempt-limiter.js';

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
