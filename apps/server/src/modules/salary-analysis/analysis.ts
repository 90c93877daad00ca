/**
 * One salary analysis (decision 0024): every cohort the widening may end on counted in one statement, each
 * count stopping at the minimum (so the plan costs the same for a large cohort as for a thin one), then the
 * chosen cohort's salaries read once, grouped by amount; the figures come from cohort.ts. The worker calls
 * `analyseSalary`; the form and the reservation re-check call the cheap `cohortIsLargeEnough`.
 */
import { SALARY_ANALYSIS, type CompanySize, type SalaryAnalysisResult } from '@partners/contract';
import { koreanDay, koreanWallClock } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import {
  chooseCohort,
  distributionSize,
  histogram,
  percentiles,
  recommendRange,
  shareBelow,
  wideningSequence,
  widestCohort,
  withSize,
  type CohortFilter,
  type CohortPlan,
  type CohortTarget,
  type SalaryDistribution,
  type TaxonomyTarget,
} from './cohort.js';
import { cappedCounts, cohortSalaries, newestReportAt, taxonomyFamily, type CohortBounds, type TaxonomyRow } from './salary-cohort.repo.js';

export type SalaryAnalysisInput = {
  occupationLevel1Id: number;
  occupationLevel2Id: number | null;
  experienceYears: number;
  industryLevel1Id: number;
  industryLevel2Id: number | null;
  companySize: CompanySize;
  hopeSalary: number;
  preSalary: number | null;
  proposeSalary: number | null;
  preCompany: { size: CompanySize; industryLevel1Id: number; industryLevel2Id: number | null } | null;
};

export type AnalysisOutcome = { kind: 'reserved'; cohortSize: number } | { kind: 'analysed'; result: SalaryAnalysisResult };

type Cohort = SalaryAnalysisResult['cohort'];
type Position = SalaryAnalysisResult['positions']['hope'];
type Years = { from: number; to: number };

/** The reported years counted: the analysis year (Korea time) and the `yearsBack − 1` before it. */
export function cohortYears(now: Date): Years {
  const to = koreanWallClock(now).year;
  return { from: to - SALARY_ANALYSIS.yearsBack + 1, to };
}

/** A taxonomy family as the widening sees it, with the names the report shows. */
type Family = { target: TaxonomyTarget; names: Map<number, string> };

function family(rows: readonly TaxonomyRow[], level1Id: number, level2Id: number | null): Family {
  return {
    target: { level1Id, level2Id, level2Ids: rows.filter((r) => r.parentId === level1Id).map((r) => r.id) },
    names: new Map(rows.map((r) => [r.id, r.name])),
  };
}

function bounds(filter: CohortFilter, years: Years): CohortBounds {
  return {
    occupationIds: filter.occupation.ids,
    industryIds: filter.industry.ids,
    experience: filter.experience,
    companySize: filter.companySize,
    years,
  };
}

/**
 * The widening plans of the targets (the request's, the previous company's), from one statement that counts
 * every candidate cohort of each up to the minimum: enough to know where each widening stops.
 */
async function plans(db: Db, targets: readonly CohortTarget[], years: Years): Promise<CohortPlan[]> {
  const sequences = targets.map(wideningSequence);
  const counts = await cappedCounts(
    db,
    sequences.flat().map((c) => bounds(c.filter, years)),
    SALARY_ANALYSIS.minCohort,
  );
  let at = 0;
  return sequences.map((sequence) => chooseCohort(sequence, counts.slice(at, (at += sequence.length))));
}

function describe(p: CohortPlan, occupation: Family, industry: Family, years: Years): Cohort {
  const name = (f: Family, id: number) => f.names.get(id) ?? '';
  return {
    size: p.size,
    occupation: { id: p.filter.occupation.id, name: name(occupation, p.filter.occupation.id), level: p.filter.occupation.level },
    industry: { id: p.filter.industry.id, name: name(industry, p.filter.industry.id), level: p.filter.industry.level },
    experience: p.filter.experience,
    company_size: p.filter.companySize,
    years,
    widened: p.widened,
  };
}

/** Figures are shown to one decimal: percentiles in 만원, positions in percent. */
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

function position(d: SalaryDistribution, amount: number | null): Position {
  return amount === null ? null : { amount, percentile: oneDecimal(shareBelow(d, amount)) };
}

function roundedPercentiles(d: SalaryDistribution) {
  const p = percentiles(d);
  return { p10: oneDecimal(p.p10), p25: oneDecimal(p.p25), p50: oneDecimal(p.p50), p75: oneDecimal(p.p75), p90: oneDecimal(p.p90) };
}

async function families(db: Db, input: SalaryAnalysisInput) {
  const [occupationRows, industryRows, preIndustryRows] = await Promise.all([
    taxonomyFamily(db, 'occupations', input.occupationLevel1Id),
    taxonomyFamily(db, 'industries', input.industryLevel1Id),
    input.preCompany && input.preCompany.industryLevel1Id !== input.industryLevel1Id
      ? taxonomyFamily(db, 'industries', input.preCompany.industryLevel1Id)
      : null,
  ]);
  const occupation = family(occupationRows, input.occupationLevel1Id, input.occupationLevel2Id);
  const industry = family(industryRows, input.industryLevel1Id, input.industryLevel2Id);
  const pre = input.preCompany;
  const preIndustry = pre ? family(preIndustryRows ?? industryRows, pre.industryLevel1Id, pre.industryLevel2Id) : null;
  return { occupation, industry, preIndustry };
}

function targetOf(input: SalaryAnalysisInput, occupation: Family, industry: Family, companySize: CompanySize): CohortTarget {
  return { occupation: occupation.target, industry: industry.target, experienceYears: input.experienceYears, companySize };
}

/**
 * Analyses one request: reserved when even the widest cohort holds fewer than `minCohort` reports (with that
 * size), else the report. The previous company's figures are null without a previous company or when its
 * own cohort stays below the minimum after widening.
 */
export async function analyseSalary(db: Db, input: SalaryAnalysisInput, now: Date): Promise<AnalysisOutcome> {
  const years = cohortYears(now);
  const { occupation, industry, preIndustry } = await families(db, input);
  const pre = input.preCompany && preIndustry ? targetOf(input, occupation, preIndustry, input.preCompany.size) : null;
  // Three round trips whatever the widening: the taxonomy, the capped counts (both cohorts) and the salaries.
  const [[main, prePlan], newest] = await Promise.all([
    plans(
      db,
      pre ? [targetOf(input, occupation, industry, input.companySize), pre] : [targetOf(input, occupation, industry, input.companySize)],
      years,
    ),
    newestReportAt(db),
  ]);
  if (!main || main.size < SALARY_ANALYSIS.minCohort) return { kind: 'reserved', cohortSize: main?.size ?? 0 };
  const preKept = prePlan && prePlan.size >= SALARY_ANALYSIS.minCohort ? prePlan : null;
  const [salaries, preSalaries] = await Promise.all([
    cohortSalaries(db, bounds(main.filter, years)),
    preKept ? cohortSalaries(db, bounds(preKept.filter, years)) : null,
  ]);

  const figures = percentiles(salaries);
  const result: SalaryAnalysisResult = {
    cohort: describe(withSize(main, distributionSize(salaries)), occupation, industry, years),
    percentiles: roundedPercentiles(salaries),
    histogram: histogram(salaries),
    positions: {
      hope: position(salaries, input.hopeSalary),
      pre: position(salaries, input.preSalary),
      propose: position(salaries, input.proposeSalary),
    },
    recommended: recommendRange({
      percentiles: figures,
      hope: input.hopeSalary,
      pre: input.preSalary,
      propose: input.proposeSalary,
      widened: main.widened.length > 0,
    }),
    previous_company:
      preKept && preSalaries && preIndustry
        ? {
            cohort: describe(withSize(preKept, distributionSize(preSalaries)), occupation, preIndustry, years),
            percentiles: roundedPercentiles(preSalaries),
            position: position(preSalaries, input.preSalary),
          }
        : null,
    data_date: koreanDay(newest ?? now),
  };
  return { kind: 'analysed', result };
}

/** Cheap: whether the widest allowed cohort reaches minCohort (used at submit and by the reservation re-check). */
export async function cohortIsLargeEnough(db: Db, input: SalaryAnalysisInput, now: Date): Promise<boolean> {
  const { occupation, industry } = await families(db, { ...input, preCompany: null });
  const widest = widestCohort(targetOf(input, occupation, industry, input.companySize));
  const [size = 0] = await cappedCounts(db, [bounds(widest, cohortYears(now))], SALARY_ANALYSIS.minCohort);
  return size >= SALARY_ANALYSIS.minCohort;
}
