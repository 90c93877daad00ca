import type { FastifyPluginCallback } from 'fastify';
import { sendCsv } from '../../platform/csv.js';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { auditCsv, auditFilters, listAudit } from './audit.service.js';

/** The audit log's reader (decisions 0017, 0023): who did what and when; the company's admins only. */
export const auditRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'audit.list', async (request) => ok(await listAudit(db, requireAccess(request), request.query)));
  handle(app, 'audit.filters', async (request) => ok(await auditFilters(db, requireAccess(request))));
  // The body is a stream sent on `reply` (Fastify does not serialise streams); returning the reply tells Fastify so.
  handle(app, 'audit.csv', async (request, reply) => sendCsv(reply, await auditCsv(db, requireAccess(request), request.query)));
  done();
};
