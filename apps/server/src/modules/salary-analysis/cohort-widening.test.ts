import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SALARY_ANALYSIS, type CompanySize, type SalaryCohortWidening } from '@partners/contract';
import { chooseCohort, wideningSequence, widestCohort, withSize, type CohortFilter, type CohortPlan, type CohortTarget } from './cohort.js';

/** The cohort's widening (cohort.ts) against a brute-force plan over a small generated world. */
// ---------------------------------------------------------------- the widening

/** A small world: occupations 11–13 under 1, industries 21–22 under 2, three sizes, 0–8 years of experience. */
const OCCUPATIONS = [11, 12, 13];
const INDUSTRIES = [21, 22];
const SIZES: CompanySize[] = ['large', 'mid', 'small'];
type Report = { occupationId: number; industryId: number; companySize: CompanySize; experienceYears: number };

const report: fc.Arbitrary<Report> = fc.record({
  occupationId: fc.constantFrom(...OCCUPATIONS),
  industryId: fc.constantFrom(...INDUSTRIES),
  companySize: fc.constantFrom(...SIZES),
  experienceYears: fc.integer({ min: 0, max: 8 }),
});
/** Reports clustered on one cell (so that the exact cohort is sometimes large enough), and scattered ones. */
const reports = fc
  .tuple(report, fc.nat({ max: 60 }), fc.array(report, { maxLength: 200 }))
  .map(([hot, copies, rest]) => [...Array.from({ length: copies }, () => hot), ...rest]);

const target: fc.Arbitrary<CohortTarget> = fc.record({
  occupation: fc.record({ level1Id: fc.constant(1), level2Id: fc.option(fc.constantFrom(...OCCUPATIONS)), level2Ids: fc.constant(OCCUPATIONS) }),
  industry: fc.record({ level1Id: fc.constant(2), level2Id: fc.option(fc.constantFrom(...INDUSTRIES)), level2Ids: fc.constant(INDUSTRIES) }),
  experienceYears: fc.integer({ min: 0, max: 8 }),
  companySize: fc.constantFrom(...SIZES),
});

/** The number of reports with one occupation, industry, size and experience year: what a grouped count returns. */
type CohortCell = Report & { count: number };

/** Whether a cell's reports are in a cohort, as the repository's SQL conditions select them. */
function cellInCohort(cell: Report, filter: CohortFilter): boolean {
  return (
    filter.occupation.ids.includes(cell.occupationId) &&
    filter.industry.ids.includes(cell.industryId) &&
    cell.experienceYears >= filter.experience.min &&
    cell.experienceYears <= filter.experience.max &&
    (filter.companySize === null || cell.companySize === filter.companySize)
  );
}

function cohortSize(cells: readonly CohortCell[], filter: CohortFilter): number {
  return cells.filter((cell) => cellInCohort(cell, filter)).reduce((n, cell) => n + cell.count, 0);
}

/** The plan from full counts of every candidate cohort. */
function planCohort(t: CohortTarget, cells: readonly CohortCell[], minCohort: number = SALARY_ANALYSIS.minCohort): CohortPlan {
  const sequence = wideningSequence(t);
  return chooseCohort(
    sequence,
    sequence.map((c) => cohortSize(cells, c.filter)),
    minCohort,
  );
}

function cellsOf(list: readonly Report[]): CohortCell[] {
  const cells = new Map<string, CohortCell>();
  for (const r of list) {
    const key = `${r.occupationId}/${r.industryId}/${r.companySize}/${r.experienceYears}`;
    const cell = cells.get(key) ?? { ...r, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  return [...cells.values()];
}

/** Decision 0024 written out as the list of cohorts it may end on, each a test on one report. */
function oracleSteps(t: CohortTarget): { step: SalaryCohortWidening | null; holds: (r: Report) => boolean }[] {
  let occupationLevel2 = t.occupation.level2Id !== null;
  let band = 0;
  let industryLevel2 = t.industry.level2Id !== null;
  let anySize = false;
  const snapshot = () => {
    const [o, i, b, s] = [occupationLevel2, industryLevel2, band, anySize];
    return (r: Report) =>
      (o ? r.occupationId === t.occupation.level2Id : true) &&
      (i ? r.industryId === t.industry.level2Id : true) &&
      Math.abs(r.experienceYears - t.experienceYears) <= b &&
      (s || r.companySize === t.companySize);
  };
  const steps: { step: SalaryCohortWidening | null; holds: (r: Report) => boolean }[] = [{ step: null, holds: snapshot() }];
  if (occupationLevel2) {
    occupationLevel2 = false;
    steps.push({ step: 'occupation_level1', holds: snapshot() });
  }
  for (band = 1; band <= 3; band++) steps.push({ step: 'experience_band', holds: snapshot() });
  band = 3;
  if (industryLevel2) {
    industryLevel2 = false;
    steps.push({ step: 'industry_level1', holds: snapshot() });
  }
  anySize = true;
  steps.push({ step: 'company_size_any', holds: snapshot() });
  return steps;
}

describe('the widening plan', () => {
  it('ends on the first cohort of the decision order that holds the minimum (or the widest), counted report by report', () => {
    fc.assert(
      fc.property(reports, target, fc.integer({ min: 1, max: 40 }), (list, t, minCohort) => {
        const steps = oracleSteps(t);
        const sizes = steps.map((s) => list.filter(s.holds).length);
        const chosen = sizes.findIndex((n) => n >= minCohort);
        const end = chosen === -1 ? steps.length - 1 : chosen;

        const plan = planCohort(t, cellsOf(list), minCohort);
        expect(plan.size).toBe(sizes[end]);
        expect(plan.widened).toEqual(steps.slice(1, end + 1).map((s, i) => ({ step: s.step, size: sizes[i + 1] })));
        // The plan's filter holds exactly the oracle's reports.
        const holds = steps[end]?.holds ?? (() => false);
        for (const r of list) expect(cohortSize(cellsOf([r]), plan.filter)).toBe(holds(r) ? 1 : 0);
      }),
    );
  });

  it('chooses the same cohort and steps from counts capped at the minimum as from full counts', () => {
    fc.assert(
      fc.property(reports, target, fc.integer({ min: 1, max: 40 }), (list, t, minCohort) => {
        const sequence = wideningSequence(t);
        const full = sequence.map((c) => cohortSize(cellsOf(list), c.filter));
        const exact = chooseCohort(sequence, full, minCohort);
        const capped = chooseCohort(
          sequence,
          full.map((n) => Math.min(n, minCohort)),
          minCohort,
        );
        expect(withSize(capped, exact.size)).toEqual(exact);
        expect(exact).toEqual(planCohort(t, cellsOf(list), minCohort));
      }),
    );
  });

  it('never widens a cohort that already holds the minimum, and every step it takes was needed', () => {
    fc.assert(
      fc.property(reports, target, (list, t) => {
        const plan = planCohort(t, cellsOf(list));
        const before = [cohortSize(cellsOf(list), planCohort(t, cellsOf(list), 0).filter), ...plan.widened.map((w) => w.size)];
        before.slice(0, -1).forEach((size) => expect(size).toBeLessThan(SALARY_ANALYSIS.minCohort));
        expect(plan.widened.length).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('keeps the experience band at zero years or more and describes the categories it reads', () => {
    const t: CohortTarget = {
      occupation: { level1Id: 1, level2Id: 12, level2Ids: OCCUPATIONS },
      industry: { level1Id: 2, level2Id: 21, level2Ids: INDUSTRIES },
      experienceYears: 1,
      companySize: 'mid',
    };
    const plan = planCohort(t, []);
    expect(plan.filter).toEqual(widestCohort(t));
    expect(plan.filter.experience).toEqual({ min: 0, max: 4 });
    expect(plan.filter.occupation).toEqual({ level: 1, id: 1, ids: OCCUPATIONS });
    expect(plan.widened.map((w) => w.step)).toEqual([
      'occupation_level1',
      'experience_band',
      'experience_band',
      'experience_band',
      'industry_level1',
      'company_size_any',
    ]);
    const exact = planCohort(t, [{ occupationId: 12, industryId: 21, companySize: 'mid', experienceYears: 1, count: 30 }]);
    expect(exact).toEqual({
      filter: {
        occupation: { level: 2, id: 12, ids: [12] },
        industry: { level: 2, id: 21, ids: [21] },
        experience: { min: 1, max: 1 },
        companySize: 'mid',
      },
      size: 30,
      widened: [],
    });
  });
});
