import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { listAudit } from './audit.service.js';

/** The audit trail's reader (decision 0017): who opened whose personal data. */
export const auditRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'audit.list', async (request) => ok(await listAudit(db, requireAccess(request), request.query)));
  done();
};
