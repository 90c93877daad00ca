import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicantOrder, ApplicantStage, ApplicantStageFilter } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { jobApplications as a, jobPostingStageCounts, jobPostings, jobSeekerContacts, jobSeekers as s, users } from '../../db/schema/index.js';

/** Whose applicants: the company's, of all its postings or of one (`postingId`: only one found to be the company's). */
export type ApplicantScope = { companyId: number; postingId?: number | undefined };
export type ApplicantFilter = { stage: ApplicantStageFilter; keyword?: string | undefined };

/** A name keyword as a LIKE pattern: `%` and `_` match themselves. */
function namePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A posting's applications are its company's (an application takes its posting's company), so a
 * posting the service has found to be the company's needs no company check: leaving it out lets the
 * posting indexes answer ids and stage counts from the index alone (with it, every row was read from the
 * table: 40 ms more for a 100,000-applicant posting).
 */
function scoped(scope: ApplicantScope): SQL[] {
  return scope.postingId === undefined ? [eq(a.companyId, scope.companyId)] : [eq(a.jobPostingId, scope.postingId)];
}

function stageCondition(stage: ApplicantStageFilter): SQL[] {
  if (stage === 'all') return [];
  if (stage === 'not_opened') return [isNull(a.readAt)];
  return [eq(a.stage, stage)];
}

function keywordCondition(keyword: string | undefined): SQL[] {
  return keyword ? [sql`${s.name} ilike ${namePattern(keyword)}`] : [];
}

/**
 * The posting a list, a download or fit candidates are about, if it is the company's: the few columns
 * this area needs of job_postings (owned by the job-postings module; read here, never written), with its
 * applications per stage from the counters the triggers keep (migration 0007), so that a list or a download
 * without a keyword needs no statement of its own for its stage tabs.
 */
export async function findCompanyPosting(db: Db, companyId: number, postingId: number) {
  const c = jobPostingStageCounts;
  const [row] = await db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      status: jobPostings.status,
      closesAt: jobPostings.closesAt,
      applicantCount: jobPostings.applicantCount,
      notOpenedCount: jobPostings.notOpenedCount,
      occupation1Id: jobPostings.occupation1Id,
      occupation2Ids: jobPostings.occupation2Ids,
      experienceKind: jobPostings.experienceKind,
      experienceMinYears: jobPostings.experienceMinYears,
      experienceMaxYears: jobPostings.experienceMaxYears,
      stageCounts: sql<
        StageCount[]
      >`(select coalesce(json_agg(json_build_object('stage', ${c.stage}, 'n', ${c.count})), '[]') from ${c} where ${c.jobPostingId} = ${jobPostings.id})`,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, postingId)))
    .limit(1);
  return row;
}
export type CompanyPosting = NonNullable<Awaited<ReturnType<typeof findCompanyPosting>>>;

/** Newest first, spelled as the indexes are built (DESC NULLS LAST): a plain DESC does not match them and sorted every row. */
const NEWEST = [sql`${a.appliedAt} desc nulls last`, sql`${a.id} desc nulls last`];

function orderOf(order: ApplicantOrder): SQL[] {
  switch (order) {
    case 'newest':
      return NEWEST;
    case 'oldest':
      // The same index read backwards.
      return [sql`${a.appliedAt} asc nulls first`, sql`${a.id} asc nulls first`];
    case 'name':
      return [asc(s.name), asc(a.id)];
  }
}

/** What the list, the résumé and the download show of an applicant. */
const applicantColumns = {
  id: a.id,
  name: s.name,
  birthYear: s.birthYear,
  gender: s.gender,
  yearsOfExperience: s.yearsOfExperience,
  occupation2Id: s.occupation2Id,
  educationLevel: s.educationLevel,
  stage: a.stage,
  appliedAt: a.appliedAt,
};
/** An applicant's contacts (left-joined: a seeker may have none on record). */
const contactColumns = {
  phone: sql<string>`coalesce(${jobSeekerContacts.phone}, '')`,
  email: sql<string>`coalesce(${jobSeekerContacts.email}, '')`,
};

const rowColumns = {
  ...applicantColumns,
  readAt: a.readAt,
  jobPostingId: a.jobPostingId,
  postingTitle: jobPostings.title,
  headline: s.headline,
  hasNote: sql<boolean>`${a.note} <> ''`,
};

/**
 * One page of the list's rows, in the list's order, in one statement. The page's ids come first from the
 * posting and company indexes alone (applied_at desc, id desc, with or without the stage: an index-only
 * scan for the date orders; job_seekers is joined only for a name order or keyword), and only that page's
 * rows are then joined to their seekers and postings. Every row is checked to be the company's, so the page
 * never holds another company's application even before the service has found the posting to be the company's.
 */
export async function applicantPage(db: Db, scope: ApplicantScope, filter: ApplicantFilter, order: ApplicantOrder, limit: number, offset: number) {
  const base = db.select({ id: a.id }).from(a).$dynamic();
  const page = (order === 'name' || filter.keyword ? base.innerJoin(s, eq(s.id, a.jobSeekerId)) : base)
    .where(and(...scoped(scope), ...stageCondition(filter.stage), ...keywordCondition(filter.keyword)))
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset)
    .as('page');
  return (
    db
      .select(rowColumns)
      .from(page)
      .innerJoin(a, eq(a.id, page.id))
      .innerJoin(s, eq(s.id, a.jobSeekerId))
      .innerJoin(jobPostings, eq(jobPostings.id, a.jobPostingId))
      .where(eq(a.companyId, scope.companyId))
      // The page's order again, on its few rows: the same keys, read from the rows joined here.
      .orderBy(...orderOf(order))
  );
}
export type ApplicantListRow = Awaited<ReturnType<typeof applicantPage>>[number];

/** The applications whose applicant's name matches `keyword`, per stage, with how many of each nobody has opened. */
export async function countByStage(db: Db, scope: ApplicantScope, keyword: string) {
  const rows = await db
    .select({ stage: a.stage, n: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${a.readAt} is null))::int` })
    .from(a)
    .innerJoin(s, eq(s.id, a.jobSeekerId))
    .where(and(...scoped(scope), ...keywordCondition(keyword)))
    .groupBy(a.stage);
  return rows as { stage: ApplicantStage; n: number; unread: number }[];
}

/** Applications of one stage, as the counters give them. */
export type StageCount = { stage: ApplicantStage; n: number };

/**
 * The company's applications per stage without a keyword, from the counters the triggers keep (migration
 * 0007): five rows per posting summed, never a count over the applications. (A posting's come with it:
 * `findCompanyPosting`.)
 */
export async function companyStageCounts(db: Db, companyId: number): Promise<StageCount[]> {
  const c = jobPostingStageCounts;
  return db
    .select({ stage: c.stage, n: sql<number>`sum(${c.count})::int` })
    .from(c)
    .innerJoin(jobPostings, eq(jobPostings.id, c.jobPostingId))
    .where(eq(jobPostings.companyId, companyId))
    .groupBy(c.stage);
}

/** The company's applications nobody has opened, from the posting counters the triggers keep. */
export async function companyNotOpened(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${jobPostings.notOpenedCount}), 0)::int` })
    .from(jobPostings)
    .where(eq(jobPostings.companyId, companyId));
  return row?.n ?? 0;
}

/** One application with its résumé, the applicant's contacts and the note's author; undefined when it is not the company's. */
export async function findApplicant(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      ...contactColumns,
      skills: s.skills,
      resume: s.resume,
      note: a.note,
      noteUpdatedAt: a.noteUpdatedAt,
      noteUpdatedBy: users.name,
    })
    .from(a)
    .innerJoin(s, eq(s.id, a.jobSeekerId))
    .innerJoin(jobPostings, eq(jobPostings.id, a.jobPostingId))
    .leftJoin(jobSeekerContacts, eq(jobSeekerContacts.jobSeekerId, a.jobSeekerId))
    .leftJoin(users, eq(users.id, a.noteUpdatedBy))
    .where(and(eq(a.companyId, companyId), eq(a.id, id)))
    .limit(1);
  return row;
}

/** Marks an application opened, the first time only (the triggers then lower the posting's not-opened count). */
export async function markRead(db: Db, companyId: number, id: number, at: Date): Promise<void> {
  await db
    .update(a)
    .set({ readAt: at })
    .where(and(eq(a.companyId, companyId), eq(a.id, id), isNull(a.readAt)));
}

/** Locks the company's applications among `ids`, returning those found. */
export async function lockCompanyApplications(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.companyId, companyId), inArray(a.id, [...ids])))
    // In id order, so two bulk moves over overlapping applicants wait for each other instead of deadlocking.
    .orderBy(a.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateStage(db: Db, companyId: number, ids: readonly number[], stage: ApplicantStage, at: Date): Promise<number[]> {
  const rows = await db
    .update(a)
    .set({ stage, updatedAt: at })
    .where(and(eq(a.companyId, companyId), inArray(a.id, [...ids])))
    .returning({ id: a.id });
  return rows.map((r) => r.id);
}

export async function updateNote(db: Db, companyId: number, id: number, note: string, userId: number, at: Date) {
  const [row] = await db
    .update(a)
    .set({ note, noteUpdatedAt: at, noteUpdatedBy: userId, updatedAt: at })
    .where(and(eq(a.companyId, companyId), eq(a.id, id)))
    .returning({ note: a.note, noteUpdatedAt: a.noteUpdatedAt });
  return row;
}

/** Where a download batch starts: after this row in (applied_at desc, id desc); the time as PostgreSQL wrote it (microseconds kept). */
export type CsvCursor = { appliedAtText: string; id: number };

/** A download without contacts reads none: the same row shape, empty contact cells, no join to the contacts. */
const noContactColumns = { phone: sql<string>`''`, email: sql<string>`''` };

/** One batch of a posting's applicants for the download, with their contacts when `withContacts`. */
export async function csvBatch(
  db: Db,
  scope: Required<ApplicantScope>,
  filter: ApplicantFilter,
  after: CsvCursor | undefined,
  size: number,
  withContacts: boolean,
) {
  const query = db
    .select({
      ...applicantColumns,
      ...(withContacts ? contactColumns : noContactColumns),
      // Epoch milliseconds and a boolean rather than dates: parsing two timestamps a row was most of a batch's time.
      appliedAt: sql<number>`extract(epoch from ${a.appliedAt}) * 1000`.mapWith(Number),
      opened: sql<boolean>`${a.readAt} is not null`,
      appliedAtText: sql<string>`${a.appliedAt}::text`,
    })
    .from(a)
    .innerJoin(s, eq(s.id, a.jobSeekerId))
    .$dynamic();
  return (withContacts ? query.leftJoin(jobSeekerContacts, eq(jobSeekerContacts.jobSeekerId, a.jobSeekerId)) : query)
    .where(
      and(
        ...scoped(scope),
        ...stageCondition(filter.stage),
        ...keywordCondition(filter.keyword),
        ...(after ? [sql`(${a.appliedAt}, ${a.id}) < (${after.appliedAtText}::timestamptz, ${after.id})`] : []),
      ),
    )
    .orderBy(...NEWEST)
    .limit(size);
}
export type CsvRow = Awaited<ReturnType<typeof csvBatch>>[number];
