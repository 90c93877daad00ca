import type { FastifyPluginCallback } from 'fastify';
import type { ExternalLinks } from '@partners/contract';
import { sendCsv } from '../../platform/csv.js';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { cancelPostingReview, closePosting, copyPosting, createPosting, deletePosting, updatePostingFields } from './job-posting-changes.service.js';
import {
  getPosting,
  liveJobPostings,
  postingCsv,
  postingList,
  postingOccupations,
  postingStatistics,
  postingSummary,
} from './job-postings.service.js';

/**
 * The postings a proposal can carry (message-request modal), and recruitment's postings (spec §2, §7;
 * decision 0017): the left menu, the list with its CSV and filters, statistics, the form and the actions.
 */
export const jobPostingsRoutes: FastifyPluginCallback<{ db: Db; links: ExternalLinks; reviewSeconds: number }> = (
  app,
  { db, links, reviewSeconds },
  done,
) => {
  handle(app, 'jobPostings.live', async (request) => ok(await liveJobPostings(db, requireAccess(request), links)));
  handle(app, 'jobPostings.summary', async (request) => ok(await postingSummary(db, requireAccess(request))));
  handle(app, 'jobPostings.statistics', async (request) => ok(await postingStatistics(db, requireAccess(request), request.query.job_posting_ids)));
  handle(app, 'jobPostings.list', async (request) => ok(await postingList(db, requireAccess(request), request.query)));
  handle(app, 'jobPostings.csv', async (request, reply) => sendCsv(reply, await postingCsv(db, requireAccess(request), request.query)));
  handle(app, 'jobPostings.occupations', async (request) => ok(await postingOccupations(db, requireAccess(request), request.query.status)));
  handle(app, 'jobPostings.get', async (request) => ok(await getPosting(db, requireAccess(request), request.params.id)));
  handle(app, 'jobPostings.create', async (request) => ok(await createPosting(db, requireAccess(request), request.body, reviewSeconds)));
  handle(app, 'jobPostings.update', async (request) =>
    ok(await updatePostingFields(db, requireAccess(request), request.params.id, request.body, reviewSeconds)),
  );
  handle(app, 'jobPostings.copy', async (request) => ok(await copyPosting(db, requireAccess(request), request.params.id)));
  handle(app, 'jobPostings.close', async (request) => ok(await closePosting(db, requireAccess(request), request.params.id)));
  handle(app, 'jobPostings.reviewCancel', async (request) => ok(await cancelPostingReview(db, requireAccess(request), request.params.id)));
  handle(app, 'jobPostings.delete', async (request) => ok(await deletePosting(db, requireAccess(request), request.params.id)));
  done();
};
