import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationEvent, NotificationPreference } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { memberships, notificationPreferences, sessions, users } from '../../db/schema/index.js';

export type Operator = { userId: number; companyId: number };

function mine(op: Operator) {
  return and(eq(notificationPreferences.userId, op.userId), eq(notificationPreferences.companyId, op.companyId));
}

// ---------------------------------------------------------------- notification preferences

/** The choices this operator made in this company (events never touched have no row). */
export async function findPreferences(db: Db, op: Operator) {
  return db
    .select({ event: notificationPreferences.event, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(mine(op));
}

export async function savePreferences(db: Db, op: Operator, preferences: readonly NotificationPreference[], at: Date) {
  await db
    .insert(notificationPreferences)
    .values(
      preferences.map((p) => ({ userId: op.userId, companyId: op.companyId, event: p.event, channel: p.channel, enabled: p.enabled, updatedAt: at })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.companyId, notificationPreferences.event, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}

/**
 * The company's operators with a role and a granted membership whose preference for `event` by
 * `channel` is on (`fallback` when they never chose).
 */
export async function findOperatorsToNotify(db: Db, companyId: number, event: NotificationEvent, channel: NotificationChannel, fallback: boolean) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, phone: users.phone })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, memberships.userId),
        eq(notificationPreferences.companyId, memberships.companyId),
        eq(notificationPreferences.event, event),
        eq(notificationPreferences.channel, channel),
      ),
    )
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.permission, 'granted'),
        isNotNull(memberships.businessRole),
        sql`coalesce(${notificationPreferences.enabled}, ${fallback}::boolean)`,
      ),
    )
    .orderBy(users.id);
}

// ---------------------------------------------------------------- the user's account

export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      marketingConsent: users.marketingConsent,
      marketingConsentAt: users.marketingConsentAt,
      passwordChangedAt: users.passwordChangedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Records a change of consent and its time; false when the consent already was `agreed` (nothing changes). */
export async function changeMarketingConsent(db: Db, userId: number, agreed: boolean, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ marketingConsent: agreed, marketingConsentAt: at })
    .where(and(eq(users.id, userId), ne(users.marketingConsent, agreed)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- sessions

/** The user's sessions within their idle and absolute lifetimes, most recently used first. */
export async function findLiveSessions(db: Db, userId: number, now: Date, idleMs: number) {
  return db
    .select({
      idHash: sessions.idHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Every session id hash of the user's, whatever its state (a revoke looks its id up among them). */
export async function findSessionHashes(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((r) => r.idHash);
}

/** Ends one session of the user's; the count is 0 when it was already gone. */
export async function deleteUserSession(db: Db, userId: number, idHash: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

/** Ends every session of the user's but `keep`; returns how many of them were still live (signed in). */
export async function deleteOtherSessions(db: Db, userId: number, keep: string, live: { now: Date; idleMs: number }): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keep)))
    .returning({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt });
  const now = live.now.getTime();
  return rows.filter((r) => r.expiresAt.getTime() > now && r.lastSeenAt.getTime() > now - live.idleMs).length;
}
