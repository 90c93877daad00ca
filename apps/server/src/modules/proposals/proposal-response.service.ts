import { HIRING_PATHS, OPEN_PROPOSAL_STATUSES, type ExternalLinks, type ProposalStatus, type RejectReason } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/masking.js';
import type { ProposalTokens } from './proposal-token.js';
import { toSeekerView } from './proposal-view.js';
import { mailOperators } from '../settings/settings.service.js';
import { answerMail, answerNotificationText } from './proposals.copy.js';
import { findReview, markViewed, recordAnswer, seekerName, type Answer, type ReviewRow } from './proposals.repo.js';

/** The job seeker's side of a proposal (demo): reached by the signed link in the delivered message. */
export type ProposalResponseDeps = {
  db: Db;
  tokens: ProposalTokens;
  links: ExternalLinks;
  /** The console's origin, for the link in the operators' e-mail. */
  publicBaseUrl: string;
};

const isOpen = (status: ProposalStatus) => (OPEN_PROPOSAL_STATUSES as readonly ProposalStatus[]).includes(status);

/** The proposal a token names; a forged, altered or expired token, or a deleted proposal, is a 404. */
async function proposalOf(deps: ProposalResponseDeps, token: string, now: Date): Promise<ReviewRow> {
  const id = deps.tokens.verify(token, now);
  if (id === 'expired') throw new AppError('proposal.link_expired');
  const row = id === null ? undefined : await findReview(deps.db, null, id);
  if (!row) throw new AppError('proposal.link_invalid');
  return row;
}

/** Opens the proposal; the first opening marks it viewed. */
export async function viewProposal(deps: ProposalResponseDeps, token: string) {
  const now = new Date();
  let row = await proposalOf(deps, token, now);
  if ((row.proposal.status === 'sent' || row.proposal.status === 'delivered') && (await markViewed(deps.db, row.proposal.id, now))) {
    row = { ...row, proposal: { ...row.proposal, status: 'viewed' } };
  }
  // An open proposal past its time reads as expired even before the sweep has marked it.
  const expired = isOpen(row.proposal.status) && row.proposal.expiresAt <= now;
  const view = toSeekerView(row, deps.links, now);
  return { proposal: expired ? { ...view, status: 'expired' as const } : view };
}

function refuse(row: ReviewRow, now: Date): AppError {
  if (row.proposal.status === 'expired' || (isOpen(row.proposal.status) && row.proposal.expiresAt <= now)) {
    return new AppError('proposal.expired');
  }
  return new AppError('proposal.already_answered');
}

/**
 * Accepts or rejects an open proposal. The candidate moves to replied and every operator of the
 * company is notified (a masked name: the bell is no place for contact details), by e-mail too where
 * their preference for answered proposals says so. Answering twice, or after the proposal expired,
 * is a 409 and changes nothing.
 */
async function answer(deps: ProposalResponseDeps, token: string, given: Answer) {
  const now = new Date();
  const row = await proposalOf(deps, token, now);
  if (!isOpen(row.proposal.status) || row.proposal.expiresAt <= now) throw refuse(row, now);
  const maskedName = maskName(await seekerName(deps.db, row.proposal.jobSeekerId));
  const url = HIRING_PATHS.projectCandidates(row.proposal.projectId, 'replied');
  const message = answerNotificationText(maskedName, row.projectName, given.status);
  const mail = answerMail(maskedName, row.projectName, given.status, `${deps.publicBaseUrl}${url}`);
  const recorded = await recordAnswer(deps.db, row.proposal, given, { message, url }, now, (tx) =>
    mailOperators(tx, row.proposal.companyId, 'proposal_answered', { key: `proposal.answered:${row.proposal.id}`, ...mail }, deps.publicBaseUrl),
  );
  if (!recorded) {
    // Answered or expired between the read and the write.
    const again = await proposalOf(deps, token, now);
    throw refuse(again, now);
  }
  return { proposal: { ...toSeekerView(row, deps.links, now), status: given.status } };
}

export function acceptProposal(deps: ProposalResponseDeps, token: string) {
  return answer(deps, token, { status: 'accepted' });
}

export function rejectProposal(deps: ProposalResponseDeps, token: string, body: { reason: RejectReason; detail?: string | undefined }) {
  return answer(deps, token, { status: 'rejected', reason: body.reason, detail: body.detail ? body.detail : null });
}
