import type { FastifyPluginCallback } from 'fastify';
import type { ExternalLinks } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { liveJobPostings } from './job-postings.service.js';

/** The postings a proposal can carry (message-request modal). */
export const jobPostingsRoutes: FastifyPluginCallback<{ db: Db; links: ExternalLinks }> = (app, { db, links }, done) => {
  handle(app, 'jobPostings.live', async (request) => ok(await liveJobPostings(db, requireAccess(request), links)));
  done();
};
