import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SALARY_ANALYSIS, salaryAnalysisResultSchema, type CompanySize, type SalaryAnalysisResult } from '@partners/contract';
import { salaryReports } from '../../db/schema/index.js';
import type { Database } from '../../platform/db.js';
import { INDUSTRIES, OCCUPATIONS } from '../../seed/taxonomy.js';
import { openTestDatabase } from '../../test/harness.js';
import { makeCompany } from '../../test/factories.js';
import { analyseSalary, cohortIsLargeEnough, type SalaryAnalysisInput } from './analysis.js';

/** 2026-11-26 in Seoul: the reports of 2024 to 2026 count, older ones do not. */
const NOW = new Date('2026-11-26T03:00:00Z');
const COUNTED_YEARS = { from: 2024, to: 2026 };

type Report = {
  occupationId: number;
  industryId: number;
  companySize: CompanySize;
  experienceYears: number;
  annualSalary: number;
  reportedYear: number;
};

let database: Database;
let drop: () => Promise<void>;
let companyId: number;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  companyId = (await makeCompany(database.db)).id;
});
afterAll(() => drop());
beforeEach(async () => {
  await database.db.delete(salaryReports);
});

async function insertReports(reports: readonly Report[]) {
  for (let i = 0; i < reports.length; i += 500) {
    const batch = reports.slice(i, i + 500).map((r) => ({ ...r, companyId }));
    if (batch.length > 0) await database.db.insert(salaryReports).values(batch);
  }
}

const nameOf = (rows: readonly { id: number; name: string }[], id: number) => rows.find((r) => r.id === id)?.name;

// ---------------------------------------------------------------- the in-memory oracle

/** The request's cohorts in decision 0024's order, as tests on one report (years counted aside). */
function oracleCohorts(input: SalaryAnalysisInput, industry: { level1Id: number; level2Id: number | null }, size: CompanySize) {
  const parentOf = (rows: readonly { id: number; parentId: number | null }[], id: number) => rows.find((r) => r.id === id)?.parentId;
  const cohorts: { step: string | null; holds: (r: Report) => boolean }[] = [];
  let occupation2 = input.occupationLevel2Id !== null;
  let industry2 = industry.level2Id !== null;
  let band = 0;
  let anySize = false;
  const add = (step: string | null) => {
    const [o2, i2, b, any] = [occupation2, industry2, band, anySize];
    cohorts.push({
      step,
      holds: (r) =>
        (o2 ? r.occupationId === input.occupationLevel2Id : parentOf(OCCUPATIONS, r.occupationId) === input.occupationLevel1Id) &&
        (i2 ? r.industryId === industry.level2Id : parentOf(INDUSTRIES, r.industryId) === industry.level1Id) &&
        Math.abs(r.experienceYears - input.experienceYears) <= b &&
        (any || r.companySize === size),
    });
  };
  add(null);
  if (occupation2) add(((occupation2 = false), 'occupation_level1'));
  while (band < SALARY_ANALYSIS.maxExperienceBand) add(((band += 1), 'experience_band'));
  if (industry2) add(((industry2 = false), 'industry_level1'));
  add(((anySize = true), 'company_size_any'));
  return cohorts;
}

function oraclePercentile(sorted: readonly number[], f: number) {
  const rank = f * (sorted.length - 1);
  const below = sorted[Math.floor(rank)] ?? NaN;
  return below + ((sorted[Math.ceil(rank)] ?? NaN) - below) * (rank - Math.floor(rank));
}

/** What the analysis must find, computed report by report: the cohort's size, steps and salaries. */
function oracle(reports: readonly Report[], input: SalaryAnalysisInput, industry: { level1Id: number; level2Id: number | null }, size: CompanySize) {
  const counted = reports.filter((r) => r.reportedYear >= COUNTED_YEARS.from && r.reportedYear <= COUNTED_YEARS.to);
  const cohorts = oracleCohorts(input, industry, size).map((c) => ({ ...c, members: counted.filter(c.holds) }));
  const end = cohorts.findIndex((c) => c.members.length >= SALARY_ANALYSIS.minCohort);
  const chosen = end === -1 ? cohorts.length - 1 : end;
  const salaries = (cohorts[chosen]?.members ?? []).map((r) => r.annualSalary).sort((a, b) => a - b);
  return {
    size: salaries.length,
    widened: cohorts.slice(1, chosen + 1).map((c) => ({ step: c.step, size: c.members.length })),
    salaries,
  };
}

/** The cohort the report describes, read back with PostgreSQL's own percentile_cont. */
async function readBack(cohort: SalaryAnalysisResult['cohort']) {
  const category = (table: string, c: { id: number; level: 1 | 2 }) =>
    c.level === 2 ? sql`${c.id}` : sql`select id from ${sql.raw(table)} where parent_id = ${c.id}`;
  const { rows } = (await database.db.execute(sql`
    select count(*)::int as n,
           percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by annual_salary) as p
    from salary_reports
    where occupation_id in (${category('occupations', cohort.occupation)})
      and industry_id in (${category('industries', cohort.industry)})
      and experience_years between ${cohort.experience.min} and ${cohort.experience.max}
      and reported_year between ${cohort.years.from} and ${cohort.years.to}
      and (${cohort.company_size}::text is null or company_size = ${cohort.company_size})`)) as { rows: { n: number; p: number[] | null }[] };
  const [row] = rows;
  if (!row) throw new Error('no row');
  return { n: row.n, p: (row.p ?? []).map(Number) };
}

// ---------------------------------------------------------------- generated reports and requests

const OCCUPATION_IDS = [11601, 11602, 11603, 11701];
const INDUSTRY_IDS = [701, 702, 201];
const SIZES: CompanySize[] = ['large', 'mid', 'small'];
const report: fc.Arbitrary<Report> = fc.record({
  occupationId: fc.constantFrom(...OCCUPATION_IDS),
  industryId: fc.constantFrom(...INDUSTRY_IDS),
  companySize: fc.constantFrom(...SIZES),
  experienceYears: fc.integer({ min: 0, max: 9 }),
  annualSalary: fc.integer({ min: 2_400, max: 9_000 }),
  reportedYear: fc.integer({ min: 2022, max: 2026 }),
});
/** A cluster of reports in one cell (with their own salaries) and scattered ones, so that every widening depth occurs. */
const reports = fc
  .tuple(report, fc.array(fc.integer({ min: 2_400, max: 9_000 }), { maxLength: 50 }), fc.array(report, { maxLength: 250 }))
  .map(([hot, amounts, rest]) => [...amounts.map((annualSalary) => ({ ...hot, annualSalary })), ...rest]);

const amount = fc.integer({ min: SALARY_ANALYSIS.amount.min, max: 12_000 });
const request: fc.Arbitrary<SalaryAnalysisInput> = fc.record({
  occupationLevel1Id: fc.constant(11600),
  occupationLevel2Id: fc.option(fc.constantFrom(11601, 11602, 11603), { freq: 3 }),
  experienceYears: fc.integer({ min: 0, max: 9 }),
  industryLevel1Id: fc.constant(700),
  industryLevel2Id: fc.option(fc.constantFrom(701, 702), { freq: 3 }),
  companySize: fc.constantFrom(...SIZES),
  hopeSalary: amount,
  preSalary: fc.option(amount),
  proposeSalary: fc.option(amount),
  preCompany: fc.option(
    fc.oneof(
      fc.record({ size: fc.constantFrom(...SIZES), industryLevel1Id: fc.constant(700), industryLevel2Id: fc.option(fc.constantFrom(701, 702)) }),
      fc.record({ size: fc.constantFrom(...SIZES), industryLevel1Id: fc.constant(200), industryLevel2Id: fc.option(fc.constant(201)) }),
    ),
  ),
});

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

describe('analyseSalary on generated reports', () => {
  it('reads the cohort the oracle chooses, with the percentiles, positions and histogram of its reports', async () => {
    await fc.assert(
      fc.asyncProperty(reports, fc.array(request, { minLength: 1, maxLength: 4 }), async (list, requests) => {
        await database.db.delete(salaryReports);
        await insertReports(list);
        for (const input of requests) {
          const expected = oracle(list, input, { level1Id: input.industryLevel1Id, level2Id: input.industryLevel2Id }, input.companySize);
          const outcome = await analyseSalary(database.db, input, NOW);
          expect(await cohortIsLargeEnough(database.db, input, NOW)).toBe(outcome.kind === 'analysed');
          if (expected.size < SALARY_ANALYSIS.minCohort) {
            expect(outcome).toEqual({ kind: 'reserved', cohortSize: expected.size });
            continue;
          }
          if (outcome.kind !== 'analysed') throw new Error(`reserved with ${outcome.cohortSize}, expected ${expected.size}`);
          const result = salaryAnalysisResultSchema.parse(outcome.result);
          expect(result.cohort.size).toBe(expected.size);
          expect(result.cohort.widened).toEqual(expected.widened);
          expect(result.cohort.years).toEqual(COUNTED_YEARS);

          // The percentiles: the oracle's interpolation, and PostgreSQL's percentile_cont over the cohort described.
          const wanted = SALARY_ANALYSIS.percentiles.map((p) => oraclePercentile(expected.salaries, p / 100));
          const shown = [result.percentiles.p10, result.percentiles.p25, result.percentiles.p50, result.percentiles.p75, result.percentiles.p90];
          shown.forEach((value, i) => expect(Math.abs(value - (wanted[i] ?? NaN))).toBeLessThanOrEqual(0.05 + 1e-9));
          const back = await readBack(result.cohort);
          expect(back.n).toBe(expected.size);
          expect(shown).toEqual(back.p.map(oneDecimal));

          const below = (x: number) => oneDecimal((expected.salaries.filter((s) => s < x).length / expected.size) * 100);
          expect(result.positions.hope).toEqual({ amount: input.hopeSalary, percentile: below(input.hopeSalary) });
          expect(result.positions.pre).toEqual(input.preSalary === null ? null : { amount: input.preSalary, percentile: below(input.preSalary) });
          expect(result.positions.propose).toEqual(
            input.proposeSalary === null ? null : { amount: input.proposeSalary, percentile: below(input.proposeSalary) },
          );
          expect(result.histogram.reduce((n, b) => n + b.count, 0)).toBe(expected.size);
          expect(result.recommended.min).toBeLessThanOrEqual(result.recommended.max);

          const pre = input.preCompany;
          const preExpected = pre && oracle(list, input, { level1Id: pre.industryLevel1Id, level2Id: pre.industryLevel2Id }, pre.size);
          if (!pre || !preExpected || preExpected.size < SALARY_ANALYSIS.minCohort) {
            expect(result.previous_company).toBeNull();
          } else {
            expect(result.previous_company?.cohort.size).toBe(preExpected.size);
            expect(result.previous_company?.cohort.widened).toEqual(preExpected.widened);
            expect(result.previous_company?.percentiles.p50).toBe(oneDecimal(oraclePercentile(preExpected.salaries, 0.5)));
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('analyseSalary', () => {
  const input: SalaryAnalysisInput = {
    occupationLevel1Id: 11600,
    occupationLevel2Id: 11601,
    experienceYears: 3,
    industryLevel1Id: 700,
    industryLevel2Id: 701,
    companySize: 'mid',
    hopeSalary: 5_000,
    preSalary: 4_400,
    proposeSalary: 4_800,
    preCompany: null,
  };
  const backend = (n: number, over: Partial<Report> = {}): Report[] =>
    Array.from({ length: n }, (_, i) => ({
      occupationId: 11601,
      industryId: 701,
      companySize: 'mid',
      experienceYears: 3,
      annualSalary: 4_000 + i * 10,
      reportedYear: 2026,
      ...over,
    }));

  it('reserves a request whose widest cohort holds fewer than 30 reports, and analyses it once the 30th arrives', async () => {
    // 29 within the widest cohort (another level-2 occupation and industry, ±3 years, another size), and ones that never count.
    await insertReports([
      ...backend(29, { occupationId: 11602, industryId: 702, experienceYears: 6, companySize: 'large' }),
      ...backend(10, { reportedYear: 2023 }),
      ...backend(10, { experienceYears: 7 }),
      ...backend(10, { occupationId: 11701 }),
      ...backend(10, { industryId: 201 }),
    ]);
    expect(await analyseSalary(database.db, input, NOW)).toEqual({ kind: 'reserved', cohortSize: 29 });
    expect(await cohortIsLargeEnough(database.db, input, NOW)).toBe(false);

    await insertReports(backend(1, { experienceYears: 0, companySize: 'public' }));
    expect(await cohortIsLargeEnough(database.db, input, NOW)).toBe(true);
    const outcome = await analyseSalary(database.db, input, NOW);
    if (outcome.kind !== 'analysed') throw new Error('still reserved');
    expect(outcome.result.cohort.size).toBe(30);
    expect(outcome.result.cohort.widened.map((w) => w.step)).toEqual([
      'occupation_level1',
      'experience_band',
      'experience_band',
      'experience_band',
      'industry_level1',
      'company_size_any',
    ]);
    expect(outcome.result.cohort).toMatchObject({ experience: { min: 0, max: 6 }, company_size: null });
  });

  it('reads the exact cohort when it is large enough, with the taxonomy names, the range and the data date', async () => {
    await insertReports(backend(40));
    await database.db.execute(sql`update salary_reports set created_at = '2026-11-20T16:00:00Z'`);
    const outcome = await analyseSalary(database.db, input, NOW);
    if (outcome.kind !== 'analysed') throw new Error('reserved');
    const { result } = outcome;
    expect(result.cohort).toEqual({
      size: 40,
      occupation: { id: 11601, name: nameOf(OCCUPATIONS, 11601), level: 2 },
      industry: { id: 701, name: nameOf(INDUSTRIES, 701), level: 2 },
      experience: { min: 3, max: 3 },
      company_size: 'mid',
      years: COUNTED_YEARS,
      widened: [],
    });
    // 4,000 to 4,390 by 10: p50 at rank 19.5 is 4,195.
    expect(result.percentiles.p50).toBe(4_195);
    expect(result.positions.hope).toEqual({ amount: 5_000, percentile: 100 });
    // Hope above p90 (4,351): the top is p90; the previous salary plus 5% (4,620) lifts the bottom above it.
    expect(result.recommended.reasons).toEqual([
      'market_median_to_upper_quartile',
      'hope_above_market',
      'previous_salary_above_range',
      'propose_within_range',
    ]);
    expect(result.recommended).toMatchObject({ min: 4_620, max: 4_840 });
    expect(result.data_date).toBe('2026-11-21');
    expect(result.previous_company).toBeNull();
  });

  it('gives the previous company figures for its size and industry, and none when its cohort stays thin', async () => {
    await insertReports([...backend(40), ...backend(35, { companySize: 'large', industryId: 201, annualSalary: 6_000 })]);
    const withPre = await analyseSalary(database.db, { ...input, preCompany: { size: 'large', industryLevel1Id: 200, industryLevel2Id: 201 } }, NOW);
    if (withPre.kind !== 'analysed') throw new Error('reserved');
    expect(withPre.result.previous_company).toMatchObject({
      cohort: { size: 35, industry: { id: 201, name: nameOf(INDUSTRIES, 201), level: 2 }, company_size: 'large', widened: [] },
      percentiles: { p10: 6_000, p50: 6_000, p90: 6_000 },
      position: { amount: 4_400, percentile: 0 },
    });
    const thin = await analyseSalary(database.db, { ...input, preCompany: { size: 'small', industryLevel1Id: 300, industryLevel2Id: null } }, NOW);
    expect(thin.kind === 'analysed' && thin.result.previous_company).toBeNull();
  });
});
