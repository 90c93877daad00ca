import { and, count, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { OPEN_PROPOSAL_STATUSES, type RejectReason } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import {
  companies,
  hrCandidates,
  hrProjects,
  industries,
  jobPostings,
  jobSeekerContacts,
  jobSeekers,
  memberships,
  proposals,
} from '../../db/schema/index.js';

const isOpen = inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES]);

// ---------------------------------------------------------------- reading

/** Everything the message review (and the seeker's page) shows of a proposal. */
const reviewColumns = {
  proposal: {
    id: proposals.id,
    companyId: proposals.companyId,
    projectId: proposals.projectId,
    jobSeekerId: proposals.jobSeekerId,
    content: proposals.content,
    includedCompanyIntroduction: proposals.includedCompanyIntroduction,
    status: proposals.status,
    deliveredBy: proposals.deliveredBy,
    rejectReason: proposals.rejectReason,
    rejectDetail: proposals.rejectDetail,
    createdAt: proposals.createdAt,
    deliveredAt: proposals.deliveredAt,
    respondedAt: proposals.respondedAt,
    expiresAt: proposals.expiresAt,
  },
  projectName: hrProjects.name,
  company: { id: companies.id, name: companies.name, size: companies.size, industryName: industries.name },
  posting: { id: jobPostings.id, companyId: jobPostings.companyId, title: jobPostings.title, closesAt: jobPostings.closesAt },
};

function reviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(proposals)
    .innerJoin(hrProjects, eq(hrProjects.id, proposals.projectId))
    .innerJoin(companies, eq(companies.id, proposals.companyId))
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .leftJoin(jobPostings, eq(jobPostings.id, proposals.jobPostingId))
    .$dynamic();
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** A proposal with what its review shows; scoped to the company unless `companyId` is null (the seeker's link). */
/** The user operates the company (a membership not revoked). */
export async function isOperatorOf(db: Db, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId), ne(memberships.permission, 'revoked')))
    .limit(1);
  return row !== undefined;
}

export async function findReview(db: Db, companyId: number | null, id: number) {
  const [row] = await reviews(db)
    .where(companyId === null ? eq(proposals.id, id) : and(eq(proposals.id, id), eq(proposals.companyId, companyId)))
    .limit(1);
  return row;
}

export async function findReviewByRequest(db: Db, companyId: number, requestId: string) {
  const [row] = await reviews(db)
    .where(and(eq(proposals.companyId, companyId), eq(proposals.requestId, requestId)))
    .limit(1);
  return row;
}

/** The company's proposals to one seeker, newest first (the suggestion-history modal). */
export async function listSeekerReviews(db: Db, companyId: number, jobSeekerId: number, page: number, per: number) {
  return reviews(db)
    .where(and(eq(proposals.companyId, companyId), eq(proposals.jobSeekerId, jobSeekerId)))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countSeekerProposals(db: Db, companyId: number, jobSeekerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(proposals)
    .where(and(eq(proposals.companyId, companyId), eq(proposals.jobSeekerId, jobSeekerId)));
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- contact details

/**
 * A candidate's name and contact details, found only through an accepted proposal of the same
 * company to that seeker: without one (or for another company's candidate) there is no row.
 */
export async function findAcceptedContact(db: Db, companyId: number, candidateId: number) {
  const [row] = await db
    .select({
      candidateId: hrCandidates.id,
      jobSeekerId: hrCandidates.jobSeekerId,
      name: jobSeekers.name,
      phone: jobSeekerContacts.phone,
      email: jobSeekerContacts.email,
      acceptedAt: proposals.respondedAt,
    })
    .from(hrCandidates)
    .innerJoin(
      proposals,
      and(eq(proposals.companyId, hrCandidates.companyId), eq(proposals.jobSeekerId, hrCandidates.jobSeekerId), eq(proposals.status, 'accepted')),
    )
    .innerJoin(jobSeekers, eq(jobSeekers.id, hrCandidates.jobSeekerId))
    .innerJoin(jobSeekerContacts, eq(jobSeekerContacts.jobSeekerId, hrCandidates.jobSeekerId))
    .where(and(eq(hrCandidates.id, candidateId), eq(hrCandidates.companyId, companyId)))
    .orderBy(desc(proposals.respondedAt))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- the job seeker's answers

/** sent or delivered → viewed, the first time the seeker opens the link before it expires. */
export async function markViewed(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(proposals)
    .set({ status: 'viewed', viewedAt: at })
    .where(and(eq(proposals.id, id), inArray(proposals.status, ['sent', 'delivered']), gt(proposals.expiresAt, at)))
    .returning({ id: proposals.id });
  return rows.length > 0;
}

export type Answer = { status: 'accepted' } | { status: 'rejected'; reason: RejectReason; detail: string | null };

/**
 * Records the seeker's answer to an open, unexpired proposal, in one transaction with what follows
 * from it: the candidate moves to replied, and `alsoInTransaction` runs (the operators' notifications
 * and the e-mails their preferences ask for).
 * False when the proposal was no longer open (answered or expired meanwhile): nothing changes then.
 */
export async function recordAnswer(
  db: Db,
  proposal: { id: number; companyId: number; projectId: number; jobSeekerId: number },
  answer: Answer,
  at: Date,
  alsoInTransaction?: (tx: Db) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const answered = await tx
      .update(proposals)
      .set({
        status: answer.status,
        respondedAt: at,
        ...(answer.status === 'rejected' ? { rejectReason: answer.reason, rejectDetail: answer.detail } : {}),
      })
      .where(and(eq(proposals.id, proposal.id), isOpen, gt(proposals.expiresAt, at)))
      .returning({ id: proposals.id });
    if (answered.length === 0) return false;
    await tx
      .update(hrCandidates)
      .set({ status: 'replied', updatedAt: at })
      .where(and(eq(hrCandidates.projectId, proposal.projectId), eq(hrCandidates.jobSeekerId, proposal.jobSeekerId)));
    if (alsoInTransaction) await alsoInTransaction(tx);
    return true;
  });
}

export async function seekerName(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: jobSeekers.name }).from(jobSeekers).where(eq(jobSeekers.id, id)).limit(1);
  return row?.name ?? '';
}

// ---------------------------------------------------------------- expiry

/** Open proposals past their time become expired; returns how many. */
export async function expireProposals(db: Db, at: Date): Promise<number> {
  const rows = await db
    .update(proposals)
    .set({ status: 'expired' })
    .where(and(isOpen, lte(proposals.expiresAt, at)))
    .returning({ id: proposals.id });
  return rows.length;
}

/** Proposals the company sent from `since` on (the dashboard's business status; `hr_proposals_daily_idx`). */
export async function countProposalsSentSince(db: Db, companyId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(proposals)
    .where(and(eq(proposals.companyId, companyId), gte(proposals.createdAt, since)));
  return row?.count ?? 0;
}
