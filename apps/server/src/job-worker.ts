import type { Config } from './platform/config.js';
import type { Db } from './platform/db.js';
import { createDeliveryAdapters, type DeliveryAdapters } from './platform/delivery/index.js';
import { JobRunner, Worker, doneJobsCleanupTask, type JobLog } from './platform/jobs.js';
import { MAIL_SEND_JOB, createMailAdapter, mailSendHandler, type MailAdapter } from './platform/mail/index.js';
import { PROPOSAL_DELIVER_JOB, proposalDeliveryHandler, proposalExpiryTask } from './modules/proposals/proposals.jobs.js';
import { ProposalTokens } from './modules/proposals/proposal-token.js';
import { POSTING_REVIEW_JOB, postingReviewHandler } from './modules/job-postings/job-postings.jobs.js';
import { REVIEWS_NOTIFY_JOB, industryScoresRefreshTask, reviewAlertsHandler } from './modules/reviews/reviews.jobs.js';
import { STEP_UP_SMS_JOB } from './modules/step-up/step-up.service.js';
import { stepUpSmsHandler } from './modules/step-up/step-up.jobs.js';
import { TEST_SETTLE_JOB, TestPaymentProvider, createPaymentProvider } from './platform/payments/index.js';
import { testSettlementHandler } from './modules/payment/payment.jobs.js';
import {
  SALARY_ANALYSE_JOB,
  SALARY_RECHECK_JOB,
  salaryAnalyseHandler,
  salaryRecheckHandler,
} from './modules/salary-analysis/salary-analysis.jobs.js';
import { visitPartitionsTask, visitRollupTask } from './modules/visitors/visitors.jobs.js';
import { savedSearchMatchTask } from './modules/saved-searches/saved-searches.jobs.js';
import { PostgresTalentSearchEngine } from './modules/talent-search/talent-search.repo.js';
import { SeekerIdCodec } from './modules/talent-search/seeker-id.js';

/** What the saved-search match job searches with: the engine and codec the talent search routes use. */
export function matchSearchDeps(db: Db, sessionSecret: string) {
  return { db, engine: new PostgresTalentSearchEngine(db), ids: new SeekerIdCodec(sessionSecret) };
}
import { companyEventRetentionTask } from './modules/dashboard/dashboard.jobs.js';
import { visitHistoryImportTask } from './seed/steps/visit-history-import.js';

/**
 * Every job kind and periodic task the worker runs, wired to the configured providers. The server
 * runs one in process (WORKER_IN_PROCESS, the default); `npm run worker` runs more beside it.
 */
export function createJobWorker(options: { config: Config; db: Db; log: JobLog; adapters?: DeliveryAdapters; mail?: MailAdapter }) {
  const { config, db, log } = options;
  const adapters = options.adapters ?? createDeliveryAdapters(config.delivery, db);
  const mail = options.mail ?? createMailAdapter(config.mail, db);
  const tokens = new ProposalTokens(config.sessionSecret);
  const payments = createPaymentProvider(config.payments);
  const runner = new JobRunner(
    db,
    {
      [PROPOSAL_DELIVER_JOB]: proposalDeliveryHandler({ db, adapters, tokens, publicBaseUrl: config.publicBaseUrl, log }),
      [POSTING_REVIEW_JOB]: postingReviewHandler(db),
      [REVIEWS_NOTIFY_JOB]: reviewAlertsHandler(db, config.publicBaseUrl),
      [MAIL_SEND_JOB]: mailSendHandler(mail),
      [STEP_UP_SMS_JOB]: stepUpSmsHandler({ db, adapters }),
      [SALARY_ANALYSE_JOB]: salaryAnalyseHandler({ db, publicBaseUrl: config.publicBaseUrl }),
      // Queued by migration 0010's trigger when salary reports are added.
      [SALARY_RECHECK_JOB]: salaryRecheckHandler(db),
      // Test mode plays the provider's side: it sends the signed event that settles a checkout.
      ...(payments instanceof TestPaymentProvider ? { [TEST_SETTLE_JOB]: testSettlementHandler(db, payments, log) } : {}),
    },
    config.jobs,
    log,
  );
  const worker = new Worker(
    runner,
    {
      pollMs: config.jobs.pollMs,
      batchSize: config.jobs.batchSize,
      periodic: [
        proposalExpiryTask(db),
        doneJobsCleanupTask(db, config.jobs.retentionMs),
        // Score statistics (issue 21): the industry line's recent months.
        industryScoresRefreshTask(db),
        // Visitor statistics (decision 0025): queued visit events into the rollups; the coming months' partitions.
        visitRollupTask(db),
        visitPartitionsTask(db),
        // The demo's visit history when the first start left it to the worker (decision 0030); idle otherwise.
        visitHistoryImportTask(db),
        // Issue 21: each saved search over the job seekers new to it, once a day.
        savedSearchMatchTask(matchSearchDeps(db, config.sessionSecret), log),
        // The dashboard's event log keeps COMPANY_EVENT_RETENTION_DAYS (decision 0025).
        companyEventRetentionTask(db),
      ],
    },
    log,
  );
  return { runner, worker };
}
