import { sql, type SQL } from 'drizzle-orm';
import type { ReviewableType } from '@partners/contract';
import { KOREA_UTC_OFFSET_MINUTES, koreanDay, koreanMonthBounds } from '@partners/contract/korea-time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import {
  companyReviewMonths,
  companyReviews,
  interviewReviewMonths,
  interviewReviews,
  welfareReviewMonths,
  welfareReviews,
} from '../../db/schema/index.js';
import { countMatching, ratingColumn, type ReviewFilter } from './reviews.repo.js';

/**
 * Summaries and page counts read the monthly rollups (migration 0008), so their cost follows the months and
 * keys a company's reviews spread over, not their number. A period reads the rollup for the Korean months
 * it covers whole and the reviews themselves for the partial months at its ends (through the
 * `(company_id, written_at)` index). Both give rows of one shape, `s`: the month, the occupation (0 for
 * none), the rated value, replied, the table's facets, the review count `n` and the company reviews'
 * category sums; every figure is a sum over `s`.
 */
type Shape = {
  months: typeof companyReviewMonths | typeof interviewReviewMonths | typeof welfareReviewMonths;
  reviews: typeof companyReviews | typeof interviewReviews | typeof welfareReviews;
  /** The rollup's columns beyond the common key and count, and the review columns they come from, in step. */
  rolled: AnyPgColumn[];
  from: AnyPgColumn[];
};

const SHAPES: Record<ReviewableType, Shape> = {
  company_review: {
    months: companyReviewMonths,
    reviews: companyReviews,
    rolled: [
      companyReviewMonths.employmentStatus,
      companyReviewMonths.career,
      companyReviewMonths.payBenefits,
      companyReviewMonths.workLife,
      companyReviewMonths.culture,
      companyReviewMonths.management,
    ],
    from: [
      companyReviews.employmentStatus,
      companyReviews.ratingCareer,
      companyReviews.ratingPayBenefits,
      companyReviews.ratingWorkLife,
      companyReviews.ratingCulture,
      companyReviews.ratingManagement,
    ],
  },
  interview_review: {
    months: interviewReviewMonths,
    reviews: interviewReviews,
    rolled: [interviewReviewMonths.result, interviewReviewMonths.experience],
    from: [interviewReviews.result, interviewReviews.experience],
  },
  welfare_review: {
    months: welfareReviewMonths,
    reviews: welfareReviews,
    rolled: [welfareReviewMonths.benefitCode],
    from: [welfareReviews.benefitCode],
  },
};

/** A period split at Korean month starts: the rollup's whole months (`YYYY-MM-DD` first days) and the ends the reviews answer. */
type Split = { whole: { from?: string; until?: string } | null; ends: { from?: Date; until?: Date }[] };

function monthStartOnOrAfter(at: Date): Date {
  const { start, end } = koreanMonthBounds(at);
  return start.getTime() === at.getTime() ? start : end;
}

export function splitPeriod(from: Date | undefined, until: Date | undefined): Split {
  const wholeFrom = from && monthStartOnOrAfter(from);
  const wholeUntil = until && koreanMonthBounds(until).start;
  if (wholeFrom && wholeUntil && wholeFrom >= wholeUntil) return { whole: null, ends: [{ from, until }] };
  const ends: Split['ends'] = [];
  if (from && wholeFrom && from < wholeFrom) ends.push({ from, until: wholeFrom });
  if (until && wholeUntil && wholeUntil < until) ends.push({ from: wholeUntil, until });
  return { whole: { from: wholeFrom && koreanDay(wholeFrom), until: wholeUntil && koreanDay(wholeUntil) }, ends };
}

const as = (value: SQL | AnyPgColumn, name: string) => sql`${value} as ${sql.identifier(name)}`;

/** The rows `s` for a company and period, as a FROM item. */
function source(type: ReviewableType, companyId: number, from: Date | undefined, until: Date | undefined): SQL {
  const { months: m, reviews: r, rolled, from: columns } = SHAPES[type];
  const { whole, ends } = splitPeriod(from, until);
  const branches: SQL[] = [];
  if (whole) {
    const bounds = [sql`${m.companyId} = ${companyId}`];
    if (whole.from) bounds.push(sql`${m.month} >= ${whole.from}::date`);
    if (whole.until) bounds.push(sql`${m.month} < ${whole.until}::date`);
    branches.push(
      sql`select ${sql.join(
        [
          as(m.month, 'month'),
          as(m.occupationId, 'occupation_id'),
          as(m.rating, 'rating'),
          as(m.replied, 'replied'),
          as(m.count, 'n'),
          ...rolled.map((c) => as(c, c.name)),
        ],
        sql`, `,
      )} from ${m} where ${sql.join(bounds, sql` and `)}`,
    );
  }
  if (ends.length > 0) {
    const within = ends.map((e) => {
      const range = [
        e.from && sql`${r.writtenAt} >= ${e.from.toISOString()}::timestamptz`,
        e.until && sql`${r.writtenAt} < ${e.until.toISOString()}::timestamptz`,
      ];
      return sql`(${sql.join(
        range.filter((x) => x !== undefined),
        sql` and `,
      )})`;
    });
    const month = sql`date_trunc('month', (${r.writtenAt} at time zone 'UTC') + ${KOREA_UTC_OFFSET_MINUTES} * interval '1 minute')::date`;
    branches.push(
      sql`select ${sql.join(
        [
          as(month, 'month'),
          as(sql`coalesce(${r.occupationId}, 0)`, 'occupation_id'),
          as(ratingColumn(type), 'rating'),
          as(sql`${r.repliedAt} is not null`, 'replied'),
          as(sql`1`, 'n'),
          ...columns.map((c, i) => as(c, rolled[i]?.name ?? c.name)),
        ],
        sql`, `,
      )} from ${r} where ${r.companyId} = ${companyId} and (${sql.join(within, sql` or `)})`,
    );
  }
  return sql`(${sql.join(branches, sql` union all `)}) as s`;
}

/** The filter on `s`; undefined when a condition has no rollup column (then counts fall back to the reviews). */
function onSource(type: ReviewableType, f: ReviewFilter, ...extra: SQL[]): SQL | undefined {
  const all: SQL[] = [sql`true`, ...extra];
  if (f.rating !== undefined) all.push(sql`s.rating = ${f.rating}`);
  if (f.occupationIds)
    all.push(
      f.occupationIds.length > 0
        ? sql`s.occupation_id in (${sql.join(
            [...f.occupationIds].map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (f.replied === 'replied') all.push(sql`s.replied`);
  if (f.replied === 'unreplied') all.push(sql`not s.replied`);
  if (f.employmentStatus && type === 'company_review') all.push(sql`s.employment_status = ${f.employmentStatus}`);
  if (f.employmentStatus && type === 'welfare_review') return undefined;
  if (f.result && type === 'interview_review') all.push(sql`s.result = ${f.result}`);
  if (f.benefitCode && type === 'welfare_review') all.push(sql`s.benefit_code = ${f.benefitCode}`);
  return sql.join(all, sql` and `);
}

function where(type: ReviewableType, f: ReviewFilter, ...extra: SQL[]): SQL {
  const condition = onSource(type, f, ...extra);
  if (!condition) throw new Error(`no rollup column for the filter on ${type}`);
  return condition;
}

const total = (condition?: SQL) =>
  condition ? sql<number>`coalesce(sum(s.n) filter (where ${condition}), 0)::int` : sql<number>`coalesce(sum(s.n), 0)::int`;
/** The average of a value given its sum, to one decimal; null without reviews (as avg() over no rows). */
const average = (sum: SQL) => sql<number | null>`round(${sum}::numeric / nullif(sum(s.n), 0), 1)::float8`;

/**
 * The list's page count. Every list filter has a rollup column except a welfare review's employment status
 * (which no list offers): that one counts the reviews.
 */
export async function countReviews(db: Db, type: ReviewableType, companyId: number, filter: ReviewFilter): Promise<number> {
  const condition = onSource(type, filter);
  if (!condition) return countMatching(db, type, companyId, filter);
  const [row] = await db
    .select({ n: total() })
    .from(source(type, companyId, filter.from, filter.until))
    .where(condition);
  return row?.n ?? 0;
}

/** Count, average, the count per rating and the replied count. */
export async function ratingSummary(db: Db, type: ReviewableType, companyId: number, filter: ReviewFilter) {
  const [row] = await db
    .select({
      count: total(),
      average: average(sql`sum(s.n * s.rating)`),
      replied: total(sql`s.replied`),
      r1: total(sql`s.rating = 1`),
      r2: total(sql`s.rating = 2`),
      r3: total(sql`s.rating = 3`),
      r4: total(sql`s.rating = 4`),
      r5: total(sql`s.rating = 5`),
    })
    .from(source(type, companyId, filter.from, filter.until))
    .where(where(type, filter));
  return row ?? { count: 0, average: null, replied: 0, r1: 0, r2: 0, r3: 0, r4: 0, r5: 0 };
}

export async function companyCategoryAverages(db: Db, companyId: number, filter: ReviewFilter) {
  const [row] = await db
    .select({
      career: average(sql`sum(s.career)`),
      pay_benefits: average(sql`sum(s.pay_benefits)`),
      work_life: average(sql`sum(s.work_life)`),
      culture: average(sql`sum(s.culture)`),
      management: average(sql`sum(s.management)`),
    })
    .from(source('company_review', companyId, filter.from, filter.until))
    .where(where('company_review', filter));
  return row;
}

export async function interviewOutcomeCounts(db: Db, companyId: number, filter: ReviewFilter) {
  const [row] = await db
    .select({
      passed: total(sql`s.result = 'passed'`),
      failed: total(sql`s.result = 'failed'`),
      waiting: total(sql`s.result = 'waiting'`),
      positive: total(sql`s.experience = 'positive'`),
      neutral: total(sql`s.experience = 'neutral'`),
      negative: total(sql`s.experience = 'negative'`),
    })
    .from(source('interview_review', companyId, filter.from, filter.until))
    .where(where('interview_review', filter));
  return row;
}

export async function welfareBenefitStats(db: Db, companyId: number, filter: ReviewFilter) {
  return db
    .select({ benefitCode: sql<string>`s.benefit_code`, count: total(), average: average(sql`sum(s.n * s.rating)`) })
    .from(source('welfare_review', companyId, filter.from, filter.until))
    .where(where('welfare_review', filter))
    .groupBy(sql`s.benefit_code`)
    .having(sql`sum(s.n) > 0`);
}

/** Reviews per occupation named (the occupation filter's options). */
export async function occupationCounts(db: Db, type: ReviewableType, companyId: number, filter: ReviewFilter) {
  return db
    .select({ occupationId: sql<number>`s.occupation_id`, count: total() })
    .from(source(type, companyId, filter.from, filter.until))
    .where(where(type, filter, sql`s.occupation_id <> 0`))
    .groupBy(sql`s.occupation_id`)
    .having(sql`sum(s.n) > 0`);
}

/** Count and average rating per Korean month (`YYYY-MM`) from `since` (a Korean month's start) on. */
export async function monthlyCounts(db: Db, type: ReviewableType, companyId: number, filter: ReviewFilter, since: Date) {
  const from = filter.from && filter.from > since ? filter.from : since;
  return db
    .select({ month: sql<string>`to_char(s.month, 'YYYY-MM')`, count: total(), average: average(sql`sum(s.n * s.rating)`) })
    .from(source(type, companyId, from, filter.until))
    .where(where(type, filter))
    .groupBy(sql`s.month`)
    .having(sql`sum(s.n) > 0`);
}

/** The average overall company-review rating of each company of `ids` (from the monthly rollup); unrated companies are absent. */
export async function companyRatingsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = (await db.execute<{ company_id: number; average: number }>(sql`
    select company_id, sum(rating * count)::float8 / sum(count) as average
    from company_review_months where company_id = any(${`{${ids.join(',')}}`}::int[])
    group by company_id having sum(count) > 0`)) as { rows: { company_id: number; average: number }[] };
  return new Map(rows.map((r) => [r.company_id, r.average]));
}
