import { and, between, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanySize } from '@partners/contract';
import { industries, occupations, salaryReports } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import type { CohortCell, SalaryDistribution } from './cohort.js';

/**
 * The reports a query reads: level-2 occupations and industries, an inclusive experience range, a size (null:
 * any) and the reported years (inclusive). Every condition is on a column of `salary_reports_cohort_idx`, so
 * the reports are read from the index alone.
 */
export type CohortBounds = {
  occupationIds: readonly number[];
  industryIds: readonly number[];
  experience: { min: number; max: number };
  companySize: CompanySize | null;
  years: { from: number; to: number };
};

function where(b: CohortBounds): SQL | undefined {
  const r = salaryReports;
  return and(
    inArray(r.occupationId, [...b.occupationIds]),
    inArray(r.industryId, [...b.industryIds]),
    b.companySize === null ? undefined : eq(r.companySize, b.companySize),
    between(r.experienceYears, b.experience.min, b.experience.max),
    between(r.reportedYear, b.years.from, b.years.to),
  );
}

const empty = (b: CohortBounds) => b.occupationIds.length === 0 || b.industryIds.length === 0;

/** The number of reports per occupation, industry, size and experience year: what the widening plan counts. */
export async function cohortCells(db: Db, b: CohortBounds): Promise<CohortCell[]> {
  if (empty(b)) return [];
  const r = salaryReports;
  return db
    .select({
      occupationId: r.occupationId,
      industryId: r.industryId,
      companySize: r.companySize,
      experienceYears: r.experienceYears,
      count: sql<number>`count(*)::int`,
    })
    .from(r)
    .where(where(b))
    .groupBy(r.occupationId, r.industryId, r.companySize, r.experienceYears);
}

/** The cohort's salaries as distinct amounts (ascending) with their counts. */
export async function cohortSalaries(db: Db, b: CohortBounds): Promise<SalaryDistribution> {
  if (empty(b)) return { amounts: [], counts: [] };
  const r = salaryReports;
  const rows = await db
    .select({ amount: r.annualSalary, count: sql<number>`count(*)::int` })
    .from(r)
    .where(where(b))
    .groupBy(r.annualSalary)
    .orderBy(r.annualSalary);
  return { amounts: rows.map((row) => row.amount), counts: rows.map((row) => row.count) };
}

/** Whether the reports within `b` number at least `n`: stops reading at the n-th. */
export async function cohortReaches(db: Db, b: CohortBounds, n: number): Promise<boolean> {
  if (empty(b)) return n <= 0;
  const r = salaryReports;
  const found = db
    .select({ one: sql`1` })
    .from(r)
    .where(where(b))
    .limit(n)
    .as('found');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(found);
  return (row?.count ?? 0) >= n;
}

/** When the newest salary report arrived (null with none): the report's data date. */
export async function newestReportAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: salaryReports.createdAt }).from(salaryReports).orderBy(desc(salaryReports.createdAt)).limit(1);
  return row?.at ?? null;
}

export type TaxonomyRow = { id: number; parentId: number | null; name: string };

/** A level-1 occupation and its level-2 ones. */
export async function occupationFamily(db: Db, level1Id: number): Promise<TaxonomyRow[]> {
  const t = occupations;
  return db
    .select({ id: t.id, parentId: t.parentId, name: t.name })
    .from(t)
    .where(or(eq(t.id, level1Id), eq(t.parentId, level1Id)))
    .orderBy(t.id);
}

/** A level-1 industry and its level-2 ones. */
export async function industryFamily(db: Db, level1Id: number): Promise<TaxonomyRow[]> {
  const t = industries;
  return db
    .select({ id: t.id, parentId: t.parentId, name: t.name })
    .from(t)
    .where(or(eq(t.id, level1Id), eq(t.parentId, level1Id)))
    .orderBy(t.id);
}
