import { eq, lt, or } from 'drizzle-orm';
import type { Db } from './db.js';
import { sessions } from '../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  row: { idHash: string; userId: number; companyId: number; expiresAt: Date; userAgent: string | null; ipAddress: string | null },
) {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
  return row;
}

export async function touchSession(db: Db, idHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function setSessionCompany(db: Db, idHash: string, companyId: number) {
  await db.update(sessions).set({ companyId }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Removes sessions past their absolute expiry or idle for longer than `idleMs`. */
export async function deleteExpiredSessions(db: Db, now: Date, idleMs: number) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}
