import type { Db } from '../../platform/db.js';
import type { DeliveryAdapters } from '../../platform/delivery/index.js';
import { eachJob, type JobHandler } from '../../platform/jobs.js';
import { stepUpSmsText } from './step-up.copy.js';
import { smsTarget } from './step-up.repo.js';
import { stepUpDeliveryKey, type StepUpSmsPayload } from './step-up.service.js';

/**
 * The `step_up.send_sms` job: texts a code through the proposals' SMS provider (the local adapter in the
 * demo, where the mailbox shows it). A code that no longer works (used, expired, replaced by a newer one)
 * is not sent: it would only mislead. The provider sends a retried message once (its idempotency key).
 */
export function stepUpSmsHandler(deps: { db: Db; adapters: DeliveryAdapters }): JobHandler {
  return eachJob(async (job) => {
    const { challengeId, code } = job.payload as StepUpSmsPayload;
    const target = await smsTarget(deps.db, challengeId);
    if (!target?.phone || target.verifiedAt !== null || target.expiresAt.getTime() <= Date.now()) return;
    await deps.adapters.sms.send({
      idempotencyKey: stepUpDeliveryKey(challengeId),
      recipient: target.phone,
      body: stepUpSmsText(code),
      link: null,
      jobSeekerId: null,
    });
  });
}
