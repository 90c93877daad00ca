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

/**
 * A client for the limits: a command that Redis does not answer within 500 ms fails (while disconnected it
 * waits in ioredis's queue until then), so a sign-in never waits long on a Redis that is gone. ioredis
 * reconnects by itself; its connection errors are what `sharedOrLocal` reports, not unhandled events.
 */
function limitsRedis(url: string): Redis {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, commandTimeout: 500 });
  redis.on('error', () => undefined);
  return redis;
}

/** Shared across server processes: a fixed window per key in Redis. */
export function redisLimiter(url: string, max: number, windowMs: number): AttemptLimiter {
  const redis = limitsRedis(url);
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

/** One account's failed passwords (sign-in, an invitation's sign-in, the password change) across every address. */
export type AccountState = {
  failures: number;
  /** Epoch ms of the last failure (0: none). */
  lastFailureAt: number;
  /** Epoch ms until which the account is locked (0: not locked). */
  lockedUntil: number;
};

export type AccountRule = {
  slowAfter: number;
  lockAfter: number;
  lockMs: number;
  /** Failures are forgotten after this long without a new one (counted from a lock's end). */
  windowMs: number;
};

/**
 * The per-account counter (decision 0028). `recordFailure` counts a failure atomically and says whether it
 * started a lock (then the count restarts at `slowAfter`, so a lock is followed by the slow phase, not free tries).
 */
export interface AccountThrottle {
  read(account: string, now: number): Promise<AccountState>;
  recordFailure(account: string, now: number): Promise<{ state: AccountState; lockStarted: boolean }>;
  reset(account: string): Promise<void>;
  close(): Promise<void>;
}

const NO_FAILURES: AccountState = { failures: 0, lastFailureAt: 0, lockedUntil: 0 };

/** What a try must wait for: the lock, the slow phase's pause after the last failure, or nothing. */
export function accountHold(
  state: AccountState,
  rule: Pick<AccountRule, 'slowAfter'>,
  now: number,
): { kind: 'locked' | 'slow'; seconds: number } | null {
  if (state.lockedUntil > now) return { kind: 'locked', seconds: Math.ceil((state.lockedUntil - now) / 1000) };
  if (state.failures < rule.slowAfter) return null;
  const until = state.lastFailureAt + 1000 * 2 ** (state.failures - rule.slowAfter);
  return until > now ? { kind: 'slow', seconds: Math.ceil((until - now) / 1000) } : null;
}

export function memoryAccountThrottle(rule: AccountRule): AccountThrottle {
  const states = new Map<string, AccountState>();
  const current = (account: string, now: number): AccountState => {
    const state = states.get(account);
    if (!state) return NO_FAILURES;
    if (Math.max(state.lastFailureAt, state.lockedUntil) + rule.windowMs <= now) {
      states.delete(account);
      return NO_FAILURES;
    }
    return state;
  };
  return {
    read: (account, now) => Promise.resolve(current(account, now)),
    recordFailure: (account, now) => {
      const before = current(account, now);
      const failures = before.failures + 1;
      // A failure that raced past the check during a lock keeps the lock as it is.
      const lockedUntil = before.lockedUntil > now ? before.lockedUntil : 0;
      const lockStarted = failures >= rule.lockAfter && lockedUntil === 0;
      const state: AccountState = lockStarted
        ? { failures: Math.min(rule.slowAfter, rule.lockAfter - 1), lastFailureAt: now, lockedUntil: now + rule.lockMs }
        : { failures, lastFailureAt: now, lockedUntil };
      states.set(account, state);
      return Promise.resolve({ state, lockStarted });
    },
    reset: (account) => {
      states.delete(account);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** Counts, locks and expires in one step, so that two processes counting the same account never both start a lock. */
const RECORD_FAILURE = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0') + 1
local now, window, slow_after, lock_after, lock_ms = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
-- A failure that raced past the check during a lock keeps the lock as it is.
local locked_until, started = tonumber(redis.call('HGET', KEYS[1], 'locked_until') or '0'), 0
if locked_until <= now then locked_until = 0 end
if failures >= lock_after and locked_until == 0 then
  failures = math.min(slow_after, lock_after - 1)
  locked_until = now + lock_ms
  started = 1
end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'locked_until', locked_until)
redis.call('PEXPIRE', KEYS[1], window + math.max(locked_until - now, 0))
return { failures, locked_until, started }
`;

/** The per-account counter shared by every server process through Redis. */
export function redisAccountThrottle(url: string, rule: AccountRule): AccountThrottle {
  const redis = limitsRedis(url);
  const name = (account: string) => `sign-in-account:${account}`;
  return {
    async read(account) {
      const [failures, last, lockedUntil] = await redis.hmget(name(account), 'failures', 'last', 'locked_until');
      return { failures: Number(failures ?? 0), lastFailureAt: Number(last ?? 0), lockedUntil: Number(lockedUntil ?? 0) };
    },
    async recordFailure(account, now) {
      const args = [now, rule.windowMs, rule.slowAfter, rule.lockAfter, rule.lockMs].map(String);
      const [failures, lockedUntil, started] = (await redis.eval(RECORD_FAILURE, 1, name(account), ...args)) as [number, number, number];
      return { state: { failures, lastFailureAt: now, lockedUntil }, lockStarted: started === 1 };
    },
    async reset(account) {
      await redis.del(name(account));
    },
    async close() {
      await redis.quit();
    },
  };
}

/** While Redis is down, how long the local counts are used before Redis is tried again. */
const RETRY_SHARED_MS = 5_000;

/**
 * Redis's counting while it answers; this process's own (`local`) while it does not, with one warning when
 * Redis goes and one when it is back (decision 0031). Sign-in keeps working without Redis, each process
 * then limiting on its own counts, which is looser by the number of processes but never open. Once down,
 * Redis is tried again every 5 s, so only one call in that time waits for its 500 ms timeout.
 */
export function sharedOrLocal<T extends object>(shared: T, local: T, warn: (message: string) => void, now = Date.now): T {
  let down = false;
  let retryAt = 0;
  const wrapped = {} as Record<string, unknown>;
  for (const key of Object.keys(shared) as (keyof T & string)[]) {
    const call = shared[key] as (...args: unknown[]) => Promise<unknown>;
    const fallback = local[key] as (...args: unknown[]) => Promise<unknown>;
    wrapped[key] =
      key === 'close'
        ? async () => void (await Promise.allSettled([call.call(shared), fallback.call(local)]))
        : async (...args: unknown[]) => {
            if (down && now() < retryAt) return fallback.apply(local, args);
            try {
              const result = await call.apply(shared, args);
              if (down) warn('Redis answers again: sign-in limits are shared by every process again');
              down = false;
              return result;
            } catch (error) {
              if (!down)
                warn(
                  `Redis unavailable (${error instanceof Error ? error.message : String(error)}): sign-in limits are counted per process until it is back`,
                );
              down = true;
              retryAt = now() + RETRY_SHARED_MS;
              return fallback.apply(local, args);
            }
          };
  }
  return wrapped as T;
}
