import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BusinessAccountPermission, BusinessRole } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { companies, invitations, memberships, sessions, users } from '../../db/schema/index.js';

/** Any number; it keeps the operators' lock apart from other advisory locks. */
const OPERATORS_LOCK = 190_019;

/**
 * Changes to one company's operators take turns (a transaction-scoped advisory lock): the last-admin
 * count and the invitation that replaces another are read after the previous change has committed.
 */
export async function lockCompanyOperators(tx: Db, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPERATORS_LOCK}::int, ${companyId}::int)`);
}

const notRevoked = ne(memberships.permission, 'revoked');

/** The company's operators with their accounts: role-less first, then those waiting, then admins and managers by name. */
export async function listMembers(db: Db, companyId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      lastVisitAt: users.lastVisitAt,
      businessRole: memberships.businessRole,
      permission: memberships.permission,
      approvedAt: memberships.approvedAt,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), notRevoked))
    .orderBy(
      sql`${memberships.businessRole} is null desc`,
      sql`${memberships.permission} = 'pending' desc`,
      asc(memberships.businessRole),
      asc(users.name),
      asc(users.id),
    );
}

const inviter = alias(users, 'inviter');

/** Invitations neither accepted nor revoked (expired ones too: they may be sent again), newest first. */
export async function listOpenInvitations(db: Db, companyId: number) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      businessRole: invitations.businessRole,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      inviterName: inviter.name,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.companyId, companyId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export type MemberRow = { userId: number; name: string; email: string; businessRole: BusinessRole | null; permission: BusinessAccountPermission };

/** One operator of the company (not revoked), or undefined: another company's user reads as missing. */
export async function findMember(db: Db, companyId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      businessRole: memberships.businessRole,
      permission: memberships.permission,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), notRevoked))
    .limit(1);
  return row;
}

/** Whether the address belongs to an operator of the company already (granted or waiting). */
export async function isMemberEmail(db: Db, companyId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, email), notRevoked))
    .limit(1);
  return row !== undefined;
}

/** Granted admins of the company other than `exceptUserId`: the ones who would remain. */
export async function countOtherAdmins(tx: Db, companyId: number, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.businessRole, 'admin'),
        eq(memberships.permission, 'granted'),
        ne(memberships.userId, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

export async function setMemberRole(tx: Db, companyId: number, userId: number, role: BusinessRole): Promise<void> {
  await tx
    .update(memberships)
    .set({ businessRole: role })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

export async function grantMember(tx: Db, companyId: number, userId: number, role: BusinessRole, at: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({ businessRole: role, permission: 'granted', approvedAt: at })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

/** Removes the membership and signs the user out of this company (their sessions elsewhere stay). */
export async function deleteMember(tx: Db, companyId: number, userId: number): Promise<void> {
  await tx.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  await tx.delete(sessions).where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId)));
}

// ---------------------------------------------------------------- invitations (console side)

export async function revokeOpenInvitations(tx: Db, companyId: number, email: string, at: Date): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: at })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
}

export async function insertInvitation(tx: Db, row: typeof invitations.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(invitations).values(row).returning({ id: invitations.id });
  if (!inserted) throw new Error('no invitation inserted');
  return inserted.id;
}

export type InvitationRecord = typeof invitations.$inferSelect;

/** One of the company's invitations, locked for the change; another company's reads as missing. */
export async function findInvitationForUpdate(tx: Db, companyId: number, id: number): Promise<InvitationRecord | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function renewInvitation(tx: Db, id: number, tokenHash: string, at: Date, expiresAt: Date): Promise<void> {
  await tx.update(invitations).set({ tokenHash, createdAt: at, expiresAt }).where(eq(invitations.id, id));
}

export async function revokeInvitation(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(invitations).set({ revokedAt: at }).where(eq(invitations.id, id));
}

// ---------------------------------------------------------------- invitations (the invitee's side)

/** The invitation a link's token names, with its company's name; `forUpdate` locks it for the acceptance. */
export async function findInvitationByToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({ invitation: invitations, companyName: companies.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: invitations }) : query);
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** A new account; undefined when the address was taken meanwhile (the unique index decides). */
export async function insertUser(tx: Db, row: { email: string; name: string; passwordHash: string; at: Date }): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(users)
    .values({ email: row.email, name: row.name, passwordHash: row.passwordHash, passwordChangedAt: row.at })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return inserted?.id;
}

/**
 * The invitee's membership, granted with the invitation's role: a new one, or one that waited for
 * approval. False when the user already operates the company (nothing changes then).
 */
export async function grantInvitedMember(tx: Db, companyId: number, userId: number, role: BusinessRole, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(memberships)
    .values({ userId, companyId, businessRole: role, permission: 'granted', approvedAt: at })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.companyId],
      set: { businessRole: role, permission: 'granted', approvedAt: at },
      setWhere: ne(memberships.permission, 'granted'),
    })
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

export async function markInvitationAccepted(tx: Db, id: number, userId: number, at: Date): Promise<void> {
  await tx.update(invitations).set({ acceptedAt: at, acceptedBy: userId }).where(eq(invitations.id, id));
}

export async function recordVisit(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastVisitAt: at }).where(eq(users.id, userId));
}
