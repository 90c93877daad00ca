import { and, eq, ne } from 'drizzle-orm';
import { PAGES } from '@partners/contract';
import { accountHold, type AccountRule, type AccountThrottle, type AttemptLimiter } from '../../platform/attempt-limiter.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { memberships, users } from '../../db/schema/index.js';
import { notify } from '../notifications/notifications.service.js';
import { accountLockedNotice } from './auth.copy.js';

/**
 * Every check of a password (sign-in, an invitation's `sign_in` mode, the password change) goes through
 * one limiter with two counters (decision 0028):
 * - per address and account (`ip|email`): `SIGN_IN_MAX_FAILURES` in `SIGN_IN_WINDOW_MINUTES`, then 429;
 * - per account, whatever the address: from `slowAfter` failures each try waits 2^(failures − slowAfter) s
 *   after the last failure, and `lockAfter` failures lock the account for `lockMs`; the account's companies'
 *   top operators are told in the bell once per lock.
 * The account is the normalised e-mail; both counters live in Redis when `REDIS_URL` is set.
 */
export type SignInLimitsDeps = { db: Db; address: AttemptLimiter; account: AccountThrottle; rule: AccountRule };

/** Which password check: what the per-address block says differs (the password change names its own wait). */
export type PasswordCheck = { email: string; addressKey: string; addressBlocked: () => AppError };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class SignInLimits {
  constructor(private readonly deps: SignInLimitsDeps) {}

  /** Throws the 429 that applies before the password is looked at; a held try is not counted. */
  async check(check: PasswordCheck, now = Date.now()): Promise<void> {
    const account = normaliseEmail(check.email);
    const hold = accountHold(await this.deps.account.read(account, now), this.deps.rule, now);
    if (hold?.kind === 'locked') {
      throw new AppError('auth.account_locked', { params: { minutes: Math.ceil(hold.seconds / 60) }, retryAfter: hold.seconds });
    }
    if (hold) throw new AppError('auth.slow_down', { params: { seconds: hold.seconds }, retryAfter: hold.seconds });
    if (await this.deps.address.isBlocked(check.addressKey)) throw check.addressBlocked();
  }

  async failed(check: PasswordCheck, now = Date.now()): Promise<void> {
    const account = normaliseEmail(check.email);
    await this.deps.address.recordFailure(check.addressKey);
    const { lockStarted } = await this.deps.account.recordFailure(account, now);
    if (lockStarted) await this.notifyAdmins(account, new Date(now));
  }

  async succeeded(check: PasswordCheck): Promise<void> {
    await Promise.all([this.deps.address.reset(check.addressKey), this.deps.account.reset(normaliseEmail(check.email))]);
  }

  async close(): Promise<void> {
    await Promise.all([this.deps.address.close(), this.deps.account.close()]);
  }

  /** The bell of each top operator of every company the locked account operates (not an unknown e-mail's). */
  private async notifyAdmins(account: string, at: Date): Promise<void> {
    const [user] = await this.deps.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, account)).limit(1);
    if (!user) return;
    const companies = await this.deps.db
      .select({ companyId: memberships.companyId })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), ne(memberships.permission, 'revoked')));
    const minutes = Math.round(this.deps.rule.lockMs / 60_000);
    for (const { companyId } of companies) {
      const admins = await this.deps.db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.businessRole, 'admin'), eq(memberships.permission, 'granted')));
      if (admins.length > 0) {
        await notify(
          this.deps.db,
          companyId,
          admins.map((a) => a.userId),
          accountLockedNotice(user.name, minutes),
          PAGES.operatorManagement.path,
          at,
        );
      }
    }
  }
}
