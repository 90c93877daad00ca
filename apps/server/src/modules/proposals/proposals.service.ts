import { MESSAGE_HISTORY_PAGE_SIZE, PROPOSAL_EXPIRY_DAYS, type ExternalLinks, type MessageRequest, type MessageReview } from '@partners/contract';
import { addDays, koreanDay, koreanMonthBounds, startOfKoreanDay } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { operatorOf, requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { PROPOSAL_DELIVER_JOB } from './proposals.jobs.js';
import { toReview } from './proposal-view.js';
import {
  countProposalsSentSince,
  countSeekerProposals,
  findAcceptedContact,
  findReview,
  findReviewByRequest,
  listSeekerReviews,
} from './proposals.repo.js';
import { insertProposal, isUniqueViolation, releaseDailySlot, reserveDailySlot, type InsertOutcome } from './proposal-send.repo.js';

export type ProposalsDeps = {
  db: Db;
  ids: SeekerIdCodec;
  links: ExternalLinks;
  /** Proposals per company per Korean calendar day. */
  dailyLimit: number;
  /** Called once a proposal is committed (wakes an in-process worker). */
  onSent?: () => void;
};

function refusal(outcome: Exclude<InsertOutcome, { kind: 'created' | 'duplicate_request' }>): AppError {
  switch (outcome.kind) {
    case 'project_missing':
      return new AppError('not_found', { field: 'body.message.project_id' });
    case 'project_inactive':
      return new AppError('project.inactive', { field: 'body.message.project_id' });
    case 'seeker_missing':
      return new AppError('not_found', { field: 'body.message.user_id' });
    case 'posting_missing':
      return new AppError('not_found', { field: 'body.message.job_posting_id' });
  }
}

/**
 * Spec §3 message request. The daily limit is taken first (a slot given back if nothing is sent); then
 * one statement, so one transaction, checks the project, seeker and posting, inserts the proposal,
 * files the seeker as a contacted candidate and enqueues the delivery. A request id seen before
 * answers with that proposal.
 */
export async function requestProposal(deps: ProposalsDeps, access: Access, input: MessageRequest): Promise<MessageReview> {
  const { db } = deps;
  requirePrivacyAgreement(access);
  const { userId: senderId, companyId } = operatorOf(access);
  const jobSeekerId = deps.ids.decode(input.user_id);
  if (jobSeekerId === null) throw new AppError('not_found', { field: 'body.message.user_id' });

  const now = new Date();
  // The daily limit counts by the Korean calendar day.
  const day = koreanDay(now);
  const start = startOfKoreanDay(now);
  const earlier = async () => {
    const row = await findReviewByRequest(db, companyId, input.request_id);
    return row ? toReview(deps, row, now) : null;
  };
  // A slot that was taken but not used goes back; if even that fails, the count errs on the safe side.
  const release = () => releaseDailySlot(db, companyId, day).catch(() => undefined);

  if (!(await reserveDailySlot(db, companyId, day, start, deps.dailyLimit))) {
    const repeated = await earlier();
    if (repeated) return repeated;
    throw new AppError('proposal.daily_limit', { params: { limit: deps.dailyLimit } });
  }

  let outcome: InsertOutcome;
  try {
    outcome = await insertProposal(
      db,
      {
        companyId,
        senderId,
        projectId: input.project_id,
        jobSeekerId,
        jobPostingId: input.job_posting_id ?? null,
        requestId: input.request_id,
        content: input.content,
        includedCompanyIntroduction: input.included_company_introduction,
        expiresAt: addDays(now, PROPOSAL_EXPIRY_DAYS),
      },
      PROPOSAL_DELIVER_JOB,
    );
  } catch (error) {
    await release();
    // The partial unique index decides, so two concurrent requests cannot both open a proposal.
    if (isUniqueViolation(error, 'hr_proposals_open_idx')) {
      throw new AppError('proposal.still_open', { field: 'body.message.user_id' });
    }
    throw error;
  }

  if (outcome.kind === 'created') {
    deps.onSent?.();
    return toReview(deps, outcome.row, now);
  }
  await release();
  if (outcome.kind === 'duplicate_request') {
    const repeated = await earlier();
    if (repeated) return repeated;
    throw new AppError('internal');
  }
  throw refusal(outcome);
}

/** Spec §3 message review: the company's own proposals only. */
export async function getProposal(deps: ProposalsDeps, access: Access, id: number): Promise<MessageReview> {
  requirePrivacyAgreement(access);
  const row = await findReview(deps.db, access.row.company.id, id);
  if (!row) throw new AppError('not_found');
  return toReview(deps, row, new Date());
}

/** The suggestion-history modal: this company's proposals to one seeker, newest first. */
export async function listMessageHistories(deps: ProposalsDeps, access: Access, query: { user_id: string; page: number }) {
  requirePrivacyAgreement(access);
  const jobSeekerId = deps.ids.decode(query.user_id);
  if (jobSeekerId === null) throw new AppError('not_found');
  const companyId = access.row.company.id;
  const [rows, total] = await Promise.all([
    listSeekerReviews(deps.db, companyId, jobSeekerId, query.page, MESSAGE_HISTORY_PAGE_SIZE),
    countSeekerProposals(deps.db, companyId, jobSeekerId),
  ]);
  const now = new Date();
  return {
    user_id: query.user_id,
    results: rows.map((row) => toReview(deps, row, now)),
    page_info: pageInfo(query.page, MESSAGE_HISTORY_PAGE_SIZE, total),
  };
}

/**
 * The show-contact modal: the seeker's real name and contact details, only to a company whose
 * proposal the seeker accepted. Anything else (no accepted proposal, another company's candidate, no
 * such candidate) is the same 404. The one place contact details leave the server.
 */
export async function getCandidateContact(deps: ProposalsDeps, access: Access, candidateId: number) {
  requirePrivacyAgreement(access);
  const row = await findAcceptedContact(deps.db, access.row.company.id, candidateId);
  if (!row?.acceptedAt) throw new AppError('not_found');
  await recordAudit(deps.db, access, { action: 'talent.contact_revealed', subject: { type: 'job_seeker', id: row.jobSeekerId, label: row.name } });
  return { id: row.candidateId, name: row.name, contact: { phone: row.phone, email: row.email }, accepted_at: row.acceptedAt.toISOString() };
}

/** Proposals the company sent this Korean month (the dashboard's business status). */
export function proposalsSentThisMonth(db: Db, companyId: number, now = new Date()): Promise<number> {
  return countProposalsSentSince(db, companyId, koreanMonthBounds(now).start);
}
