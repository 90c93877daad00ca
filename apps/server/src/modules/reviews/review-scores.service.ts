import { monthIndex, monthsBetween, type ScoreAverages, type ScoreStatisticsQuery } from '@partners/contract';
import { koreanYearMonth } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import {
  companyIndustry,
  companyReviewSplit,
  companyScoreMonths,
  industryScoreMonths,
  refreshIndustryReviewMonths,
  type ScoreSums,
} from './review-scores.repo.js';

/**
 * Review scores over time for the score statistics and the dashboard (decision 0025). Months are Korean
 * `YYYY-MM`; both bounds inclusive.
 */
export type MonthScores = { month: string; sums: ScoreSums };

const firstDay = (month: string) => `${month}-01`;
const toMonth = (day: string) => day.slice(0, 7);

export async function companyScores(db: Db, companyId: number, fromMonth: string, toMonthInclusive: string): Promise<MonthScores[]> {
  const rows = await companyScoreMonths(db, companyId, firstDay(fromMonth), firstDay(toMonthInclusive));
  return rows.map((sums) => ({ month: toMonth(sums.month), sums }));
}

export async function industryScores(db: Db, industryId: number, fromMonth: string, toMonthInclusive: string): Promise<MonthScores[]> {
  const rows = await industryScoreMonths(db, industryId, firstDay(fromMonth), firstDay(toMonthInclusive));
  return rows.map((sums) => ({ month: toMonth(sums.month), sums }));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Averages (two decimals) of summed months; null averages when there is no review. */
export function averagesOf(months: readonly MonthScores[]): ScoreAverages {
  const total = { count: 0, overall: 0, career: 0, payBenefits: 0, workLife: 0, culture: 0, management: 0 };
  for (const { sums } of months) {
    total.count += sums.count;
    total.overall += sums.overall;
    total.career += sums.career;
    total.payBenefits += sums.payBenefits;
    total.workLife += sums.workLife;
    total.culture += sums.culture;
    total.management += sums.management;
  }
  const avg = (sum: number) => (total.count === 0 ? null : round2(sum / total.count));
  return {
    count: total.count,
    overall: avg(total.overall),
    career: avg(total.career),
    pay_benefits: avg(total.payBenefits),
    work_life: avg(total.workLife),
    culture: avg(total.culture),
    management: avg(total.management),
  };
}

/** Brings the industry rollup up to date from `fromMonth` (`YYYY-MM`; everything when null). */
export async function refreshIndustryScores(db: Db, fromMonth: string | null): Promise<void> {
  await refreshIndustryReviewMonths(db, fromMonth === null ? null : firstDay(fromMonth));
}

/** The longest period the score statistics show, in months. */
export const SCORE_STATISTICS_MAX_MONTHS = 60;
/** Where the cumulative averages start: before any review the platform holds. */
const CUMULATIVE_FROM = '2000-01';

/**
 * The score statistics (decision 0025): the company's review scores per Korean month of the period against
 * its industry's (same `industry_id`), the period's and the cumulative averages, and the §1 ratings.
 */
export async function scoreStatistics(db: Db, access: Access, query: ScoreStatisticsQuery, now: Date = new Date()) {
  const { from_date: from, to_date: to } = query;
  if (monthIndex(from) > monthIndex(to)) throw new AppError('scores.from_after_to', { field: 'query.from_date' });
  if (monthIndex(to) > monthIndex(koreanYearMonth(now))) throw new AppError('scores.to_in_future', { field: 'query.to_date' });
  if (monthIndex(to) - monthIndex(from) + 1 > SCORE_STATISTICS_MAX_MONTHS) {
    throw new AppError('scores.period_too_long', { field: 'query.from_date', params: { max_months: SCORE_STATISTICS_MAX_MONTHS } });
  }
  const companyId = access.row.company.id;
  const industry = await companyIndustry(db, companyId);
  if (!industry) throw new AppError('not_found');
  const [company, industryMonths] = await Promise.all([
    companyScores(db, companyId, CUMULATIVE_FROM, to),
    industryScores(db, industry.id, CUMULATIVE_FROM, to),
  ]);
  const inPeriod = (rows: MonthScores[]) => rows.filter((r) => r.month >= from);
  const byMonth = (rows: MonthScores[]) => new Map(rows.map((r) => [r.month, r]));
  const companyByMonth = byMonth(company);
  const industryByMonth = byMonth(industryMonths);
  const one = (row: MonthScores | undefined) => averagesOf(row ? [row] : []);
  return {
    from_date: from,
    to_date: to,
    company_rating: access.row.company.companyRating,
    industry_rating: access.row.company.industryRating,
    industry,
    months: monthsBetween(from, to).map((month) => ({ month, company: one(companyByMonth.get(month)), industry: one(industryByMonth.get(month)) })),
    period: { company: averagesOf(inPeriod(company)), industry: averagesOf(inPeriod(industryMonths)) },
    cumulative: { company: averagesOf(company), industry: averagesOf(industryMonths) },
  };
}

export type ReviewSplitSummary = { count: number; current: number; former: number; averageRating: number | null; replied: number };

/** What employees said over a span of months (`YYYY-MM`, inclusive): current vs former, average, how many answered. */
export async function companyReviewSplitSummary(db: Db, companyId: number, fromMonth: string, toMonthInclusive: string): Promise<ReviewSplitSummary> {
  const rows = await companyReviewSplit(db, companyId, firstDay(fromMonth), firstDay(toMonthInclusive));
  const summary = { count: 0, current: 0, former: 0, replied: 0, ratingSum: 0 };
  for (const row of rows) {
    summary.count += row.count;
    summary.ratingSum += row.ratingSum;
    if (row.employmentStatus === 'current') summary.current += row.count;
    else summary.former += row.count;
    if (row.replied) summary.replied += row.count;
  }
  const { ratingSum, ...counts } = summary;
  return { ...counts, averageRating: counts.count === 0 ? null : round2(ratingSum / counts.count) };
}
