import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { applyForConsulting } from './consulting.service.js';

/** Spec §7 POST /api/v5/partners/consulting: the business-consulting application (data inquiry form). */
export const consultingRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'consulting.apply', async (request) => ok(await applyForConsulting(db, requireAccess(request), request.body)));
  done();
};
