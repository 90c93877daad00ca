import { Redis } from 'ioredis';

/** Counts failed attempts per key in a sliding window; blocked once `max` is reached. */
export interface AttemptLimiter {
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryLimiter(max: number, windowMs: number): AttemptLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = Date.now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    isBlocked: (key) => Promise.resolve(recent(key).length >= max),
    recordFailure: (key) => {
      failures.set(key, [...recent(key), Date.now()]);
      return Promise.resolve();
    },
    reset: (key) => {
      failures.delete(key);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** Shared across server processes: a fixed window per key in Redis. */
export function redisLimiter(url: string, max: number, windowMs: number): AttemptLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const name = (key: string) => `sign-in-failures:${key}`;
  return {
    async isBlocked(key) {
      const count = Number((await redis.get(name(key))) ?? 0);
      return count >= max;
    },
    async recordFailure(key) {
      const count = await redis.incr(name(key));
      if (count === 1) await redis.pexpire(name(key), windowMs);
    },
    async reset(key) {
      await redis.del(name(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
