import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HIRING_API, jobPostingsResponse, type ExternalLinks } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { liveJobPostings } from './job-postings.service.js';

/** The postings a proposal can carry (message-request modal). */
export const jobPostingsRoutes: FastifyPluginCallbackZod<{ db: Db; links: ExternalLinks }> = (app, { db, links }, done) => {
  app.get(
    HIRING_API.jobPostings,
    { config: { access: 'talent' }, schema: { tags: ['hiring projects'], response: { 200: jobPostingsResponse } } },
    async (request) => ({ code: 200 as const, data: await liveJobPostings(db, requireAccess(request), links) }),
  );
  done();
};
