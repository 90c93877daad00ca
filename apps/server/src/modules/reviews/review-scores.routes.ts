import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { scoreStatistics } from './review-scores.service.js';

/** Score statistics (spec §2 /score_statistics; decision 0025): the company's review scores against its industry's. */
export const reviewScoresRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'scores.statistics', async (request) => ok(await scoreStatistics(db, requireAccess(request), request.query)));
  done();
};
