import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTION_STATUSES, type ActionStatus, type CandidateProgress, type CandidateStatus, type ProposalStatus } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { hrCandidates, hrProjects, jobSeekers, proposals } from '../../db/schema/index.js';

/** Where a list reads: the whole company, or one of its projects. */
export type CandidateScope = { companyId: number; projectId?: number };

const SET_ACTION_STATUSES = ACTION_STATUSES.filter((s): s is Exclude<ActionStatus, 'none'> => s !== 'none');

/**
 * The scope as conditions. A project's rows are found by its id and the company is checked on the project
 * row (a one-time filter): a company_id condition on each candidate would send a count over a large project
 * from the index to the table.
 */
function inScope(scope: CandidateScope): SQL | undefined {
  if (scope.projectId === undefined) return eq(hrCandidates.companyId, scope.companyId);
  return and(
    eq(hrCandidates.projectId, scope.projectId),
    sql`exists (select 1 from ${hrProjects} where ${hrProjects.id} = ${scope.projectId} and ${hrProjects.companyId} = ${scope.companyId})`,
  );
}

/**
 * Spec §4 lists: intact, contacted and replied hold candidates by progress whose action status is unset;
 * completed holds every candidate with an action status. The set statuses are listed rather than written
 * `<> 'none'`, so that the index can seek them.
 */
function inList(list: CandidateStatus): SQL | undefined {
  if (list === 'completed') return inArray(hrCandidates.actionStatus, SET_ACTION_STATUSES);
  return and(eq(hrCandidates.status, list), eq(hrCandidates.actionStatus, 'none'));
}

const newestFirst = [desc(hrCandidates.createdAt), desc(hrCandidates.id)];

/**
 * Candidates with what the lists show: the seeker at a glance, the project's name, this project's latest
 * proposal to the seeker (by the seeker's proposals index), and whether any proposal of the company to
 * the seeker was accepted.
 */
function candidateRows(db: Db) {
  const latest = db
    .select({ id: proposals.id, status: proposals.status, createdAt: proposals.createdAt, respondedAt: proposals.respondedAt })
    .from(proposals)
    .where(
      and(
        eq(proposals.companyId, hrCandidates.companyId),
        eq(proposals.jobSeekerId, hrCandidates.jobSeekerId),
        eq(proposals.projectId, hrCandidates.projectId),
      ),
    )
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1)
    .as('latest');
  // A scalar subquery with LIMIT runs per row by the seekers' proposals index: an EXISTS could be planned
  // as a hash of every accepted proposal of every company.
  const accepted = alias(proposals, 'accepted');
  const acceptedOne = db
    .select({ one: sql`true` })
    .from(accepted)
    .where(and(eq(accepted.companyId, hrCandidates.companyId), eq(accepted.jobSeekerId, hrCandidates.jobSeekerId), eq(accepted.status, 'accepted')))
    .limit(1);
  return db
    .select({
      candidate: hrCandidates,
      projectName: hrProjects.name,
      seeker: {
        name: jobSeekers.name,
        headline: jobSeekers.headline,
        occupationId: jobSeekers.occupation2Id,
        yearsOfExperience: jobSeekers.yearsOfExperience,
        birthYear: jobSeekers.birthYear,
        skills: jobSeekers.skills,
      },
      proposal: { id: latest.id, status: latest.status, createdAt: latest.createdAt, respondedAt: latest.respondedAt },
      contactAvailable: sql<boolean>`(${acceptedOne}) is not null`,
    })
    .from(hrCandidates)
    .innerJoin(hrProjects, eq(hrProjects.id, hrCandidates.projectId))
    .innerJoin(jobSeekers, eq(jobSeekers.id, hrCandidates.jobSeekerId))
    .leftJoinLateral(latest, sql`true`)
    .$dynamic();
}

export type CandidateRow = Awaited<ReturnType<typeof listCandidates>>[number];

/** One page of a list, newest first: the page's ids come from the list index alone, then 20 rows are joined. */
export async function listCandidates(db: Db, scope: CandidateScope, list: CandidateStatus, page: number, per: number) {
  const ids = db
    .select({ id: hrCandidates.id })
    .from(hrCandidates)
    .where(and(inScope(scope), inList(list)))
    .orderBy(...newestFirst)
    .limit(per)
    .offset((page - 1) * per);
  return candidateRows(db)
    .where(inArray(hrCandidates.id, ids))
    .orderBy(...newestFirst);
}

/**
 * How many candidates each list of the scope holds, in one pass over the scope's index entries; null when
 * the scope's project is not the company's (read in the same query, to spare the list a round trip).
 */
export async function countCandidates(db: Db, scope: CandidateScope) {
  const progress = (status: string) =>
    sql<number>`count(*) filter (where ${hrCandidates.actionStatus} = 'none' and ${hrCandidates.status} = ${status})::int`;
  const found =
    scope.projectId === undefined
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from ${hrProjects} where ${hrProjects.id} = ${scope.projectId} and ${hrProjects.companyId} = ${scope.companyId})`;
  const [row] = await db
    .select({
      found,
      intact: progress('intact'),
      contacted: progress('contacted'),
      replied: progress('replied'),
      completed: sql<number>`count(*) filter (where ${hrCandidates.actionStatus} <> 'none')::int`,
    })
    .from(hrCandidates)
    .where(inScope(scope));
  if (!row?.found) return null;
  return { intact: row.intact, contacted: row.contacted, replied: row.replied, completed: row.completed };
}

export async function findCandidate(db: Db, companyId: number, id: number) {
  const [row] = await candidateRows(db)
    .where(and(eq(hrCandidates.companyId, companyId), eq(hrCandidates.id, id)))
    .limit(1);
  return row;
}

/** The company's candidates for these seekers in these projects, by project then newest first. */
export async function findCandidatesOf(db: Db, companyId: number, projectIds: readonly number[], seekerIds: readonly number[]) {
  return candidateRows(db)
    .where(
      and(eq(hrCandidates.companyId, companyId), inArray(hrCandidates.projectId, [...projectIds]), inArray(hrCandidates.jobSeekerId, [...seekerIds])),
    )
    .orderBy(hrCandidates.projectId, ...newestFirst);
}

/** How many of `ids` are job seekers. */
export async function countSeekers(db: Db, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobSeekers)
    .where(inArray(jobSeekers.id, [...ids]));
  return row?.total ?? 0;
}

export async function seekerName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: jobSeekers.name }).from(jobSeekers).where(eq(jobSeekers.id, id)).limit(1);
  return row?.name;
}

/** Latest proposal status → candidate progress: contacted once proposed, replied once answered. */
function progressOf(status: ProposalStatus | undefined): CandidateProgress {
  if (status === undefined) return 'intact';
  return status === 'accepted' || status === 'rejected' ? 'replied' : 'contacted';
}

/**
 * Puts each seeker into each of the company's projects, skipping pairs already there, and returns how many
 * were added; null, with nothing added, when a project is not the company's or a seeker does not exist.
 * The projects and seekers are locked against deletion until the rows are in. A seeker re-added to a
 * project picks up where the company's proposals in it left off, so the lists keep following them.
 */
export async function insertCandidates(
  db: Db,
  companyId: number,
  projectIds: readonly number[],
  seekerIds: readonly number[],
  at: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const projects = await tx
      .select({ id: hrProjects.id })
      .from(hrProjects)
      .where(and(eq(hrProjects.companyId, companyId), inArray(hrProjects.id, [...projectIds])))
      .for('key share');
    const seekers = await tx
      .select({ id: jobSeekers.id })
      .from(jobSeekers)
      .where(inArray(jobSeekers.id, [...seekerIds]))
      .for('key share');
    if (projects.length !== projectIds.length || seekers.length !== seekerIds.length) return null;
    const latest = await tx
      .selectDistinctOn([proposals.projectId, proposals.jobSeekerId], {
        projectId: proposals.projectId,
        jobSeekerId: proposals.jobSeekerId,
        status: proposals.status,
      })
      .from(proposals)
      .where(and(eq(proposals.companyId, companyId), inArray(proposals.projectId, [...projectIds]), inArray(proposals.jobSeekerId, [...seekerIds])))
      .orderBy(proposals.projectId, proposals.jobSeekerId, desc(proposals.createdAt), desc(proposals.id));
    const statusOf = new Map(latest.map((p) => [`${p.projectId}:${p.jobSeekerId}`, p.status]));
    const rows = projectIds.flatMap((projectId) =>
      seekerIds.map((jobSeekerId) => ({
        companyId,
        projectId,
        jobSeekerId,
        status: progressOf(statusOf.get(`${projectId}:${jobSeekerId}`)),
        createdAt: at,
        updatedAt: at,
      })),
    );
    const added = await tx
      .insert(hrCandidates)
      .values(rows)
      .onConflictDoNothing({ target: [hrCandidates.projectId, hrCandidates.jobSeekerId] })
      .returning({ id: hrCandidates.id });
    return added.length;
  });
}

export async function deleteCandidates(db: Db, companyId: number, projectIds: readonly number[], seekerIds: readonly number[]): Promise<number> {
  const rows = await db
    .delete(hrCandidates)
    .where(
      and(eq(hrCandidates.companyId, companyId), inArray(hrCandidates.projectId, [...projectIds]), inArray(hrCandidates.jobSeekerId, [...seekerIds])),
    )
    .returning({ id: hrCandidates.id });
  return rows.length;
}

export async function updateActionStatus(db: Db, companyId: number, id: number, actionStatus: ActionStatus, at: Date): Promise<boolean> {
  const rows = await db
    .update(hrCandidates)
    .set({ actionStatus, updatedAt: at })
    .where(and(eq(hrCandidates.companyId, companyId), eq(hrCandidates.id, id)))
    .returning({ id: hrCandidates.id });
  return rows.length > 0;
}

/** The company's projects a seeker is in, most recently added first (the list-position modal). */
export async function listSeekerProjects(db: Db, companyId: number, seekerId: number, page: number, per: number) {
  return db
    .select({
      candidateId: hrCandidates.id,
      status: hrCandidates.status,
      actionStatus: hrCandidates.actionStatus,
      projectId: hrProjects.id,
      projectName: hrProjects.name,
      active: hrProjects.active,
    })
    .from(hrCandidates)
    .innerJoin(hrProjects, eq(hrProjects.id, hrCandidates.projectId))
    .where(and(eq(hrCandidates.companyId, companyId), eq(hrCandidates.jobSeekerId, seekerId)))
    .orderBy(...newestFirst)
    .limit(per)
    .offset((page - 1) * per);
}

export async function countSeekerProjects(db: Db, companyId: number, seekerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(hrCandidates)
    .where(and(eq(hrCandidates.companyId, companyId), eq(hrCandidates.jobSeekerId, seekerId)));
  return row?.total ?? 0;
}
