import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { officialSalaries, salaryReports } from '../../db/schema/index.js';

export type SalaryFilter = { firstYear: number; occupationId?: number | undefined; year?: number | undefined };

function conditions(companyId: number, f: SalaryFilter): SQL | undefined {
  const r = salaryReports;
  return and(
    eq(r.companyId, companyId),
    gte(r.reportedYear, f.firstYear),
    ...(f.occupationId === undefined ? [] : [eq(r.occupationId, f.occupationId)]),
    ...(f.year === undefined ? [] : [eq(r.reportedYear, f.year)]),
  );
}

const percentile = (p: number) =>
  sql<number>`round(percentile_cont(${sql.raw(String(p))}) within group (order by ${salaryReports.annualSalary}))::int`;

/** Reports per occupation and reported year (만원): how many, the average and the quartiles; newest year first. */
export async function salaryStats(db: Db, companyId: number, f: SalaryFilter) {
  const r = salaryReports;
  return db
    .select({
      occupationId: r.occupationId,
      year: r.reportedYear,
      count: sql<number>`count(*)::int`,
      average: sql<number>`round(avg(${r.annualSalary}))::int`,
      p25: percentile(0.25),
      median: percentile(0.5),
      p75: percentile(0.75),
    })
    .from(r)
    .where(conditions(companyId, f))
    .groupBy(r.occupationId, r.reportedYear)
    .orderBy(desc(r.reportedYear), r.occupationId);
}

/** The years of the window with any report of the company's, newest first. */
export async function reportedYears(db: Db, companyId: number, firstYear: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: salaryReports.reportedYear })
    .from(salaryReports)
    .where(conditions(companyId, { firstYear }))
    .orderBy(desc(salaryReports.reportedYear));
  return rows.map((r) => r.year);
}

export async function listOfficialSalaries(db: Db, companyId: number) {
  return db
    .select()
    .from(officialSalaries)
    .where(eq(officialSalaries.companyId, companyId))
    .orderBy(desc(officialSalaries.year), officialSalaries.occupationId);
}
export type OfficialSalaryRow = Awaited<ReturnType<typeof listOfficialSalaries>>[number];

export type OfficialSalaryValues = { companyId: number; occupationId: number; year: number; amount: number; note: string | null; userId: number };

/** One published salary per company, occupation and year: a second save of the same pair replaces it. */
export async function upsertOfficialSalary(tx: Db, v: OfficialSalaryValues, at: Date): Promise<OfficialSalaryRow> {
  const [row] = await tx
    .insert(officialSalaries)
    .values({
      companyId: v.companyId,
      occupationId: v.occupationId,
      year: v.year,
      amount: v.amount,
      note: v.note,
      updatedBy: v.userId,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [officialSalaries.companyId, officialSalaries.occupationId, officialSalaries.year],
      set: { amount: v.amount, note: v.note, updatedBy: v.userId, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('official salary upsert returned no row');
  return row;
}

export async function deleteOfficialSalary(tx: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(officialSalaries)
    .where(and(eq(officialSalaries.companyId, companyId), eq(officialSalaries.id, id)))
    .returning({ id: officialSalaries.id });
  return rows.length > 0;
}

export async function hasOfficialSalaries(tx: Db, companyId: number): Promise<boolean> {
  const [row] = await tx.select({ id: officialSalaries.id }).from(officialSalaries).where(eq(officialSalaries.companyId, companyId)).limit(1);
  return row !== undefined;
}

/** Official-salary changes of one company take turns, so that the usage flag each writes sees the other's (see lockReplies). */
export async function lockOfficialSalaries(tx: Db, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(180104, ${companyId}::int)`);
}
