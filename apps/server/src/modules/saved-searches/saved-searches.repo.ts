import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { savedSearches, users } from '../../db/schema/index.js';

/** What an operator sees in a company: their own saved searches and those the others shared. */
function visibleTo(companyId: number, userId: number) {
  return and(eq(savedSearches.companyId, companyId), or(eq(savedSearches.userId, userId), eq(savedSearches.shared, true)));
}

export async function listSavedSearches(db: Db, companyId: number, userId: number, page: number, per: number) {
  return db
    .select({ search: savedSearches, createdBy: users.name })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(visibleTo(companyId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countVisibleSavedSearches(db: Db, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(visibleTo(companyId, userId));
  return row?.total ?? 0;
}

/** One saved search the operator can see (their own or a shared one); undefined otherwise. */
export async function findVisibleSavedSearch(db: Db, companyId: number, userId: number, id: number) {
  const [row] = await db
    .select({ id: savedSearches.id, userId: savedSearches.userId })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), visibleTo(companyId, userId)))
    .limit(1);
  return row;
}

export async function countSavedSearches(db: Db, companyId: number, userId?: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(
      userId === undefined ? eq(savedSearches.companyId, companyId) : and(eq(savedSearches.companyId, companyId), eq(savedSearches.userId, userId)),
    );
  return row?.total ?? 0;
}

export async function insertSavedSearch(db: Db, values: typeof savedSearches.$inferInsert) {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row;
}

/** Updates one of the operator's own saved searches in the company; undefined when they have no such search. */
export async function updateSavedSearch(
  db: Db,
  owner: { companyId: number; userId: number },
  id: number,
  set: { title?: string; recommend?: boolean; shared?: boolean },
  at: Date,
) {
  const [row] = await db
    .update(savedSearches)
    .set({ ...set, updatedAt: at })
    .where(and(eq(savedSearches.companyId, owner.companyId), eq(savedSearches.userId, owner.userId), eq(savedSearches.id, id)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, owner: { companyId: number; userId: number }, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.companyId, owner.companyId), eq(savedSearches.userId, owner.userId), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}
