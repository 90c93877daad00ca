import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SALARY_ANALYSIS, SALARY_RECOMMENDATION, type CompanySize, type SalaryCohortWidening } from '@partners/contract';
import {
  chooseCohort,
  histogram,
  percentileCont,
  recommendRange,
  roundWidth,
  shareBelow,
  wideningSequence,
  widestCohort,
  withSize,
  type CohortFilter,
  type CohortPlan,
  type CohortTarget,
  type Percentiles,
  type SalaryDistribution,
} from './cohort.js';

// ---------------------------------------------------------------- generated data and brute-force oracles

/** Salaries as the reports hold them, one per report, unsorted. */
const salaries = fc.array(fc.integer({ min: SALARY_ANALYSIS.amount.min, max: 20_000 }), { minLength: 1, maxLength: 300 });
/** Few distinct amounts, so that ties (many reports of one amount) are common. */
const tiedSalaries = fc.array(fc.constantFrom(2_400, 3_000, 3_010, 4_500, 9_990), { minLength: 1, maxLength: 120 });
const anySalaries = fc.oneof(salaries, tiedSalaries);

/** Salaries and an amount to place among them: often one of them, so that ties with the amount are tried. */
const withAmount = anySalaries.chain((values) =>
  fc.tuple(fc.constant(values), fc.oneof(fc.constantFrom(...values), fc.integer({ min: 0, max: 25_000 }))),
);

/** Grouped as the repository returns them: distinct amounts ascending, with their counts. */
function distributionOf(values: readonly number[]): SalaryDistribution {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const amounts = [...counts.keys()].sort((a, b) => a - b);
  return { amounts, counts: amounts.map((a) => counts.get(a) ?? 0) };
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** percentile_cont by its definition: the weighted mean of the two reports around rank f·(n−1). */
function oraclePercentile(values: readonly number[], f: number): number {
  const sorted = ascending(values);
  const rank = f * (sorted.length - 1);
  const below = sorted[Math.floor(rank)] ?? NaN;
  const above = sorted[Math.ceil(rank)] ?? NaN;
  const weight = rank - Math.floor(rank);
  return below * (1 - weight) + above * weight;
}

describe('percentiles (percentile_cont)', () => {
  it('equal the brute-force interpolation over the sorted reports, for every fraction', () => {
    fc.assert(
      fc.property(anySalaries, fc.double({ min: 0, max: 1, noNaN: true }), (values, f) => {
        expect(percentileCont(distributionOf(values), f)).toBeCloseTo(oraclePercentile(values, f), 6);
      }),
    );
  });

  it('are the report itself at an exact rank, the lowest at 0 and the highest at 1', () => {
    fc.assert(
      fc.property(anySalaries, fc.nat(), (values, k) => {
        const sorted = ascending(values);
        const d = distributionOf(values);
        const index = k % sorted.length;
        // A fraction whose rank is exactly `index` (n − 1 ≥ 1); with one report every fraction gives it.
        const f = sorted.length === 1 ? 0.5 : index / (sorted.length - 1);
        expect(percentileCont(d, f)).toBe(sorted[Math.round(f * (sorted.length - 1))]);
        expect(percentileCont(d, 0)).toBe(sorted[0]);
        expect(percentileCont(d, 1)).toBe(sorted[sorted.length - 1]);
      }),
    );
  });

  it('never decrease as the fraction grows, and stay within the cohort', () => {
    fc.assert(
      fc.property(anySalaries, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (values, a, b) => {
        const d = distributionOf(values);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(percentileCont(d, lo)).toBeLessThanOrEqual(percentileCont(d, hi));
        expect(percentileCont(d, lo)).toBeGreaterThanOrEqual(Math.min(...values));
        expect(percentileCont(d, hi)).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('interpolate between neighbours: the median of 4,000 and 5,000 is 4,500; p25 of 1..5 thousand is 2,000', () => {
    expect(percentileCont(distributionOf([5_000, 4_000]), 0.5)).toBe(4_500);
    expect(percentileCont(distributionOf([1_000, 2_000, 3_000, 4_000, 5_000]), 0.25)).toBe(2_000);
    expect(percentileCont(distributionOf([1_000, 2_000, 3_000, 4_000]), 0.1)).toBeCloseTo(1_300, 9);
  });

  it('refuse an empty cohort', () => {
    expect(() => percentileCont({ amounts: [], counts: [] }, 0.5)).toThrow(RangeError);
  });
});

describe('the position of an amount', () => {
  it('is the share of reports strictly below it, as counted one by one', () => {
    fc.assert(
      fc.property(withAmount, ([values, amount]) => {
        const oracle = (values.filter((v) => v < amount).length / values.length) * 100;
        expect(shareBelow(distributionOf(values), amount)).toBeCloseTo(oracle, 9);
      }),
    );
  });

  it('is 0 at or below the lowest report and 100 above the highest', () => {
    fc.assert(
      fc.property(anySalaries, (values) => {
        const d = distributionOf(values);
        expect(shareBelow(d, Math.min(...values))).toBe(0);
        expect(shareBelow(d, Math.max(...values) + 1)).toBe(100);
      }),
    );
  });
});

describe('the histogram', () => {
  it('puts every report in the one bin whose [from, to) holds it', () => {
    fc.assert(
      fc.property(anySalaries, (values) => {
        const bins = histogram(distributionOf(values));
        for (const bin of bins) expect(bin.count).toBe(values.filter((v) => v >= bin.from && v < bin.to).length);
        expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(values.length);
      }),
    );
  });

  it('has contiguous bins of one round width, 1 to 21 of them, from the lowest report to the highest', () => {
    fc.assert(
      fc.property(anySalaries, (values) => {
        const bins = histogram(distributionOf(values));
        const first = bins[0];
        const last = bins[bins.length - 1];
        if (!first || !last) throw new Error('no bins');
        const width = first.to - first.from;
        expect(width).toBe(roundWidth(width, SALARY_RECOMMENDATION.roundTo));
        expect(first.from % width).toBe(0);
        bins.forEach((bin, i) => {
          expect(bin.to - bin.from).toBe(width);
          if (i > 0) expect(bin.from).toBe(bins[i - 1]?.to);
        });
        expect(bins.length).toBeGreaterThanOrEqual(1);
        expect(bins.length).toBeLessThanOrEqual(21);
        expect(first.count).toBeGreaterThan(0);
        expect(last.count).toBeGreaterThan(0);
      }),
    );
  });

  it('reads in round amounts: 30 reports from 3,000 to 6,000 give 500-wide bins from 3,000', () => {
    const values = Array.from({ length: 30 }, (_, i) => 3_000 + Math.round((i * 3_000) / 29));
    const bins = histogram(distributionOf(values));
    expect(bins.map((b) => b.from)).toEqual([3_000, 3_500, 4_000, 4_500, 5_000, 5_500, 6_000]);
    expect(histogram({ amounts: [], counts: [] })).toEqual([]);
  });
});

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

// ---------------------------------------------------------------- the recommended range

const percentilesArb: fc.Arbitrary<Percentiles> = fc
  .array(fc.integer({ min: 1_500, max: 30_000 }), { minLength: 5, maxLength: 5 })
  .map((v) => ascending(v))
  .map(([p10 = 0, p25 = 0, p50 = 0, p75 = 0, p90 = 0]) => ({ p10, p25, p50, p75, p90 }));
const amount = fc.integer({ min: SALARY_ANALYSIS.amount.min, max: SALARY_ANALYSIS.amount.max });
const recommendation = fc.record({
  percentiles: percentilesArb,
  hope: amount,
  pre: fc.option(amount),
  propose: fc.option(amount),
  widened: fc.boolean(),
});
const round = (x: number) => Math.round(x / SALARY_RECOMMENDATION.roundTo) * SALARY_RECOMMENDATION.roundTo;

describe('the recommended offer range', () => {
  it('is an ordered range of round amounts within the form limits', () => {
    fc.assert(
      fc.property(recommendation, (input) => {
        const { min, max } = recommendRange(input);
        expect(min).toBeLessThanOrEqual(max);
        expect(min % SALARY_RECOMMENDATION.roundTo).toBe(0);
        expect(max % SALARY_RECOMMENDATION.roundTo).toBe(0);
        expect(min).toBeGreaterThanOrEqual(SALARY_ANALYSIS.amount.min);
        expect(max).toBeLessThanOrEqual(SALARY_ANALYSIS.amount.max);
      }),
    );
  });

  it('without a previous salary stays within the market (p25 to p90) and holds the desired salary when the market does', () => {
    fc.assert(
      fc.property(recommendation, (input) => {
        const { percentiles: p, hope } = input;
        const { min, max } = recommendRange({ ...input, pre: null });
        expect(min).toBeGreaterThanOrEqual(round(p.p25));
        expect(max).toBeLessThanOrEqual(round(p.p90));
        if (hope >= p.p25 && hope <= p.p90) {
          expect(min).toBeLessThanOrEqual(round(hope));
          expect(max).toBeGreaterThanOrEqual(round(hope));
        }
      }),
    );
  });

  it('starts at least the usual raise above the previous salary', () => {
    fc.assert(
      fc.property(recommendation, amount, (input, pre) => {
        const { min, reasons } = recommendRange({ ...input, pre });
        const floor = Math.min(SALARY_ANALYSIS.amount.max, round(pre * (1 + SALARY_RECOMMENDATION.previousRaise.min)));
        expect(min).toBeGreaterThanOrEqual(floor);
        if (min > round(input.percentiles.p75) && min > round(input.hope)) {
          expect(reasons.some((r) => r.startsWith('previous_salary'))).toBe(true);
        }
      }),
    );
  });

  it('places the proposed salary against the range, and says when the cohort was widened', () => {
    fc.assert(
      fc.property(recommendation, (input) => {
        const { min, max, reasons } = recommendRange(input);
        const placed = reasons.filter((r) => r.startsWith('propose_'));
        if (input.propose === null) expect(placed).toEqual([]);
        else
          expect(placed).toEqual([
            input.propose < min ? 'propose_below_range' : input.propose > max ? 'propose_above_range' : 'propose_within_range',
          ]);
        expect(reasons.includes('cohort_widened')).toBe(input.widened);
        expect(reasons[0]).toBe('market_median_to_upper_quartile');
      }),
    );
  });

  const market: Percentiles = { p10: 3_600, p25: 4_000, p50: 4_500, p75: 5_200, p90: 6_000 };
  it.each([
    ['a desired salary in the range keeps the median to upper quartile', { hope: 4_800, pre: null }, [4_500, 5_200], 'hope_within_range'],
    ['a desired salary above p75 raises the top to it', { hope: 5_600, pre: null }, [4_500, 5_600], 'raised_to_hope'],
    ['a desired salary above p90 raises the top to p90 only', { hope: 9_000, pre: null }, [4_500, 6_000], 'hope_above_market'],
    ['a desired salary below the median lowers the range to it', { hope: 4_200, pre: null }, [4_200, 4_500], 'lowered_to_hope'],
    ['a desired salary below p25 lowers the range to p25 only', { hope: 3_000, pre: null }, [4_000, 4_500], 'hope_below_market'],
    ['a previous salary lifts the bottom by the usual raise', { hope: 4_800, pre: 4_600 }, [4_830, 5_200], 'previous_salary_raise'],
    [
      'a previous salary above the market moves the range to the raise band over it',
      { hope: 7_000, pre: 6_000 },
      [6_300, 6_600],
      'previous_salary_above_range',
    ],
  ] as const)('%s', (_, { hope, pre }, [min, max], reason) => {
    const result = recommendRange({ percentiles: market, hope, pre, propose: null, widened: false });
    expect([result.min, result.max]).toEqual([min, max]);
    expect(result.reasons).toContain(reason);
  });
});
