import { HIRING_PATHS, OPEN_PROPOSAL_STATUSES, type ExternalLinks, type ProposalStatus, type RejectReason } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { SessionReader, SessionStore } from '../../platform/sessions.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/masking.js';
import type { ProposalTokens } from './proposal-token.js';
import { toSeekerView } from './proposal-view.js';
import { notify } from '../notifications/notifications.service.js';
import { mailOperators } from '../settings/settings.service.js';
import { answerMail, answerNotificationText } from './proposals.copy.js';
import { findReview, isOperatorOf, markViewed, recordAnswer, seekerName, type Answer, type ReviewRow } from './proposals.repo.js';

/** The job seeker's side of a proposal (demo): reached by the signed link in the delivered message. */
export type ProposalResponseDeps = {
  db: Db;
  tokens: ProposalTokens;
  links: ExternalLinks;
  /** The console's origin, for the link in the operators' e-mail. */
  publicBaseUrl: string;
  /** To refuse a browser signed in to the proposing company (decision 0028). */
  sessions: SessionStore;
};

const isOpen = (status: ProposalStatus) => (OPEN_PROPOSAL_STATUSES as readonly ProposalStatus[]).includes(status);

/**
 * The proposal a token names; a forged, altered or expired token, or a deleted proposal, is a 404. Answering
 * is the seeker's act: a browser signed in as an operator of the proposing company is refused whatever link
 * it holds, so the company cannot accept for the seeker and see contacts never released (decision 0028).
 */
async function proposalOf(deps: ProposalResponseDeps, session: SessionReader, token: string, now: Date): Promise<ReviewRow> {
  const id = deps.tokens.verify(token, now);
  if (id === 'expired') throw new AppError('proposal.link_expired');
  const row = id === null ? undefined : await findReview(deps.db, null, id);
  if (!row) throw new AppError('proposal.link_invalid');
  const actor = await session.read();
  if (actor && (actor.companyId === row.proposal.companyId || (await isOperatorOf(deps.db, actor.userId, row.proposal.companyId)))) {
    throw new AppError('proposal.company_session');
  }
  return row;
}

/** Opens the proposal; the first opening marks it viewed. */
export async function viewProposal(deps: ProposalResponseDeps, session: SessionReader, token: string) {
  const now = new Date();
  let row = await proposalOf(deps, session, token, now);
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
async function answer(deps: ProposalResponseDeps, session: SessionReader, token: string, given: Answer) {
  const now = new Date();
  const row = await proposalOf(deps, session, token, now);
  if (!isOpen(row.proposal.status) || row.proposal.expiresAt <= now) throw refuse(row, now);
  const maskedName = maskName(await seekerName(deps.db, row.proposal.jobSeekerId));
  const url = HIRING_PATHS.projectCandidates(row.proposal.projectId, 'replied');
  const message = answerNotificationText(maskedName, row.projectName, given.status);
  const mail = answerMail(maskedName, row.projectName, given.status, `${deps.publicBaseUrl}${url}`);
  const recorded = await recordAnswer(deps.db, row.proposal, given, now, async (tx) => {
    await notify(tx, row.proposal.companyId, 'operators', message, url, now);
    await mailOperators(
      tx,
      row.proposal.companyId,
      'proposal_answered',
      { key: `proposal.answered:${row.proposal.id}`, ...mail },
      deps.publicBaseUrl,
    );
  });
  if (!recorded) {
    // Answered or expired between the read and the write.
    const again = await proposalOf(deps, session, token, now);
    throw refuse(again, now);
  }
  return { proposal: { ...toSeekerView(row, deps.links, now), status: given.status } };
}

export function acceptProposal(deps: ProposalResponseDeps, session: SessionReader, token: string) {
  return answer(deps, session, token, { status: 'accepted' });
}

export function rejectProposal(
  deps: ProposalResponseDeps,
  session: SessionReader,
  token: string,
  body: { reason: RejectReason; detail?: string | undefined },
) {
  return answer(deps, session, token, { status: 'rejected', reason: body.reason, detail: body.detail ? body.detail : null });
}
