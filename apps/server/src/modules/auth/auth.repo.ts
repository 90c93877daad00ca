import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberships, partnerAdminGrants, users } from '../../db/schema/index.js';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, passwordHash: users.passwordHash, isPartnersAdmin: users.isPartnersAdmin })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The company a new session manages: the user's oldest approved membership, else a partner grant. */
export async function findHomeCompanyId(db: Db, userId: number): Promise<number | undefined> {
  const [member] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.permission, 'revoked')))
    .orderBy(sql`${memberships.approvedAt} asc nulls last`, asc(memberships.companyId))
    .limit(1);
  if (member) return member.companyId;
  const [grant] = await db
    .select({ companyId: partnerAdminGrants.companyId })
    .from(partnerAdminGrants)
    .where(eq(partnerAdminGrants.userId, userId))
    .orderBy(asc(partnerAdminGrants.companyId))
    .limit(1);
  return grant?.companyId;
}

export async function recordVisit(db: Db, userId: number, at: Date) {
  await db.update(users).set({ lastVisitAt: at }).where(eq(users.id, userId));
}
