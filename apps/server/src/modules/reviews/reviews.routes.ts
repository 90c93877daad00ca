import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { deleteReviewReply, reportReasons, reportReview, saveReviewReply } from './review-actions.service.js';
import {
  companyReviewSummary,
  interviewReviewSummary,
  listCompanyReviews,
  listInterviewReviews,
  listWelfareReviews,
  welfareReviewSummary,
} from './reviews.service.js';
import { listSalaries, removeOfficialSalary, saveOfficialSalary } from './salaries.service.js';

/** Review management (spec §2 review, interview, welfare and salary managements; §7 reports): lists, summaries, replies, reports, salaries. */
export const reviewsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'companyReviews.list', async (request) => ok(await listCompanyReviews(db, requireAccess(request), request.query)));
  handle(app, 'companyReviews.summary', async (request) => ok(await companyReviewSummary(db, requireAccess(request), request.query)));
  handle(app, 'interviewReviews.list', async (request) => ok(await listInterviewReviews(db, requireAccess(request), request.query)));
  handle(app, 'interviewReviews.summary', async (request) => ok(await interviewReviewSummary(db, requireAccess(request), request.query)));
  handle(app, 'welfareReviews.list', async (request) => ok(await listWelfareReviews(db, requireAccess(request), request.query)));
  handle(app, 'welfareReviews.summary', async (request) => ok(await welfareReviewSummary(db, requireAccess(request), request.query)));
  handle(app, 'reviewReplies.save', async (request) =>
    ok(await saveReviewReply(db, requireAccess(request), request.params.reviewable_type, request.params.id, request.body.body)),
  );
  handle(app, 'reviewReplies.delete', async (request) =>
    ok(await deleteReviewReply(db, requireAccess(request), request.params.reviewable_type, request.params.id)),
  );
  handle(app, 'reports.reasons', async (request) => {
    requireAccess(request);
    return ok(await reportReasons(db));
  });
  handle(app, 'reports.welfare', async (request) =>
    ok(
      await reportReview(db, requireAccess(request), {
        reportable_type: 'welfare_review',
        reportable_id: request.params.id,
        report_reason_id: request.body.reason,
        detail: null,
      }),
    ),
  );
  handle(app, 'reports.create', async (request) => ok(await reportReview(db, requireAccess(request), request.body)));
  handle(app, 'salaries.list', async (request) => ok(await listSalaries(db, requireAccess(request), request.query)));
  handle(app, 'officialSalaries.save', async (request) => ok(await saveOfficialSalary(db, requireAccess(request), request.body)));
  handle(app, 'officialSalaries.delete', async (request) => ok(await removeOfficialSalary(db, requireAccess(request), request.params.id)));
  done();
};
