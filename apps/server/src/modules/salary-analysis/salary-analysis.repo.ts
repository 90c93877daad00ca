import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanySize, SalaryAnalysisResult, SalaryAnalysisStatus } from '@partners/contract';
import { companies, industries, occupations, salaryAnalyses, salaryReports, salaryTicketLedger, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';

/**
 * Salary analysis requests (decision 0024). Every query a screen makes is scoped by the caller's
 * company; the worker's (analyse, recheck) go by id alone, as the job names the request.
 */

export type NewAnalysis = typeof salaryAnalyses.$inferInsert;
export type AnalysisRow = typeof salaryAnalyses.$inferSelect;

// ---------------------------------------------------------------- the taxonomies of the form

export type TaxonomyRow = { id: number; parentId: number | null; name: string };

export function findOccupations(db: Db): Promise<TaxonomyRow[]> {
  return db.select({ id: occupations.id, parentId: occupations.parentId, name: occupations.name }).from(occupations).orderBy(asc(occupations.id));
}

export function findIndustries(db: Db): Promise<TaxonomyRow[]> {
  return db.select({ id: industries.id, parentId: industries.parentId, name: industries.name }).from(industries).orderBy(asc(industries.id));
}

export async function findOccupation(db: Db, id: number): Promise<TaxonomyRow | undefined> {
  const [row] = await db
    .select({ id: occupations.id, parentId: occupations.parentId, name: occupations.name })
    .from(occupations)
    .where(eq(occupations.id, id));
  return row;
}

export async function findIndustry(db: Db, id: number): Promise<TaxonomyRow | undefined> {
  const [row] = await db
    .select({ id: industries.id, parentId: industries.parentId, name: industries.name })
    .from(industries)
    .where(eq(industries.id, id));
  return row;
}

/** A company the previous-company autocomplete named: its name, size and level-2 industry with that industry's level 1. */
export async function findCompanyProfile(db: Db, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, size: companies.size, industryId: companies.industryId, industryParentId: industries.parentId })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(eq(companies.id, id));
  return row;
}

// ---------------------------------------------------------------- requests

export async function findByIdempotencyKey(db: Db, companyId: number, key: string): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(salaryAnalyses)
    .where(and(eq(salaryAnalyses.companyId, companyId), eq(salaryAnalyses.idempotencyKey, key)));
  return row;
}

export async function insertAnalysis(tx: Db, values: NewAnalysis): Promise<number> {
  const [row] = await tx.insert(salaryAnalyses).values(values).returning({ id: salaryAnalyses.id });
  if (!row) throw new Error('insert salary analysis returned no row');
  return row.id;
}

const occupation1 = alias(occupations, 'occupation1');
const occupation2 = alias(occupations, 'occupation2');
const industry1 = alias(industries, 'industry1');
const industry2 = alias(industries, 'industry2');

/** Whether the request holds a ticket now: a use in the ledger and no refund. */
const ticketHeld = sql<boolean>`(
  exists (select 1 from ${salaryTicketLedger} l where l.analysis_id = ${salaryAnalyses.id} and l.reason = 'use')
  and not exists (select 1 from ${salaryTicketLedger} l where l.analysis_id = ${salaryAnalyses.id} and l.reason = 'refund')
)`;

/** A request with the names the list and the report show: taxonomy names, the requester's name, whether a ticket is held. */
const viewColumns = {
  row: salaryAnalyses,
  occupation1Name: occupation1.name,
  occupation2Name: occupation2.name,
  industry1Name: industry1.name,
  industry2Name: industry2.name,
  requestedByName: users.name,
  ticketHeld,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(salaryAnalyses)
    .leftJoin(occupation1, eq(occupation1.id, salaryAnalyses.occupationLevel1Id))
    .leftJoin(occupation2, eq(occupation2.id, salaryAnalyses.occupationLevel2Id))
    .leftJoin(industry1, eq(industry1.id, salaryAnalyses.industryLevel1Id))
    .leftJoin(industry2, eq(industry2.id, salaryAnalyses.industryLevel2Id))
    .leftJoin(users, eq(users.id, salaryAnalyses.requestedBy));
}

export type AnalysisView = NonNullable<Awaited<ReturnType<typeof findAnalysisView>>>;

/** One request of the company with its names; another company's is not found, as a missing one is. */
export async function findAnalysisView(db: Db, companyId: number, id: number) {
  const [row] = await viewQuery(db).where(and(eq(salaryAnalyses.companyId, companyId), eq(salaryAnalyses.id, id)));
  return row;
}

/** One page of the company's requests in `statuses`, newest first (the index `salary_analyses_company_idx`). */
export function findAnalysisPage(db: Db, companyId: number, statuses: readonly SalaryAnalysisStatus[], page: number, per: number) {
  return viewQuery(db)
    .where(and(eq(salaryAnalyses.companyId, companyId), inArray(salaryAnalyses.status, [...statuses])))
    .orderBy(desc(salaryAnalyses.createdAt), desc(salaryAnalyses.id))
    .limit(per)
    .offset((page - 1) * per);
}

/** How many requests the company has in each status. */
export function countByStatus(db: Db, companyId: number): Promise<{ status: SalaryAnalysisStatus; n: number }[]> {
  return db
    .select({ status: salaryAnalyses.status, n: sql<number>`count(*)::int` })
    .from(salaryAnalyses)
    .where(eq(salaryAnalyses.companyId, companyId))
    .groupBy(salaryAnalyses.status);
}

/** The company's request, locked until the transaction ends (a cancel and the worker take turns on it). */
export async function lockAnalysis(tx: Db, companyId: number, id: number): Promise<AnalysisRow | undefined> {
  const [row] = await tx
    .select()
    .from(salaryAnalyses)
    .where(and(eq(salaryAnalyses.companyId, companyId), eq(salaryAnalyses.id, id)))
    .for('update');
  return row;
}

export async function markCancelled(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(salaryAnalyses).set({ status: 5, cancelledAt: at }).where(eq(salaryAnalyses.id, id));
}

// ---------------------------------------------------------------- the worker's moves

/**
 * Moves `id` from one of `from` to `to` and answers the row, or nothing when it is in another status by
 * now (cancelled, completed, taken by another worker's move): the one guard every move of the worker has.
 */
export async function moveAnalysis(
  tx: Db,
  id: number,
  from: readonly SalaryAnalysisStatus[],
  to: SalaryAnalysisStatus,
  set: Partial<Pick<NewAnalysis, 'result' | 'analysedAt' | 'notifiedAt'>> = {},
): Promise<AnalysisRow | undefined> {
  const [row] = await tx
    .update(salaryAnalyses)
    .set({ ...set, status: to })
    .where(and(eq(salaryAnalyses.id, id), inArray(salaryAnalyses.status, [...from])))
    .returning();
  return row;
}

/** The completed report, written once: only a request still analysing takes it. */
export function writeResult(tx: Db, id: number, result: SalaryAnalysisResult, at: Date): Promise<AnalysisRow | undefined> {
  return moveAnalysis(tx, id, [4], 3, { result, analysedAt: at });
}

export async function markNotified(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(salaryAnalyses).set({ notifiedAt: at }).where(eq(salaryAnalyses.id, id));
}

/** Reserved requests, oldest first (the partial index `salary_analyses_reserved_idx`), a batch after `afterId`. */
export function findReserved(db: Db, afterId: number, limit: number): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(salaryAnalyses)
    .where(and(eq(salaryAnalyses.status, 11), sql`${salaryAnalyses.id} > ${afterId}`))
    .orderBy(asc(salaryAnalyses.id))
    .limit(limit);
}

// ---------------------------------------------------------------- demo: salary reports as the public site adds them

/** Up to `limit` companies of a size, the reporters' employers (lowest ids: the same on every run). */
export async function findCompaniesOfSize(db: Db, size: CompanySize, limit: number): Promise<number[]> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.size, size)).orderBy(asc(companies.id)).limit(limit);
  return rows.map((r) => r.id);
}

export async function insertSalaryReports(db: Db, rows: (typeof salaryReports.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(salaryReports).values(rows);
}
