import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SALARY_ANALYSIS, SALARY_RECOMMENDATION } from '@partners/contract';
import { recommendRange, type Percentiles } from './cohort.js';

/** The recommended offer range (cohort.ts) over generated percentiles and amounts. */
// ---------------------------------------------------------------- the recommended range

const percentilesArb: fc.Arbitrary<Percentiles> = fc
  .array(fc.integer({ min: 1_500, max: 30_000 }), { minLength: 5, maxLength: 5 })
  .map((v) => [...v].sort((a, b) => a - b))
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
