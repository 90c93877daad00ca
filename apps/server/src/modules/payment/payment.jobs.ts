import type { Db } from '../../platform/db.js';
import { eachJob, type JobHandler, type JobLog } from '../../platform/jobs.js';
import type { TestPaymentProvider } from '../../platform/payments/index.js';
import { type TestSettlement } from '../../platform/payments/index.js';
import { receiveWebhook } from './payment-webhook.service.js';

/**
 * The provider's side of a test-mode checkout (`payment.test_settle`): the signed `payment.paid` event
 * goes through the same verification and the same once-only apply as a webhook request does (decision
 * 0021). Called with the signed bytes rather than over HTTP, so that a worker process needs no route to
 * the server, and a retried job sends the same event id, which changes nothing the second time.
 */
export function testSettlementHandler(db: Db, provider: TestPaymentProvider, log: JobLog, now: () => Date = () => new Date()): JobHandler {
  return eachJob(async (job) => {
    const { body, headers } = provider.paidWebhook(job.payload as TestSettlement, now());
    await receiveWebhook(db, provider, body, headers, log, now());
  });
}
