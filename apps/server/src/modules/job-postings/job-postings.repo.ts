import { and, asc, desc, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PostingOrder, PostingStatus, PostingStatusFilter } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { jobPostingDailyStats, jobPostings } from '../../db/schema/index.js';
import { enqueue } from '../../platform/jobs.js';

export type JobPostingRow = typeof jobPostings.$inferSelect;
export type NewJobPosting = typeof jobPostings.$inferInsert;

/** The company's open postings still taking applications at `now` (no end date, or one still ahead): soonest to close first, 상시 last. */
export async function listLivePostings(db: Db, companyId: number, now: Date): Promise<JobPostingRow[]> {
  return db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), isOpenAt(now)))
    .orderBy(sql`${jobPostings.closesAt} asc nulls last`, desc(jobPostings.createdAt), asc(jobPostings.id));
}

/** One of the company's postings; undefined when it has no such posting. */
export async function findPosting(db: Db, companyId: number, id: number): Promise<JobPostingRow | undefined> {
  const [row] = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- effective states in SQL

/** Stored open and still taking applications at `now`. */
function isOpenAt(now: Date): SQL {
  return and(eq(jobPostings.status, 'open'), or(isNull(jobPostings.closesAt), gt(jobPostings.closesAt, now))) as SQL;
}

/** The rows whose effective state (contract `effectivePostingStatus`) is `status` at `now`. */
function hasEffectiveStatus(status: PostingStatus, now: Date): SQL {
  switch (status) {
    case 'draft':
    case 'in_review':
      return eq(jobPostings.status, status);
    case 'open':
      return isOpenAt(now);
    case 'closed':
      return sql`(${jobPostings.status} = 'closed' or (${jobPostings.status} = 'open' and ${jobPostings.closesAt} <= ${now}))`;
  }
}

function statusCondition(status: PostingStatusFilter, now: Date): SQL | undefined {
  return status === 'all' ? undefined : hasEffectiveStatus(status, now);
}

/** The list's filters other than the state: they narrow the counts of every tab too. */
export type PostingFilters = { keyword: string | undefined; occupationIds: readonly number[] };

/** `%` and `_` (and the escape itself) match themselves in the keyword. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(companyId: number, filters: PostingFilters): SQL[] {
  const conditions: SQL[] = [eq(jobPostings.companyId, companyId)];
  if (filters.keyword) conditions.push(sql`${jobPostings.title} ilike ${likePattern(filters.keyword)}`);
  if (filters.occupationIds.length > 0) {
    const ids = sql.join(
      filters.occupationIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`(${jobPostings.occupation1Id} in (${ids}) or ${jobPostings.occupation2Ids} && array[${ids}]::int[])`);
  }
  return conditions;
}

/**
 * The list's orders. `deadline`: postings open with a deadline first, soonest to close first; then
 * open 상시 ones; then the rest; newest first within each group. Every order ends on the id, so pages
 * never overlap.
 */
function orderBy(order: PostingOrder, now: Date): SQL[] {
  // Written as job_postings_company_created_idx is built: a bare DESC means NULLS FIRST, which that index
  // does not serve, and PostgreSQL then sorts all the company's postings (34 ms against 1.8 ms at 5,000).
  const newest = [sql`${jobPostings.createdAt} desc nulls last`, sql`${jobPostings.id} desc nulls last`];
  switch (order) {
    case 'newest':
      return newest;
    case 'applicants':
      return [desc(jobPostings.applicantCount), desc(jobPostings.id)];
    case 'deadline': {
      const openWithDeadline = sql`${jobPostings.status} = 'open' and ${jobPostings.closesAt} > ${now}`;
      const group = sql`case when ${openWithDeadline} then 0 when ${jobPostings.status} = 'open' and ${jobPostings.closesAt} is null then 1 else 2 end`;
      return [asc(group), sql`case when ${openWithDeadline} then ${jobPostings.closesAt} end asc`, ...newest];
    }
  }
}

/** What a list row and a CSV line need: no rich text (a page of 30 KB descriptions would be read for nothing). */
const rowColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  status: jobPostings.status,
  occupation1Id: jobPostings.occupation1Id,
  occupation2Ids: jobPostings.occupation2Ids,
  applicantCount: jobPostings.applicantCount,
  notOpenedCount: jobPostings.notOpenedCount,
  viewCount: jobPostings.viewCount,
  alwaysOpen: jobPostings.alwaysOpen,
  closesAt: jobPostings.closesAt,
  opensAt: jobPostings.opensAt,
  createdAt: jobPostings.createdAt,
  updatedAt: jobPostings.updatedAt,
};

export type PostingListSelection = PostingFilters & { status: PostingStatusFilter; order: PostingOrder };

/** One page of the company's postings. */
export async function listPostings(db: Db, companyId: number, q: PostingListSelection, now: Date, page: number, per: number) {
  return db
    .select(rowColumns)
    .from(jobPostings)
    .where(and(...filterConditions(companyId, q), statusCondition(q.status, now)))
    .orderBy(...orderBy(q.order, now))
    .limit(per)
    .offset((page - 1) * per);
}

/** How many of the company's postings each effective state (and all) holds under the filters. */
export async function countPostings(db: Db, companyId: number, filters: PostingFilters, now: Date) {
  const counted = (status: PostingStatus) => sql<number>`count(*) filter (where ${hasEffectiveStatus(status, now)})::int`;
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      draft: counted('draft'),
      in_review: counted('in_review'),
      open: counted('open'),
      closed: counted('closed'),
    })
    .from(jobPostings)
    .where(and(...filterConditions(companyId, filters)));
  return row ?? { all: 0, draft: 0, in_review: 0, open: 0, closed: 0 };
}

/** Every matching posting's id in the list's order: the CSV's snapshot of what to write and in which order. */
export async function listPostingIds(db: Db, companyId: number, q: PostingListSelection, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(...filterConditions(companyId, q), statusCondition(q.status, now)))
    .orderBy(...orderBy(q.order, now));
  return rows.map((r) => r.id);
}

export type PostingListRow = Awaited<ReturnType<typeof listPostings>>[number];

/** The company's postings among `ids` (in no particular order). */
export async function postingRowsByIds(db: Db, companyId: number, ids: readonly number[]): Promise<PostingListRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(rowColumns)
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), inArray(jobPostings.id, [...ids])));
}

/** The left menu: open postings still taking applications and those in review; soonest deadline first, 상시 last. */
export async function listSummaryPostings(db: Db, companyId: number, now: Date) {
  return db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      status: jobPostings.status,
      closesAt: jobPostings.closesAt,
      applicantCount: jobPostings.applicantCount,
      notOpenedCount: jobPostings.notOpenedCount,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), or(isOpenAt(now), eq(jobPostings.status, 'in_review'))))
    .orderBy(sql`${jobPostings.closesAt} asc nulls last`, desc(jobPostings.createdAt), desc(jobPostings.id));
}

/** The occupations (level 1 and 2) the company's postings in a state use, with how many postings use each. */
export async function countPostingOccupations(db: Db, companyId: number, status: PostingStatusFilter, now: Date) {
  const where = and(eq(jobPostings.companyId, companyId), statusCondition(status, now));
  const level1 = db
    .select({
      id: sql<number>`${jobPostings.occupation1Id}`.as('id'),
      level: sql<number>`1`.as('level'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(jobPostings)
    .where(and(where, sql`${jobPostings.occupation1Id} is not null`))
    .groupBy(jobPostings.occupation1Id);
  const level2 = db
    .select({ id: sql<number>`o2.id`.as('id'), level: sql<number>`2`.as('level'), count: sql<number>`count(*)::int`.as('count') })
    .from(jobPostings)
    .innerJoin(sql`unnest(${jobPostings.occupation2Ids}) as o2(id)`, sql`true`)
    .where(where)
    .groupBy(sql`o2.id`);
  return level1.unionAll(level2);
}

/** Which of `ids` are the company's postings. */
export async function companyPostingIds(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), inArray(jobPostings.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Views and applicants per Korean day of the postings, from `fromDay` on. */
export async function listDailyStats(db: Db, ids: readonly number[], fromDay: string) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobPostingDailyStats)
    .where(and(inArray(jobPostingDailyStats.jobPostingId, [...ids]), gte(jobPostingDailyStats.day, fromDay)));
}

// ---------------------------------------------------------------- changes

/** The job that stands in for the platform's review (decision 0017); its payload names the review it was made for. */
export const POSTING_REVIEW_JOB = 'job_postings.review';
export type PostingReviewPayload = { id: number; review_requested_at: string };

async function enqueueReview(tx: Db, row: JobPostingRow, runAt: Date | null): Promise<void> {
  if (!runAt || !row.reviewRequestedAt) return;
  const payload: PostingReviewPayload = { id: row.id, review_requested_at: row.reviewRequestedAt.toISOString() };
  await enqueue(tx, POSTING_REVIEW_JOB, payload, runAt);
}

/** Inserts a posting and, when `reviewAt` is given, its review job due then, in one transaction. */
export async function insertPosting(db: Db, values: NewJobPosting, reviewAt: Date | null): Promise<JobPostingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jobPostings).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    await enqueueReview(tx, row, reviewAt);
    return row;
  });
}

/** What a save writes, decided from the posting as it is; `reviewAt` when a review job is to be due then. */
export type PostingSave = { set: Partial<NewJobPosting>; reviewAt: Date | null };

/**
 * Saves one of the company's postings in one transaction: locks the row, lets `decide` (the service's
 * rules; it may throw) choose the change from the locked row, writes it and enqueues the review job it
 * asks for. Undefined when the company has no such posting.
 */
export async function savePosting(
  db: Db,
  companyId: number,
  id: number,
  decide: (current: JobPostingRow) => PostingSave,
): Promise<JobPostingRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id)))
      .limit(1)
      .for('update');
    if (!current) return undefined;
    const { set, reviewAt } = decide(current);
    const [row] = await tx.update(jobPostings).set(set).where(eq(jobPostings.id, id)).returning();
    if (!row) throw new Error('update returned no row');
    await enqueueReview(tx, row, reviewAt);
    return row;
  });
}

/**
 * A state change in one statement whose WHERE holds the state it starts from, so that two requests
 * racing for it cannot both succeed: undefined when the posting is missing or no longer in that state.
 */
export async function transitionPosting(
  db: Db,
  companyId: number,
  id: number,
  from: 'open' | 'in_review',
  set: Partial<NewJobPosting>,
  now: Date,
): Promise<JobPostingRow | undefined> {
  const [row] = await db
    .update(jobPostings)
    .set(set)
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id), hasEffectiveStatus(from, now)))
    .returning();
  return row;
}

/** Deletes one of the company's postings if it has no applicants (checked in the statement itself). */
export async function deletePostingWithoutApplicants(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id), eq(jobPostings.applicantCount, 0)))
    .returning({ id: jobPostings.id });
  return rows.length > 0;
}

/** The review job's outcome: opens the posting if it is still in the review that was asked for at `requestedAt`. */
export async function openReviewedPosting(db: Db, id: number, requestedAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobPostings)
    .set({ status: 'open', opensAt: now, updatedAt: now })
    .where(and(eq(jobPostings.id, id), eq(jobPostings.status, 'in_review'), eq(jobPostings.reviewRequestedAt, requestedAt)))
    .returning({ id: jobPostings.id });
  return rows.length > 0;
}
