import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { StepUpChannel } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { otpChallenges, sessions, users } from '../../db/schema/index.js';

const challengeColumns = {
  id: otpChallenges.id,
  channel: otpChallenges.channel,
  codeHash: otpChallenges.codeHash,
  attempts: otpChallenges.attempts,
  createdAt: otpChallenges.createdAt,
  expiresAt: otpChallenges.expiresAt,
  verifiedAt: otpChallenges.verifiedAt,
};
export type ChallengeRow = Pick<typeof otpChallenges.$inferSelect, keyof typeof challengeColumns>;

/**
 * The user's lockout, taking the user's row lock: every send and verify of one user runs one after the
 * other from here to its commit, so parallel guesses cannot count past the limit (decision 0020).
 */
export async function lockUser(tx: Db, userId: number): Promise<{ otpLockedUntil: Date | null } | undefined> {
  const [row] = await tx.select({ otpLockedUntil: users.otpLockedUntil }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function setLock(tx: Db, userId: number, until: Date | null): Promise<void> {
  await tx.update(users).set({ otpLockedUntil: until }).where(eq(users.id, userId));
}

/** The user's newest challenge (any session): it carries the user's count of wrong tries. */
export async function latestOfUser(tx: Db, userId: number): Promise<ChallengeRow | undefined> {
  const [row] = await tx
    .select(challengeColumns)
    .from(otpChallenges)
    .where(eq(otpChallenges.userId, userId))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return row;
}

/** The session's newest challenge: the only code this session may enter. */
export async function latestOfSession(tx: Db, sessionHash: string): Promise<ChallengeRow | undefined> {
  const [row] = await tx
    .select(challengeColumns)
    .from(otpChallenges)
    .where(eq(otpChallenges.sessionHash, sessionHash))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return row;
}

export async function setAttempts(tx: Db, challengeId: number, attempts: number): Promise<void> {
  await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challengeId));
}

/** Ends the codes still open, of one session (a new code replaces them) or of the user (a lockout). */
export async function expireOpenChallenges(tx: Db, owner: { sessionHash: string } | { userId: number }, now: Date): Promise<void> {
  const whose = 'sessionHash' in owner ? eq(otpChallenges.sessionHash, owner.sessionHash) : eq(otpChallenges.userId, owner.userId);
  await tx
    .update(otpChallenges)
    .set({ expiresAt: now })
    .where(and(whose, isNull(otpChallenges.verifiedAt), gt(otpChallenges.expiresAt, now)));
}

export async function insertChallenge(
  tx: Db,
  values: { userId: number; sessionHash: string; channel: StepUpChannel; codeHash: string; attempts: number; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(otpChallenges).values(values).returning({ id: otpChallenges.id });
  if (!row) throw new Error('insert returned no challenge');
  return row.id;
}

export async function markVerified(tx: Db, challengeId: number, now: Date): Promise<void> {
  await tx.update(otpChallenges).set({ verifiedAt: now }).where(eq(otpChallenges.id, challengeId));
}

export async function setSessionStepUp(tx: Db, sessionHash: string, until: Date): Promise<void> {
  await tx.update(sessions).set({ stepUpUntil: until }).where(eq(sessions.idHash, sessionHash));
}

/** What the status needs besides the challenges: this session's step-up and the user's lockout, as stored now. */
export async function sessionStepUp(db: Db, sessionHash: string): Promise<{ stepUpUntil: Date | null; otpLockedUntil: Date | null } | undefined> {
  const [row] = await db
    .select({ stepUpUntil: sessions.stepUpUntil, otpLockedUntil: users.otpLockedUntil })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sessionHash));
  return row;
}

/** A challenge the text-message job is about to send, with the phone it goes to. */
export async function smsTarget(db: Db, challengeId: number) {
  const [row] = await db
    .select({ expiresAt: otpChallenges.expiresAt, verifiedAt: otpChallenges.verifiedAt, phone: users.phone })
    .from(otpChallenges)
    .innerJoin(users, eq(users.id, otpChallenges.userId))
    .where(eq(otpChallenges.id, challengeId));
  return row;
}
