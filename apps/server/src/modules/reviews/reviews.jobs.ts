import { REVIEWABLE_TYPES, addMonths, REVIEW_LIST_PAGES, pagePath, type ReviewableType } from '@partners/contract';
import { koreanYearMonth } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { eachJob, type JobHandler, type PeriodicTask } from '../../platform/jobs.js';
import { notify } from '../notifications/notifications.service.js';
import { mailOperators } from '../settings/settings.service.js';
import { newReviewsMail, newReviewsMessage } from './reviews.copy.js';
import { refreshIndustryScores } from './review-scores.service.js';
import { claimAlert } from './reviews.repo.js';

/** Enqueued by migration 0008's triggers: one job per statement and company that inserted reviews. */
export const REVIEWS_NOTIFY_JOB = 'reviews.notify';

type Payload = { companyId: number; type: ReviewableType; count: number };

function payloadOf(raw: Record<string, unknown>): Payload {
  const { company_id: companyId, reviewable_type: type, review_ids: ids } = raw;
  if (typeof companyId !== 'number' || !REVIEWABLE_TYPES.includes(type as ReviewableType) || !Array.isArray(ids)) {
    throw new Error('reviews.notify: malformed payload');
  }
  return { companyId, type: type as ReviewableType, count: ids.length };
}

/**
 * New reviews tell every operator of the company (the bell), and by e-mail those whose preference for
 * new reviews is on, once per job: the notifications, the mails and the job's mark are written in one
 * transaction, so a run repeated after a crash writes nothing again. `publicBaseUrl` makes the mail's link.
 */
export function reviewAlertsHandler(db: Db, publicBaseUrl: string): JobHandler {
  return eachJob(async (job) => {
    const p = payloadOf(job.payload);
    if (p.count === 0) return;
    // The list the alert opens, on the reviews still to answer.
    const url = pagePath(REVIEW_LIST_PAGES[p.type], {}, { replied: 'unreplied' });
    await db.transaction(async (tx) => {
      if (!(await claimAlert(tx, job.id))) return;
      await notify(tx, p.companyId, 'operators', newReviewsMessage(p.type, p.count), url, new Date());
      const mail = newReviewsMail(p.type, p.count, `${publicBaseUrl}${url}`);
      await mailOperators(tx, p.companyId, 'new_review', { key: `reviews.notify:${job.id}`, ...mail }, publicBaseUrl);
    });
  });
}

/** The job worker's task: the industry rollup's recent months (this one and the one before) every few minutes. */
export function industryScoresRefreshTask(db: Db, everyMs = 5 * 60_000, clock: () => Date = () => new Date()): PeriodicTask {
  return {
    name: 'scores.refresh_industry',
    everyMs,
    run: () => {
      return refreshIndustryScores(db, addMonths(koreanYearMonth(clock()), -1));
    },
  };
}
