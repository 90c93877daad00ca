import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SALARY_ANALYSIS, SALARY_RECOMMENDATION } from '@partners/contract';
import { histogram, percentileCont, roundWidth, shareBelow, type SalaryDistribution } from './cohort.js';

/** The salary distribution's figures (cohort.ts) against brute-force oracles over generated reports. */

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
