import { SESSIONS_SHOWN_MAX, type ChangePasswordBody } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskIpAddress } from '../../platform/masking.js';
import { hashPassword, requireGoodPassword, verifyPassword } from '../../platform/password.js';
import { hmac, safeEqual } from '../../platform/tokens.js';
import type { Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SignInLimits } from '../auth/sign-in-limits.js';
import { deleteOtherSessions, deleteUserSession, findAccount, findLiveSessions, findSessionHashes, setPasswordHash } from './settings.repo.js';
import { parseUserAgent } from './user-agent.js';

/** The password change and the sessions list: the user's own account, whichever company they manage. */
export type SecurityDeps = {
  db: Db;
  /** The sign-in limiter: wrong current passwords count as wrong sign-ins do (per user, and on the account's counter). */
  limits: SignInLimits;
  /** Keys the sessions' opaque ids. */
  sessionSecret: string;
  sessionIdleMinutes: number;
  /** How long the limiter blocks (the message says it). */
  attemptWindowMinutes: number;
};

/**
 * What the client knows a session by: an HMAC of its stored hash under the server's secret. Not the hash
 * itself (the sessions table's key stays on the server) and not a prefix of it (shortened, it could
 * collide, and it would still be a piece of the key); stable for the session's life, so a list and a
 * later revoke agree, and meaningless without the secret (decision 0022).
 */
export function sessionRef(secret: string, idHash: string): string {
  return hmac(secret, `session-ref:${idHash}`);
}

const subjectOf = (access: Access) => ({ type: 'user' as const, id: access.actor.userId, label: access.row.user.name });

/**
 * Changes the signed-in user's password. The current one must be right (wrong tries are limited per
 * user, like sign-in); the new one follows the contract's rules and differs from it. Every other session
 * of the user is signed out in the same transaction; this one stays.
 */
export async function changePassword(deps: SecurityDeps, access: Access, body: ChangePasswordBody) {
  const userId = access.actor.userId;
  const account = await findAccount(deps.db, userId);
  if (!account) throw new AppError('unauthorized');
  const check = {
    email: account.email,
    addressKey: `password-change|${userId}`,
    addressBlocked: () => new AppError('settings.password_attempts', { params: { minutes: deps.attemptWindowMinutes } }),
  };
  await deps.limits.check(check);
  if (!(await verifyPassword(account.passwordHash, body.current_password))) {
    await deps.limits.failed(check);
    throw new AppError('settings.wrong_password', { field: 'body.current_password' });
  }
  await deps.limits.succeeded(check);
  if (body.new_password === body.current_password) throw new AppError('settings.password_same', { field: 'body.new_password' });
  requireGoodPassword(body.new_password, account.email, 'body.new_password');

  const passwordHash = await hashPassword(body.new_password);
  const now = new Date();
  const signedOut = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash, now);
    const count = await deleteOtherSessions(tx, userId, access.actor.sessionHash, { now, idleMs: deps.sessionIdleMinutes * 60_000 });
    await recordAudit(tx, access, { action: 'settings.password_changed', subject: subjectOf(access) });
    return count;
  });
  return { password_changed_at: now.toISOString(), signed_out: signedOut };
}

/** The user's signed-in sessions: this one first, then by last activity. */
export async function listSessions(deps: SecurityDeps, access: Access) {
  const rows = await findLiveSessions(deps.db, access.actor.userId, new Date(), deps.sessionIdleMinutes * 60_000);
  const current = access.actor.sessionHash;
  const ordered = [...rows.filter((r) => r.idHash === current), ...rows.filter((r) => r.idHash !== current)];
  return {
    sessions: ordered.slice(0, SESSIONS_SHOWN_MAX).map((r) => ({
      id: sessionRef(deps.sessionSecret, r.idHash),
      ...parseUserAgent(r.userAgent),
      ip_address: r.ipAddress ? maskIpAddress(r.ipAddress) : null,
      signed_in_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      is_current: r.idHash === current,
    })),
    total: rows.length,
  };
}

/**
 * Signs out one other session of the user's. An id that names none of them (another user's, a gone or
 * made-up one) is a 404 like any missing row; the current session is signed out by logging out.
 */
export async function revokeSession(deps: SecurityDeps, access: Access, ref: string) {
  const userId = access.actor.userId;
  const target = (await findSessionHashes(deps.db, userId)).find((idHash) => safeEqual(sessionRef(deps.sessionSecret, idHash), ref));
  if (!target) throw new AppError('not_found');
  if (target === access.actor.sessionHash) throw new AppError('settings.current_session');
  const signedOut = await deps.db.transaction(async (tx) => {
    const count = await deleteUserSession(tx, userId, target);
    if (count > 0) await recordAudit(tx, access, { action: 'settings.sessions_signed_out', subject: subjectOf(access) });
    return count;
  });
  if (signedOut === 0) throw new AppError('not_found');
  return { signed_out: signedOut };
}

/** Signs out every session of the user's but this one. */
export async function revokeOtherSessions(deps: SecurityDeps, access: Access) {
  const now = new Date();
  const signedOut = await deps.db.transaction(async (tx) => {
    const count = await deleteOtherSessions(tx, access.actor.userId, access.actor.sessionHash, { now, idleMs: deps.sessionIdleMinutes * 60_000 });
    if (count > 0) await recordAudit(tx, access, { action: 'settings.sessions_signed_out', subject: subjectOf(access) });
    return count;
  });
  return { signed_out: signedOut };
}
