import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { savedSearches, users } from '../../db/schema/index.js';

export async function listSavedSearches(db: Db, companyId: number, page: number, per: number) {
  return db
    .select({ search: savedSearches, createdBy: users.name })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.companyId, companyId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(per)
    .offset((page - 1) * per);
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

/** Updates one of the company's saved searches; undefined when it has no such search. */
export async function updateSavedSearch(db: Db, companyId: number, id: number, set: { title?: string; recommend?: boolean }, at: Date) {
  const [row] = await db
    .update(savedSearches)
    .set({ ...set, updatedAt: at })
    .where(and(eq(savedSearches.companyId, companyId), eq(savedSearches.id, id)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.companyId, companyId), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}
