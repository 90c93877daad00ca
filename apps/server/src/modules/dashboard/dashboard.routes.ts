import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import {
  banner,
  businessStatus,
  eventLog,
  externalReputation,
  externalSummary,
  internalReputation,
  internalSummary,
  jobPostings,
  salesHistories,
} from './dashboard.service.js';

/** The home dashboard's slots (spec §7 /api/v3/business_center; decision 0025), one call each. */
export const dashboardRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'dashboard.eventLog', async (request) => ok(await eventLog(db, requireAccess(request), request.query)));
  handle(app, 'dashboard.banner', async (request) => ok(await banner(db, requireAccess(request))));
  handle(app, 'dashboard.businessStatus', async (request) => ok(await businessStatus(db, requireAccess(request))));
  handle(app, 'dashboard.externalSummary', async (request) => ok(await externalSummary(db, requireAccess(request))));
  handle(app, 'dashboard.externalReputation', async (request) => ok(await externalReputation(db, requireAccess(request))));
  handle(app, 'dashboard.internalSummary', async (request) => ok(await internalSummary(db, requireAccess(request))));
  handle(app, 'dashboard.internalReputation', async (request) => ok(await internalReputation(db, requireAccess(request))));
  handle(app, 'dashboard.jobPostings', async (request) => ok(await jobPostings(db, requireAccess(request), request.query)));
  handle(app, 'dashboard.salesHistories', async (request) => ok(await salesHistories(db, requireAccess(request), request.query)));
  done();
};
