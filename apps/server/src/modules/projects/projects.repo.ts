import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { hrCandidates, hrProjects } from '../../db/schema/index.js';

/**
 * A project's candidates in each progress list, for the project whose row the outer query is on.
 * Candidates with an action status are in the completed list and count in none of the three (spec §4).
 * A lateral subquery, so that a page of projects is counted in the one query that reads the page.
 */
function candidateCounts(db: Db) {
  const counted = (status: string) => sql<number>`count(*) filter (where ${hrCandidates.status} = ${status})::int`;
  return db
    .select({ intact: counted('intact').as('intact'), contacted: counted('contacted').as('contacted'), replied: counted('replied').as('replied') })
    .from(hrCandidates)
    .where(and(eq(hrCandidates.projectId, hrProjects.id), eq(hrCandidates.actionStatus, 'none')))
    .as('counts');
}

function withCounts(db: Db) {
  const counts = candidateCounts(db);
  return db
    .select({
      project: hrProjects,
      intact: sql<number>`coalesce(${counts.intact}, 0)`,
      contacted: sql<number>`coalesce(${counts.contacted}, 0)`,
      replied: sql<number>`coalesce(${counts.replied}, 0)`,
    })
    .from(hrProjects)
    .leftJoinLateral(counts, sql`true`)
    .$dynamic();
}

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function listProjects(db: Db, companyId: number, active: boolean, page: number, per: number) {
  return withCounts(db)
    .where(and(eq(hrProjects.companyId, companyId), eq(hrProjects.active, active)))
    .orderBy(desc(hrProjects.createdAt), desc(hrProjects.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countProjects(db: Db, companyId: number, active: boolean): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(hrProjects)
    .where(and(eq(hrProjects.companyId, companyId), eq(hrProjects.active, active)));
  return row?.total ?? 0;
}

/** One of the company's projects with its counts; undefined when the company has no such project. */
export async function findProject(db: Db, companyId: number, id: number) {
  const [row] = await withCounts(db)
    .where(and(eq(hrProjects.companyId, companyId), eq(hrProjects.id, id)))
    .limit(1);
  return row;
}

export async function insertProject(db: Db, values: { companyId: number; createdBy: number; name: string }): Promise<number | undefined> {
  const [row] = await db.insert(hrProjects).values(values).returning({ id: hrProjects.id });
  return row?.id;
}

/** Renames or (de)activates one of the company's projects; false when it has no such project. */
export async function updateProject(db: Db, companyId: number, id: number, set: { name?: string; active?: boolean }, at: Date): Promise<boolean> {
  const rows = await db
    .update(hrProjects)
    .set({ ...set, updatedAt: at })
    .where(and(eq(hrProjects.companyId, companyId), eq(hrProjects.id, id)))
    .returning({ id: hrProjects.id });
  return rows.length > 0;
}

/** Deletes one of the company's projects; its candidates and proposals go with it (foreign keys cascade). */
export async function deleteProject(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(hrProjects)
    .where(and(eq(hrProjects.companyId, companyId), eq(hrProjects.id, id)))
    .returning({ id: hrProjects.id });
  return rows.length > 0;
}

/** Which of `ids` are the company's projects (to refuse another company's ids like missing ones). */
export async function companyProjects(db: Db, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: hrProjects.id, name: hrProjects.name })
    .from(hrProjects)
    .where(and(eq(hrProjects.companyId, companyId), inArray(hrProjects.id, [...ids])));
}
