import { HIRING_PATHS } from '@partners/contract';
import { DAY_MS, addDays, formatKoreanDateTime, koreanDay } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { DeliveryError, type DeliveryAdapters, type DeliveryChannel, type OutgoingMessage } from '../../platform/delivery/index.js';
import { loggableError } from '../../platform/http-errors.js';
import type { Job, JobHandler, JobLog, PeriodicTask } from '../../platform/jobs.js';
import type { ProposalTokens } from './proposal-token.js';
import { proposalMessageText } from './proposals.copy.js';
import { findDeliveries, markDelivered, type DeliveryRow } from './proposal-delivery.repo.js';
import { expireProposals } from './proposals.repo.js';
import { deleteDailyCountsBefore } from './proposal-send.repo.js';

export const PROPOSAL_DELIVER_JOB = 'proposal.deliver';

/** A response link stays readable this long after the proposal expires, so the page can say it expired. */
const LINK_GRACE_MS = 30 * DAY_MS;
/** Messages sent at once within a claimed batch. */
const SEND_CONCURRENCY = 16;

export type DeliveryDeps = { db: Db; adapters: DeliveryAdapters; tokens: ProposalTokens; publicBaseUrl: string; log: JobLog };

/** One key per proposal, whichever channel carries it: a provider sends it once, however often it is retried. */
export function deliveryKey(proposalId: number): string {
  return `proposal-${proposalId}`;
}

export function responseLink(deps: Pick<DeliveryDeps, 'tokens' | 'publicBaseUrl'>, proposal: { id: number; expiresAt: Date }): string {
  const token = deps.tokens.sign(proposal.id, new Date(proposal.expiresAt.getTime() + LINK_GRACE_MS));
  return `${deps.publicBaseUrl}${HIRING_PATHS.proposalResponse(token)}`;
}

/** The message a seeker receives (its wording: proposals.copy.ts). */
export function messageBody(row: Pick<DeliveryRow, 'companyName' | 'postingTitle' | 'expiresAt'>, link: string): string {
  return proposalMessageText({ companyName: row.companyName, postingTitle: row.postingTitle, expiresAt: formatKoreanDateTime(row.expiresAt) }, link);
}

/**
 * The messaging app first; a text message when the seeker has no messaging account or the messaging
 * provider fails. Returns the channel that carried the message; throws when neither could.
 */
async function deliver(deps: DeliveryDeps, row: DeliveryRow, message: Omit<OutgoingMessage, 'recipient'>): Promise<DeliveryChannel> {
  try {
    const result = await deps.adapters.messenger.send({ ...message, recipient: row.messengerId });
    if (result.status === 'delivered') return result.channel;
  } catch (error) {
    deps.log.warn({ proposal: row.id, err: loggableError(error) }, 'messenger delivery failed; falling back to SMS');
  }
  const result = await deps.adapters.sms.send({ ...message, recipient: row.phone });
  if (result.status === 'delivered') return result.channel;
  throw new DeliveryError('sms', 'the job seeker has no phone number');
}

/**
 * Delivers a batch of proposals. A proposal no longer waiting to go out (delivered before a crash,
 * answered, expired, deleted) is done without sending. Sending is idempotent by the proposal's key, so
 * a batch taken up again after its worker died sends nothing twice; the statuses are then written in
 * one statement.
 */
export function proposalDeliveryHandler(deps: DeliveryDeps): JobHandler {
  return async (batch: readonly Job[]) => {
    const idOf = (job: Job) => {
      const id = job.payload.proposal_id;
      return typeof id === 'number' && Number.isInteger(id) ? id : null;
    };
    const rows = new Map(
      (
        await findDeliveries(
          deps.db,
          batch.map(idOf).filter((id): id is number => id !== null),
        )
      ).map((r) => [r.id, r]),
    );
    const now = new Date();
    const delivered: { id: number; channel: DeliveryChannel }[] = [];
    const outcomes: (Error | null)[] = batch.map(() => null);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < batch.length; i = next++) {
        const job = batch[i];
        const id = job ? idOf(job) : null;
        const row = id === null ? undefined : rows.get(id);
        if (!row || row.status !== 'sent' || row.expiresAt <= now) continue;
        const link = responseLink(deps, row);
        try {
          const channel = await deliver(deps, row, {
            idempotencyKey: deliveryKey(row.id),
            body: messageBody(row, link),
            link,
            jobSeekerId: row.jobSeekerId,
          });
          delivered.push({ id: row.id, channel });
        } catch (error) {
          outcomes[i] = error instanceof Error ? error : new Error(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, batch.length) }, lane));
    await markDelivered(deps.db, delivered, new Date());
    return outcomes;
  };
}

/** Expires open proposals past their time, and drops daily-limit counters of days gone by. */
export function proposalExpiryTask(db: Db, everyMs = 60_000): PeriodicTask {
  return {
    name: 'proposals.expire',
    everyMs,
    run: async () => {
      const now = new Date();
      await expireProposals(db, now);
      // Counters are keyed by Korean day; the two days before today stay, for a send that straddled midnight.
      await deleteDailyCountsBefore(db, koreanDay(addDays(now, -2)));
    },
  };
}
