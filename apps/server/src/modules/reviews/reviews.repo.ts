import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BenefitCode, EmploymentStatus, InterviewResult, ReplyFilter, ReviewOrder, ReviewableType } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { companyReviews, interviewReviews, jobs, reportReasons, reviewReports, users, welfareReviews } from '../../db/schema/index.js';

/**
 * Company, interview and welfare reviews: the lists, their summaries, the official reply and reports.
 * The three tables share their list columns (company, occupation, written_at, the reply), so one set of
 * queries serves them, each given the table and the column its rating filter and orders read.
 */
const TABLES = { company_review: companyReviews, interview_review: interviewReviews, welfare_review: welfareReviews } as const;
type ReviewTable = (typeof TABLES)[ReviewableType];

export function ratingColumn(type: ReviewableType) {
  if (type === 'company_review') return companyReviews.ratingOverall;
  if (type === 'interview_review') return interviewReviews.difficulty;
  return welfareReviews.rating;
}

/** What a list or a summary is narrowed to; `occupationIds` already resolved (a level 1 id is its children). */
export type ReviewFilter = {
  rating?: number | undefined;
  occupationIds?: readonly number[] | undefined;
  /** Inclusive start, exclusive end (the instants of Korean days). */
  from?: Date | undefined;
  until?: Date | undefined;
  replied?: ReplyFilter | undefined;
  employmentStatus?: EmploymentStatus | undefined;
  result?: InterviewResult | undefined;
  benefitCode?: BenefitCode | undefined;
};

function conditions(type: ReviewableType, companyId: number, f: ReviewFilter): SQL | undefined {
  const t: ReviewTable = TABLES[type];
  const all: (SQL | undefined)[] = [eq(t.companyId, companyId)];
  if (f.rating !== undefined) all.push(eq(ratingColumn(type), f.rating));
  if (f.occupationIds) all.push(inArray(t.occupationId, [...f.occupationIds]));
  if (f.from) all.push(gte(t.writtenAt, f.from));
  if (f.until) all.push(lt(t.writtenAt, f.until));
  if (f.replied === 'replied') all.push(isNotNull(t.repliedAt));
  if (f.replied === 'unreplied') all.push(isNull(t.repliedAt));
  if (f.employmentStatus && type === 'company_review') all.push(eq(companyReviews.employmentStatus, f.employmentStatus));
  if (f.employmentStatus && type === 'welfare_review') all.push(eq(welfareReviews.employmentStatus, f.employmentStatus));
  if (f.result && type === 'interview_review') all.push(eq(interviewReviews.result, f.result));
  if (f.benefitCode && type === 'welfare_review') all.push(eq(welfareReviews.benefitCode, f.benefitCode));
  return and(...all);
}

/**
 * Spelled as the indexes are built, `(company_id[, rating], written_at desc, id desc)`: newest reads the
 * company index forwards, oldest reads it backwards, rating_low reads the rating index forwards. Drizzle's
 * desc() would do too, but the plain spelling keeps the match visible. rating_high takes the rating index
 * backwards for the rating and sorts each rating's rows newest first (an incremental sort).
 */
function orderOf(type: ReviewableType, order: ReviewOrder): SQL[] {
  const t: ReviewTable = TABLES[type];
  const rating = ratingColumn(type);
  const newest = [sql`${t.writtenAt} desc`, sql`${t.id} desc`];
  switch (order) {
    case 'newest':
      return newest;
    case 'oldest':
      return [sql`${t.writtenAt} asc`, sql`${t.id} asc`];
    case 'rating_high':
      return [sql`${rating} desc`, ...newest];
    case 'rating_low':
      return [sql`${rating} asc`, ...newest];
  }
}

/** Columns of a review's reply and standing, for any of the three tables. */
function commonColumns(type: ReviewableType, companyId: number) {
  const t: ReviewTable = TABLES[type];
  return {
    id: t.id,
    occupationId: t.occupationId,
    writtenAt: t.writtenAt,
    replyBody: t.replyBody,
    repliedAt: t.repliedAt,
    replyUpdatedAt: t.replyUpdatedAt,
    replyAuthor: users.name,
    reported: sql<boolean>`exists (select 1 from ${reviewReports} where ${reviewReports.companyId} = ${companyId} and ${reviewReports.reportableType} = ${type} and ${reviewReports.reportableId} = ${t.id})`,
  };
}

const columnsOf = {
  company_review: () => ({
    employmentStatus: companyReviews.employmentStatus,
    overall: companyReviews.ratingOverall,
    career: companyReviews.ratingCareer,
    payBenefits: companyReviews.ratingPayBenefits,
    workLife: companyReviews.ratingWorkLife,
    culture: companyReviews.ratingCulture,
    management: companyReviews.ratingManagement,
    title: companyReviews.title,
    pros: companyReviews.pros,
    cons: companyReviews.cons,
    wish: companyReviews.wish,
  }),
  interview_review: () => ({
    difficulty: interviewReviews.difficulty,
    result: interviewReviews.result,
    experience: interviewReviews.experience,
    title: interviewReviews.title,
    process: interviewReviews.process,
    questions: interviewReviews.questions,
    interviewedOn: interviewReviews.interviewedOn,
  }),
  welfare_review: () => ({
    benefitCode: welfareReviews.benefitCode,
    rating: welfareReviews.rating,
    content: welfareReviews.content,
    employmentStatus: welfareReviews.employmentStatus,
  }),
};

export type ReviewPage = { order: ReviewOrder; limit: number; offset: number };

/**
 * One page of reviews in one round trip: the page's ids come from the index order alone (a late page
 * skips ids, not joined rows), then those rows with their reply's author and whether the company reported them.
 */
async function pageRows<K extends ReviewableType>(db: Db, type: K, companyId: number, filter: ReviewFilter, page: ReviewPage) {
  const t: ReviewTable = TABLES[type];
  const order = orderOf(type, page.order);
  const ids = db
    .select({ id: t.id })
    .from(t)
    .where(conditions(type, companyId, filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select({ ...commonColumns(type, companyId), ...(columnsOf[type]() as ReturnType<(typeof columnsOf)[K]>) })
    .from(t)
    .leftJoin(users, eq(users.id, t.replyAuthorId))
    .where(and(eq(t.companyId, companyId), inArray(t.id, ids)))
    .orderBy(...order);
}

export const companyReviewPage = (db: Db, companyId: number, filter: ReviewFilter, page: ReviewPage) =>
  pageRows(db, 'company_review', companyId, filter, page);
export const interviewReviewPage = (db: Db, companyId: number, filter: ReviewFilter, page: ReviewPage) =>
  pageRows(db, 'interview_review', companyId, filter, page);
export const welfareReviewPage = (db: Db, companyId: number, filter: ReviewFilter, page: ReviewPage) =>
  pageRows(db, 'welfare_review', companyId, filter, page);
export type CompanyReviewRow = Awaited<ReturnType<typeof companyReviewPage>>[number];
export type InterviewReviewRow = Awaited<ReturnType<typeof interviewReviewPage>>[number];
export type WelfareReviewRow = Awaited<ReturnType<typeof welfareReviewPage>>[number];

/** The reviews matching the filter, counted from the table (the page count reads the rollup when it can: review-stats.repo.ts). */
export async function countMatching(db: Db, type: ReviewableType, companyId: number, filter: ReviewFilter): Promise<number> {
  const t: ReviewTable = TABLES[type];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(conditions(type, companyId, filter));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- the official reply

/**
 * Reply changes of one company and type take turns (a transaction-scoped advisory lock), so that the
 * usage flag written after each change sees the other's result: two operators removing the last two
 * replies at once could otherwise each still see the other's and leave the item in use.
 */
export async function lockReplies(tx: Db, type: ReviewableType, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REPLY_LOCK[type]}::int, ${companyId}::int)`);
}
const REPLY_LOCK: Record<ReviewableType, number> = { company_review: 180_101, interview_review: 180_102, welfare_review: 180_103 };

export async function saveReply(tx: Db, type: ReviewableType, companyId: number, id: number, body: string, userId: number, at: Date) {
  const t: ReviewTable = TABLES[type];
  const [row] = await tx
    .update(t)
    .set({ replyBody: body, replyAuthorId: userId, repliedAt: sql`coalesce(${t.repliedAt}, ${at.toISOString()}::timestamptz)`, replyUpdatedAt: at })
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .returning({ repliedAt: t.repliedAt, replyUpdatedAt: t.replyUpdatedAt });
  return row;
}

/** Removes the reply; undefined when the review is not the company's. */
export async function clearReply(tx: Db, type: ReviewableType, companyId: number, id: number) {
  const t: ReviewTable = TABLES[type];
  const [row] = await tx
    .update(t)
    .set({ replyBody: null, replyAuthorId: null, repliedAt: null, replyUpdatedAt: null })
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .returning({ id: t.id });
  return row;
}

export async function hasReplies(tx: Db, type: ReviewableType, companyId: number): Promise<boolean> {
  const t: ReviewTable = TABLES[type];
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), isNotNull(t.repliedAt)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- reports

export async function activeReasons(db: Db) {
  return db.select().from(reportReasons).where(eq(reportReasons.active, true)).orderBy(reportReasons.sortOrder, reportReasons.id);
}

export async function findReason(db: Db, id: number) {
  const [row] = await db.select().from(reportReasons).where(eq(reportReasons.id, id)).limit(1);
  return row;
}

export async function reviewExists(db: Db, type: ReviewableType, companyId: number, id: number): Promise<boolean> {
  const t: ReviewTable = TABLES[type];
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  return row !== undefined;
}

export type NewReport = { companyId: number; type: ReviewableType; reviewId: number; reasonId: number; detail: string | null; userId: number };

/** Adds the report; undefined when the company already reported the review (the unique index decides, also under a race). */
export async function insertReport(db: Db, r: NewReport) {
  const [row] = await db
    .insert(reviewReports)
    .values({
      companyId: r.companyId,
      reportableType: r.type,
      reportableId: r.reviewId,
      reportReasonId: r.reasonId,
      detail: r.detail,
      userId: r.userId,
    })
    .onConflictDoNothing({ target: [reviewReports.companyId, reviewReports.reportableType, reviewReports.reportableId] })
    .returning({ id: reviewReports.id, createdAt: reviewReports.createdAt });
  return row;
}

// ---------------------------------------------------------------- new-review alerts

/**
 * Marks a `reviews.notify` job's notifications written, once: false when an earlier run already wrote
 * them (the worker died between writing and marking the job done). Called in the transaction that writes them.
 */
export async function claimAlert(tx: Db, jobId: number): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || '{"notified": true}'::jsonb` })
    .where(and(eq(jobs.id, jobId), sql`${jobs.payload} ->> 'notified' is null`))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
