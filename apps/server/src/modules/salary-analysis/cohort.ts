/**
 * The salary analysis's arithmetic (decision 0024), with no database: which cohort to read (the candidate
 * cohorts of the widening in order, and the one their counts choose), the percentiles as PostgreSQL's
 * `percentile_cont` computes them, where an amount stands, the histogram the report draws and the
 * recommended offer range.
 *
 * A cohort's salaries arrive as a distribution: the distinct amounts in ascending order with how many
 * reports have each (what `group by annual_salary` returns), so that a cohort of 100,000 reports crosses
 * the wire as at most a few thousand pairs.
 */
import {
  SALARY_ANALYSIS,
  SALARY_RECOMMENDATION,
  type CompanySize,
  type SalaryCohortWidening,
  type SalaryRecommendationReason,
} from '@partners/contract';

// ---------------------------------------------------------------- the cohort and its widening

/** A level-1 category of a taxonomy (occupations, industries), the level-2 one asked for, and its level-2 ids. */
export type TaxonomyTarget = { level1Id: number; level2Id: number | null; level2Ids: readonly number[] };

/** What the cohort is built around: the request's occupation, experience, industry and company size. */
export type CohortTarget = {
  occupation: TaxonomyTarget;
  industry: TaxonomyTarget;
  experienceYears: number;
  companySize: CompanySize;
};

/** One taxonomy side of a cohort: the category shown and the level-2 ids of the reports it holds. */
export type CohortCategory = { level: 1 | 2; id: number; ids: readonly number[] };

export type CohortFilter = {
  occupation: CohortCategory;
  industry: CohortCategory;
  /** Inclusive. */
  experience: { min: number; max: number };
  /** Null: every size. */
  companySize: CompanySize | null;
};

export type WideningStep = { step: SalaryCohortWidening; size: number };
export type CohortPlan = { filter: CohortFilter; size: number; widened: WideningStep[] };

function category(target: TaxonomyTarget, level: 1 | 2): CohortCategory {
  if (level === 2 && target.level2Id !== null) return { level: 2, id: target.level2Id, ids: [target.level2Id] };
  return { level: 1, id: target.level1Id, ids: target.level2Ids };
}

function experienceBand(years: number, band: number): { min: number; max: number } {
  return { min: Math.max(SALARY_ANALYSIS.experience.min, years - band), max: years + band };
}

/** The exact cohort: the level-2 categories when given, the experience year itself, the company size. */
export function exactCohort(target: CohortTarget): CohortFilter {
  return {
    occupation: category(target.occupation, 2),
    industry: category(target.industry, 2),
    experience: experienceBand(target.experienceYears, 0),
    companySize: target.companySize,
  };
}

/** The widest cohort the rules allow: every widening taken. Its reports are all a plan ever needs to count. */
export function widestCohort(target: CohortTarget): CohortFilter {
  return {
    occupation: category(target.occupation, 1),
    industry: category(target.industry, 1),
    experience: experienceBand(target.experienceYears, SALARY_ANALYSIS.maxExperienceBand),
    companySize: null,
  };
}

/** One cohort the widening may end on: the step that led to it (null for the exact cohort) and its filter. */
export type WideningCandidate = { step: SalaryCohortWidening | null; filter: CohortFilter };

/**
 * Decision 0024's widening as the list of cohorts it may end on, in order: the exact cohort, then one per step
 * (occupation level 2 → 1, the experience band ±1, ±2, ±3, industry level 2 → 1, any company size), each
 * step keeping the ones before it. A step that does not apply (no level-2 occupation or industry asked) is
 * left out. The last is always the widest cohort.
 */
export function wideningSequence(target: CohortTarget): WideningCandidate[] {
  let filter = exactCohort(target);
  const sequence: WideningCandidate[] = [{ step: null, filter }];
  const widen = (step: SalaryCohortWidening, next: CohortFilter) => {
    filter = next;
    sequence.push({ step, filter });
  };
  if (filter.occupation.level === 2) widen('occupation_level1', { ...filter, occupation: category(target.occupation, 1) });
  for (let band = 1; band <= SALARY_ANALYSIS.maxExperienceBand; band++) {
    widen('experience_band', { ...filter, experience: experienceBand(target.experienceYears, band) });
  }
  if (filter.industry.level === 2) widen('industry_level1', { ...filter, industry: category(target.industry, 1) });
  widen('company_size_any', { ...filter, companySize: null });
  return sequence;
}

/**
 * The widening taken: the first cohort of the sequence that holds `minCohort` reports, or the widest. Each
 * step is taken only while the cohort before it is below the minimum. `sizes` are the candidates' report
 * counts, which may be capped at `minCohort` (a count that stops reading at the minimum): every cohort passed
 * by is below it, so its count is exact either way; only the chosen one's may be capped.
 */
export function chooseCohort(
  sequence: readonly WideningCandidate[],
  sizes: readonly number[],
  minCohort: number = SALARY_ANALYSIS.minCohort,
): CohortPlan {
  const reached = sizes.findIndex((n) => n >= minCohort);
  const end = reached === -1 ? sequence.length - 1 : reached;
  const chosen = sequence[end];
  if (!chosen || sizes.length !== sequence.length) throw new RangeError('one size per candidate cohort');
  const widened = sequence.slice(1, end + 1).flatMap((c, i) => (c.step ? [{ step: c.step, size: sizes[i + 1] ?? 0 }] : []));
  return { filter: chosen.filter, size: sizes[end] ?? 0, widened };
}

/** The plan once the chosen cohort's true size is known (its count may have been capped). */
export function withSize(plan: CohortPlan, size: number): CohortPlan {
  const last = plan.widened[plan.widened.length - 1];
  return { ...plan, size, widened: last ? [...plan.widened.slice(0, -1), { ...last, size }] : [] };
}

// ---------------------------------------------------------------- a distribution's figures

/** Distinct amounts, ascending, and the number of reports with each (both of the same length, counts > 0). */
export type SalaryDistribution = { amounts: readonly number[]; counts: readonly number[] };

export function distributionSize(d: SalaryDistribution): number {
  let n = 0;
  for (const c of d.counts) n += c;
  return n;
}

/** The amount at 0-based `index` of the sorted reports, found by cumulative counts. */
function amountAt(d: SalaryDistribution, index: number): number {
  let seen = 0;
  for (let i = 0; i < d.amounts.length; i++) {
    seen += d.counts[i] ?? 0;
    if (index < seen) return d.amounts[i] ?? Number.NaN;
  }
  throw new RangeError(`index ${index} outside a distribution of ${seen}`);
}

/**
 * The continuous percentile, computed as PostgreSQL's `percentile_cont(fraction)` does (float8): the row at
 * `fraction × (n − 1)`, interpolated linearly between its neighbours, `lo + (hi − lo) × proportion`.
 */
export function percentileCont(d: SalaryDistribution, fraction: number): number {
  const n = distributionSize(d);
  if (n === 0) throw new RangeError('percentile of an empty cohort');
  const position = fraction * (n - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const lo = amountAt(d, first);
  if (second === first) return lo;
  const hi = amountAt(d, second);
  return lo + (hi - lo) * (position - first);
}

export type Percentiles = { p10: number; p25: number; p50: number; p75: number; p90: number };

/** The report's percentiles (SALARY_ANALYSIS.percentiles). */
export function percentiles(d: SalaryDistribution): Percentiles {
  const at = (p: number) => percentileCont(d, p / 100);
  return { p10: at(10), p25: at(25), p50: at(50), p75: at(75), p90: at(90) };
}

/** Where an amount stands: the share of the cohort's reports strictly below it, 0–100. */
export function shareBelow(d: SalaryDistribution, amount: number): number {
  const n = distributionSize(d);
  if (n === 0) throw new RangeError('position in an empty cohort');
  let below = 0;
  for (let i = 0; i < d.amounts.length && (d.amounts[i] ?? Infinity) < amount; i++) below += d.counts[i] ?? 0;
  return (below / n) * 100;
}

export type HistogramBin = { from: number; to: number; count: number };

/** At least this many bins for a chart to show a shape, and at most this many for it to stay readable. */
const BINS = { min: 5, max: 20 } as const;

/** The smallest "round" width (1, 2, 2.5 or 5 times a power of ten) that is at least `raw`, and at least `floor`. */
export function roundWidth(raw: number, floor: number): number {
  const target = Math.max(raw, floor);
  const power = 10 ** Math.floor(Math.log10(target));
  for (const m of [1, 2, 2.5, 5, 10]) {
    const width = m * power;
    if (width >= target) return width;
  }
  return 10 * power;
}

/**
 * Equal-width bins over the cohort's range for the chart: about √n bins (5 to 20), of a round width (at least
 * SALARY_RECOMMENDATION.roundTo 만원) so that the axis reads 4,000 / 4,500 / …, starting at a multiple of the
 * width. Each bin is half-open, [from, to): the lowest amount falls in the first bin, the highest in the last.
 */
export function histogram(d: SalaryDistribution): HistogramBin[] {
  const n = distributionSize(d);
  const low = d.amounts[0];
  const high = d.amounts[d.amounts.length - 1];
  if (n === 0 || low === undefined || high === undefined) return [];
  const target = Math.min(BINS.max, Math.max(BINS.min, Math.ceil(Math.sqrt(n))));
  const width = roundWidth((high - low) / target, SALARY_RECOMMENDATION.roundTo);
  const start = Math.floor(low / width) * width;
  const bins: HistogramBin[] = Array.from({ length: Math.floor((high - start) / width) + 1 }, (_, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width,
    count: 0,
  }));
  for (let i = 0; i < d.amounts.length; i++) {
    const bin = bins[Math.floor(((d.amounts[i] ?? start) - start) / width)];
    if (bin) bin.count += d.counts[i] ?? 0;
  }
  return bins;
}

// ---------------------------------------------------------------- the recommended offer range

export type RecommendationInput = { percentiles: Percentiles; hope: number; pre: number | null; propose: number | null; widened: boolean };
export type Recommendation = { min: number; max: number; reasons: SalaryRecommendationReason[] };

const roundAmount = (amount: number) => Math.round(amount / SALARY_RECOMMENDATION.roundTo) * SALARY_RECOMMENDATION.roundTo;
const clampAmount = (amount: number) => Math.min(SALARY_ANALYSIS.amount.max, Math.max(SALARY_ANALYSIS.amount.min, amount));

/**
 * The recommended offer range (decision 0024): the cohort's median to upper quartile, moved toward the
 * candidate's desired salary within the market (up to p90, down to p25), then lifted to give the usual
 * raise over the previous salary; rounded to 10 만원 and kept within the form's amount limits. Each move
 * leaves a reason code the report words; the proposed salary is placed against the final range.
 */
export function recommendRange(input: RecommendationInput): Recommendation {
  const { p25, p50, p75, p90 } = input.percentiles;
  const reasons: SalaryRecommendationReason[] = ['market_median_to_upper_quartile'];
  let min = p50;
  let max = p75;
  if (input.hope > p75) {
    max = Math.min(input.hope, p90);
    reasons.push(input.hope <= p90 ? 'raised_to_hope' : 'hope_above_market');
  } else if (input.hope < p50) {
    min = Math.max(input.hope, p25);
    max = p50;
    reasons.push(input.hope >= p25 ? 'lowered_to_hope' : 'hope_below_market');
  } else {
    reasons.push('hope_within_range');
  }
  if (input.pre !== null) {
    const floor = input.pre * (1 + SALARY_RECOMMENDATION.previousRaise.min);
    if (floor > max) {
      min = floor;
      max = input.pre * (1 + SALARY_RECOMMENDATION.previousRaise.max);
      reasons.push('previous_salary_above_range');
    } else if (floor > min) {
      min = floor;
      reasons.push('previous_salary_raise');
    }
  }
  min = clampAmount(roundAmount(min));
  max = Math.max(min, clampAmount(roundAmount(max)));
  if (input.propose !== null) {
    reasons.push(input.propose < min ? 'propose_below_range' : input.propose > max ? 'propose_above_range' : 'propose_within_range');
  }
  if (input.widened) reasons.push('cohort_widened');
  return { min, max, reasons };
}
