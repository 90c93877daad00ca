import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CompanySize } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { enqueueFrom } from '../../platform/jobs.js';
import { proposalDailyCounts, proposals } from '../../db/schema/index.js';
import type { ReviewRow } from './proposals.repo.js';

/** What sending a proposal writes: the daily-limit counter and the proposal with all that follows it. */

/** A timestamp as epoch milliseconds (raw statements get timestamps as text from drizzle's drivers). */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** A statement prepared once per database (and named, so PostgreSQL plans it once per connection). */
function preparedOnce<T extends object>(db: Db, cache: WeakMap<Db, T>, prepare: (db: Db) => T): T {
  let query = cache.get(db);
  if (!query) {
    query = prepare(db);
    cache.set(db, query);
  }
  return query;
}

/** The rows of a raw statement: both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// ---------------------------------------------------------------- daily limit

/**
 * Takes one of the company's proposals for `day` (a Korean calendar day) if fewer than `limit` are
 * taken; false when the limit is reached. The counter row is locked only for this one statement, and
 * the table is unlogged, so its commit waits for no disk flush: concurrent proposals of one company
 * do not queue behind each other's commits. A missing row (first proposal of the day, or after a
 * crash emptied the table) starts from the proposals already sent since `dayStart`.
 */
export async function reserveDailySlot(db: Db, companyId: number, day: string, dayStart: Date, limit: number): Promise<boolean> {
  const bump = () => preparedOnce(db, bumpQueries, prepareBump).execute({ companyId, day, limit });
  if ((await bump()).length > 0) return true;
  // Whoever creates the row (this call or a concurrent one), the bump decides.
  await db.execute(sql`
    insert into ${proposalDailyCounts} (company_id, day, count)
    select ${companyId}, ${day}::date, count(*)::int from ${proposals}
    where ${proposals.companyId} = ${companyId} and ${proposals.createdAt} >= ${dayStart.toISOString()}::timestamptz
    on conflict do nothing`);
  return (await bump()).length > 0;
}

/** Takes a slot if fewer than the limit are taken: prepared once per database, since every proposal runs it. */
function prepareBump(db: Db) {
  return db
    .update(proposalDailyCounts)
    .set({ count: sql`${proposalDailyCounts.count} + 1` })
    .where(
      and(
        eq(proposalDailyCounts.companyId, sql.placeholder('companyId')),
        eq(proposalDailyCounts.day, sql.placeholder('day')),
        lt(proposalDailyCounts.count, sql.placeholder('limit')),
      ),
    )
    .returning({ count: proposalDailyCounts.count })
    .prepare('reserve_daily_proposal');
}
const bumpQueries = new WeakMap<Db, ReturnType<typeof prepareBump>>();

/** Gives back a slot taken for a proposal that was not sent after all. */
export async function releaseDailySlot(db: Db, companyId: number, day: string): Promise<void> {
  await db
    .update(proposalDailyCounts)
    .set({ count: sql`${proposalDailyCounts.count} - 1` })
    .where(and(eq(proposalDailyCounts.companyId, companyId), eq(proposalDailyCounts.day, day), gt(proposalDailyCounts.count, 0)));
}

export async function deleteDailyCountsBefore(db: Db, day: string): Promise<void> {
  await db.delete(proposalDailyCounts).where(lt(proposalDailyCounts.day, day));
}

// ---------------------------------------------------------------- sending

export type NewProposal = {
  companyId: number;
  senderId: number;
  projectId: number;
  jobSeekerId: number;
  jobPostingId: number | null;
  requestId: string;
  content: string;
  includedCompanyIntroduction: boolean;
  expiresAt: Date;
};

/** Why a proposal could not be inserted, or the new proposal as its review shows it. */
export type InsertOutcome =
  | { kind: 'created'; row: ReviewRow }
  | { kind: 'duplicate_request' }
  | { kind: 'project_missing' }
  | { kind: 'project_inactive' }
  | { kind: 'seeker_missing' }
  | { kind: 'posting_missing' };

type InsertRow = {
  project_active: boolean | null;
  seeker_found: boolean;
  posting_found: boolean;
  id: number | null;
  company_id: number;
  project_id: number;
  job_seeker_id: number;
  content: string;
  included_company_introduction: boolean;
  created_ms: number;
  expires_ms: number;
  project_name: string;
  company_name: string;
  company_size: CompanySize;
  industry_name: string;
  posting_id: number | null;
  posting_title: string | null;
  posting_closes_ms: number | null;
};

function prepareInsert(db: Db) {
  const p = {
    companyId: sql.placeholder('companyId'),
    senderId: sql.placeholder('senderId'),
    projectId: sql.placeholder('projectId'),
    jobSeekerId: sql.placeholder('jobSeekerId'),
    jobPostingId: sql.placeholder('jobPostingId'),
    requestId: sql.placeholder('requestId'),
    content: sql.placeholder('content'),
    includedCompanyIntroduction: sql.placeholder('includedCompanyIntroduction'),
    expiresAt: sql.placeholder('expiresAt'),
  };
  const query = sql`
    with ctx as (
      select
        (select active from hr_projects where id = ${p.projectId}::int and company_id = ${p.companyId}::int) as project_active,
        exists (select 1 from job_seekers where id = ${p.jobSeekerId}::int) as seeker_found,
        (${p.jobPostingId}::int is null
          or exists (select 1 from job_postings where id = ${p.jobPostingId}::int and company_id = ${p.companyId}::int)) as posting_found
    ),
    inserted as (
      insert into hr_proposals (company_id, sender_id, project_id, job_seeker_id, job_posting_id, request_id, content,
                                included_company_introduction, expires_at)
      select ${p.companyId}::int, ${p.senderId}::int, ${p.projectId}::int, ${p.jobSeekerId}::int, ${p.jobPostingId}::int, ${p.requestId}::text, ${p.content}::text,
             ${p.includedCompanyIntroduction}::boolean, ${p.expiresAt}::timestamptz
      from ctx where ctx.project_active and ctx.seeker_found and ctx.posting_found
      on conflict (company_id, request_id) do nothing
      returning id, company_id, project_id, job_seeker_id, job_posting_id, content, included_company_introduction, created_at, expires_at
    ),
    candidate as (
      insert into hr_candidates (company_id, project_id, job_seeker_id, status)
      select company_id, project_id, job_seeker_id, 'contacted' from inserted
      on conflict (project_id, job_seeker_id) do update set status = 'contacted', updated_at = now()
    ),
    pool as (
      insert into talent_pool_entries (company_id, pool, job_seeker_id, source)
      select company_id, 'interview_request_pool', job_seeker_id, 'proposed' from inserted
      on conflict do nothing
    ),
    job as (${enqueueFrom(sql`${sql.placeholder('jobKind')}::text`, 'inserted', sql`jsonb_build_object('proposal_id', id)`)})
    select ctx.project_active, ctx.seeker_found, ctx.posting_found,
           i.id, i.company_id, i.project_id, i.job_seeker_id, i.content, i.included_company_introduction,
           ${epochMs(sql`i.created_at`)} as created_ms, ${epochMs(sql`i.expires_at`)} as expires_ms,
           pr.name as project_name, c.name as company_name, c.size as company_size, ind.name as industry_name,
           jp.id as posting_id, jp.title as posting_title, ${epochMs(sql`jp.closes_at`)} as posting_closes_ms
    from ctx
    left join inserted i on true
    left join hr_projects pr on pr.id = i.project_id
    left join companies c on c.id = i.company_id
    left join industries ind on ind.id = c.industry_id
    left join job_postings jp on jp.id = i.job_posting_id`;
  // Raw rows (no field mapping): the timestamps come as epoch milliseconds.
  return db._.session.prepareQuery(new PgDialect().sqlToQuery(query), undefined, 'insert_proposal', false);
}
const insertQueries = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

/**
 * One statement, so one round trip and one commit: checks the project (the company's, active), the
 * seeker and the posting (the company's, if any); inserts the proposal; makes the seeker a contacted
 * candidate of the project and a member of the company's interview-request pool (docs/decisions/0007);
 * enqueues the delivery job (`jobKind`) in the same transaction; and answers with what the review
 * shows. A second open proposal for the project and seeker raises the unique violation of
 * hr_proposals_open_idx; a repeated request id inserts nothing.
 */
export async function insertProposal(db: Db, p: NewProposal, jobKind: string): Promise<InsertOutcome> {
  const result = await preparedOnce(db, insertQueries, prepareInsert).execute({ ...p, expiresAt: p.expiresAt.toISOString(), jobKind });
  const [row] = rowsOf<InsertRow>(result);
  if (!row) throw new Error('insertProposal returned no row');
  if (row.id !== null) {
    return {
      kind: 'created',
      row: {
        proposal: {
          id: row.id,
          companyId: row.company_id,
          projectId: row.project_id,
          jobSeekerId: row.job_seeker_id,
          content: row.content,
          includedCompanyIntroduction: row.included_company_introduction,
          status: 'sent',
          deliveredBy: null,
          rejectReason: null,
          rejectDetail: null,
          createdAt: new Date(row.created_ms),
          deliveredAt: null,
          respondedAt: null,
          expiresAt: new Date(row.expires_ms),
        },
        projectName: row.project_name,
        company: { id: row.company_id, name: row.company_name, size: row.company_size, industryName: row.industry_name },
        posting:
          row.posting_id === null
            ? null
            : {
                id: row.posting_id,
                companyId: row.company_id,
                title: row.posting_title ?? '',
                closesAt: row.posting_closes_ms === null ? null : new Date(row.posting_closes_ms),
              },
      },
    };
  }
  if (row.project_active === null) return { kind: 'project_missing' };
  if (!row.project_active) return { kind: 'project_inactive' };
  if (!row.seeker_found) return { kind: 'seeker_missing' };
  if (!row.posting_found) return { kind: 'posting_missing' };
  return { kind: 'duplicate_request' };
}

/** True when `error` (or its cause) is a unique violation of the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as { code?: unknown; constraint?: unknown; message: string };
    if (pgError.code === '23505' && (pgError.constraint === constraint || pgError.message.includes(`"${constraint}"`))) return true;
  }
  return false;
}
