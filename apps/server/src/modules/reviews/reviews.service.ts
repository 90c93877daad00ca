import {
  BENEFIT_CODES,
  COMPANY_REVIEW_CATEGORIES,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_RESULTS,
  RATING_VALUES,
  type CompanyReview,
  type CompanyReviewListQuery,
  type InterviewReview,
  type InterviewReviewListQuery,
  type ReviewReply,
  type ReviewSummaryQuery,
  type ReviewableType,
  type WelfareReview,
  type WelfareReviewListQuery,
} from '@partners/contract';
import { koreanDayEnd, koreanDayStart, koreanMonth, startOfKoreanMonth } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { occupationList } from '../talent-search/taxonomy.js';
import { companyReviewPage, interviewReviewPage, welfareReviewPage, type ReviewFilter } from './reviews.repo.js';
import {
  companyCategoryAverages,
  companyRatingsOf,
  countReviews,
  interviewOutcomeCounts,
  monthlyCounts,
  occupationCounts,
  ratingSummary,
  welfareBenefitStats,
} from './review-stats.repo.js';

/** Months of the summaries' monthly chart, the current Korean month last. */
const MONTHS_SHOWN = 12;

type Period = { occupation_id?: number | undefined; from?: string | undefined; to?: string | undefined };

/**
 * The occupation filter takes a level 2 id (its reviews) or a level 1 id (the reviews of all its
 * children): the list's occupation picker shows both levels. An id the taxonomy lacks matches nothing.
 */
async function occupationIds(db: Db, id: number | undefined): Promise<number[] | undefined> {
  if (id === undefined) return undefined;
  const children = (await occupationList(db)).filter((o) => o.parentId === id).map((o) => o.id);
  return children.length > 0 ? children : [id];
}

/** `from` and `to` are Korean days, both included. */
async function periodFilter(db: Db, q: Period): Promise<ReviewFilter> {
  return {
    occupationIds: await occupationIds(db, q.occupation_id),
    from: q.from ? koreanDayStart(q.from) : undefined,
    until: q.to ? koreanDayEnd(q.to) : undefined,
  };
}

type Row = {
  id: number;
  occupationId: number | null;
  writtenAt: Date;
  replyBody: string | null;
  repliedAt: Date | null;
  replyUpdatedAt: Date | null;
  replyAuthor: string | null;
  reported: boolean;
};

export function toReply(row: Pick<Row, 'replyBody' | 'repliedAt' | 'replyUpdatedAt' | 'replyAuthor'>): ReviewReply | null {
  if (row.replyBody === null || row.repliedAt === null) return null;
  return {
    body: row.replyBody,
    author_name: row.replyAuthor,
    created_at: row.repliedAt.toISOString(),
    updated_at: (row.replyUpdatedAt ?? row.repliedAt).toISOString(),
  };
}

function common(names: Map<number, string>, row: Row) {
  const name = row.occupationId === null ? undefined : names.get(row.occupationId);
  return {
    id: row.id,
    occupation: row.occupationId !== null && name !== undefined ? { id: row.occupationId, name } : null,
    written_at: row.writtenAt.toISOString(),
    reply: toReply(row),
    reported: row.reported,
  };
}

async function names(db: Db): Promise<Map<number, string>> {
  return new Map((await occupationList(db)).map((o) => [o.id, o.name]));
}

type ListQuery = Period & {
  rating?: number | undefined;
  replied: ReviewFilter['replied'];
  order: CompanyReviewListQuery['order'];
  page: number;
  per: number;
};

/** A list's page and its total, side by side. */
async function listOf<R>(
  db: Db,
  access: Access,
  type: ReviewableType,
  q: ListQuery,
  extra: ReviewFilter,
  page: (filter: ReviewFilter) => Promise<R[]>,
) {
  const filter: ReviewFilter = { ...(await periodFilter(db, q)), rating: q.rating, replied: q.replied, ...extra };
  const [rows, total, occupationNames] = await Promise.all([page(filter), countReviews(db, type, access.row.company.id, filter), names(db)]);
  return { rows, occupationNames, page_info: pageInfo(q.page, q.per, total) };
}

const pageOf = (q: ListQuery) => ({ order: q.order, limit: q.per, offset: (q.page - 1) * q.per });

export async function listCompanyReviews(db: Db, access: Access, q: CompanyReviewListQuery) {
  const companyId = access.row.company.id;
  const { rows, occupationNames, page_info } = await listOf(db, access, 'company_review', q, { employmentStatus: q.employment_status }, (f) =>
    companyReviewPage(db, companyId, f, pageOf(q)),
  );
  const reviews: CompanyReview[] = rows.map((r) => ({
    ...common(occupationNames, r),
    employment_status: r.employmentStatus,
    ratings: {
      overall: r.overall,
      career: r.career,
      pay_benefits: r.payBenefits,
      work_life: r.workLife,
      culture: r.culture,
      management: r.management,
    },
    title: r.title,
    pros: r.pros,
    cons: r.cons,
    wish: r.wish,
  }));
  return { reviews, page_info };
}

export async function listInterviewReviews(db: Db, access: Access, q: InterviewReviewListQuery) {
  const companyId = access.row.company.id;
  const { rows, occupationNames, page_info } = await listOf(db, access, 'interview_review', q, { result: q.result }, (f) =>
    interviewReviewPage(db, companyId, f, pageOf(q)),
  );
  const reviews: InterviewReview[] = rows.map((r) => ({
    ...common(occupationNames, r),
    difficulty: r.difficulty,
    result: r.result,
    experience: r.experience,
    title: r.title,
    process: r.process,
    questions: r.questions,
    interviewed_on: r.interviewedOn.slice(0, 7),
  }));
  return { reviews, page_info };
}

export async function listWelfareReviews(db: Db, access: Access, q: WelfareReviewListQuery) {
  const companyId = access.row.company.id;
  const { rows, occupationNames, page_info } = await listOf(db, access, 'welfare_review', q, { benefitCode: q.benefit_code }, (f) =>
    welfareReviewPage(db, companyId, f, pageOf(q)),
  );
  const reviews: WelfareReview[] = rows.map((r) => ({
    ...common(occupationNames, r),
    benefit_code: r.benefitCode,
    rating: r.rating,
    content: r.content,
    employment_status: r.employmentStatus,
  }));
  return { reviews, page_info };
}

// ---------------------------------------------------------------- summaries

/** The last MONTHS_SHOWN Korean months as `YYYY-MM`, oldest first, and the instant the first began. */
export function lastMonths(now: Date): { months: string[]; since: Date } {
  const months: string[] = [];
  let { year, month } = koreanMonth(now);
  for (let i = 0; i < MONTHS_SHOWN; i++) {
    months.unshift(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return { months, since: startOfKoreanMonth(months[0] ?? '') };
}

/**
 * What every summary shows: count, average, distribution 5→1, replied, occupations named, the monthly chart;
 * and `own`, the figures of the summary's type, read beside them.
 */
async function baseSummary<T>(
  db: Db,
  access: Access,
  type: ReviewableType,
  q: ReviewSummaryQuery,
  now: Date,
  ownFigures: (companyId: number, filter: ReviewFilter) => Promise<T>,
) {
  const companyId = access.row.company.id;
  const filter = await periodFilter(db, q);
  const { months, since } = lastMonths(now);
  const [stats, occupations, monthly, occupationNames, own] = await Promise.all([
    ratingSummary(db, type, companyId, filter),
    // The filter's options: every occupation the period's reviews name, whichever is chosen.
    occupationCounts(db, type, companyId, { ...filter, occupationIds: undefined }),
    monthlyCounts(db, type, companyId, filter, since),
    names(db),
    ownFigures(companyId, filter),
  ]);
  const byMonth = new Map(monthly.map((m) => [m.month, m]));
  const perRating: Record<number, number> = { 1: stats.r1, 2: stats.r2, 3: stats.r3, 4: stats.r4, 5: stats.r5 };
  return {
    own,
    count: stats.count,
    average: stats.average,
    distribution: [...RATING_VALUES].reverse().map((rating) => ({ rating, count: perRating[rating] ?? 0 })),
    replied_count: stats.replied,
    occupations: occupations
      .map((o) => ({ id: o.occupationId, name: occupationNames.get(o.occupationId) ?? '', count: o.count }))
      .sort((a, b) => b.count - a.count || a.id - b.id),
    monthly: months.map((month) => ({ month, count: byMonth.get(month)?.count ?? 0, average: byMonth.get(month)?.average ?? null })),
  };
}

/** The company-review rating the public company page shows beside the name (from the rollup). */
export async function companyRating(db: Db, companyId: number): Promise<{ average: number | null; count: number }> {
  const { average, count } = await ratingSummary(db, 'company_review', companyId, {});
  return { average, count };
}

/** `companyRating`'s average for many companies at once (the visitor rank table's company scores); unrated ones are absent. */
export function companyRatings(db: Db, companyIds: readonly number[]): Promise<Map<number, number>> {
  return companyRatingsOf(db, companyIds);
}

export async function companyReviewSummary(db: Db, access: Access, q: ReviewSummaryQuery, now = new Date()) {
  const { own: averages, ...base } = await baseSummary(db, access, 'company_review', q, now, (id, f) => companyCategoryAverages(db, id, f));
  return { ...base, categories: COMPANY_REVIEW_CATEGORIES.map((category) => ({ category, average: averages?.[category] ?? null })) };
}

export async function interviewReviewSummary(db: Db, access: Access, q: ReviewSummaryQuery, now = new Date()) {
  const { own: counts, average, ...base } = await baseSummary(db, access, 'interview_review', q, now, (id, f) => interviewOutcomeCounts(db, id, f));
  return {
    ...base,
    difficulty_average: average,
    results: INTERVIEW_RESULTS.map((result) => ({ result, count: counts?.[result] ?? 0 })),
    experiences: INTERVIEW_EXPERIENCES.map((experience) => ({ experience, count: counts?.[experience] ?? 0 })),
  };
}

export async function welfareReviewSummary(db: Db, access: Access, q: ReviewSummaryQuery, now = new Date()) {
  const { own: benefits, ...base } = await baseSummary(db, access, 'welfare_review', q, now, (id, f) => welfareBenefitStats(db, id, f));
  const stats = new Map(benefits.map((b) => [b.benefitCode, b]));
  return {
    ...base,
    benefits: BENEFIT_CODES.map((code) => ({ benefit_code: code, count: stats.get(code)?.count ?? 0, average: stats.get(code)?.average ?? null })),
  };
}
