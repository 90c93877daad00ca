import { and, between, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanySize } from '@partners/contract';
import { industries, occupations, salaryReports } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import type { SalaryDistribution } from './cohort.js';

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

/**
 * Each cohort's number of reports, counted only up to `cap` (a count at the cap means "at least that many"),
 * in one statement: each count stops reading the index at the cap, so a large cohort costs no more than a
 * small one. What the widening plan needs, and the submit-time check.
 */
export async function cappedCounts(db: Db, cohorts: readonly CohortBounds[], cap: number): Promise<number[]> {
  if (cohorts.length === 0) return [];
  const counts = cohorts.map((b) =>
    empty(b) ? sql`0` : sql`(select count(*)::int from (select 1 from ${salaryReports} where ${where(b)} limit ${cap}) as capped)`,
  );
  const { rows } = (await db.execute(sql`select array[${sql.join(counts, sql`, `)}]::int[] as counts`)) as { rows: { counts: number[] }[] };
  return (rows[0]?.counts ?? []).map(Number);
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

/** When the newest salary report arrived (null with none): the report's data date. */
export async function newestReportAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: salaryReports.createdAt }).from(salaryReports).orderBy(desc(salaryReports.createdAt)).limit(1);
  return row?.at ?? null;
}

export type TaxonomyRow = { id: number; parentId: number | null; name: string };

/** A level-1 category of a taxonomy (occupations or industries) and its level-2 ones. */
export async function taxonomyFamily(db: Db, taxonomy: 'occupations' | 'industries', level1Id: number): Promise<TaxonomyRow[]> {
  const t = taxonomy === 'occupations' ? occupations : industries;
  return db
    .select({ id: t.id, parentId: t.parentId, name: t.name })
    .from(t)
    .where(or(eq(t.id, level1Id), eq(t.parentId, level1Id)))
    .orderBy(t.id);
}
