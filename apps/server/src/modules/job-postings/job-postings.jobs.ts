import type { Db } from '../../platform/db.js';
import { eachJob, type JobHandler } from '../../platform/jobs.js';
import { POSTING_REVIEW_JOB, openReviewedPosting, type PostingReviewPayload } from './job-postings.repo.js';

export { POSTING_REVIEW_JOB };

function reviewPayload(payload: Record<string, unknown>): PostingReviewPayload {
  const { id, review_requested_at: at } = payload;
  if (typeof id !== 'number' || typeof at !== 'string' || Number.isNaN(Date.parse(at))) throw new Error('malformed posting review payload');
  return { id, review_requested_at: at };
}

/**
 * The review job (stands in for the platform's reviewers): opens the posting if it is still in the
 * review the job was made for; a cancelled, resubmitted or deleted one is left alone. Idempotent.
 */
export function postingReviewHandler(db: Db): JobHandler {
  return eachJob(async (job) => {
    const payload = reviewPayload(job.payload);
    await openReviewedPosting(db, payload.id, new Date(payload.review_requested_at), new Date());
  });
}
