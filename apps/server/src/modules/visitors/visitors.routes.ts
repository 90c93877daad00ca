import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { visitorDetail, visitorFilters, visitorOverview } from './visitors.service.js';

/** Visitor statistics (spec §2 /visitor_statistics, §7, §9; decision 0025): read from the rollups only. */
export const visitorsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'visitors.filters', async (request) => ok(await visitorFilters(db, requireAccess(request))));
  handle(app, 'visitors.overview', async (request) => ok(await visitorOverview(db, requireAccess(request), request.query)));
  handle(app, 'visitors.detail', async (request) => ok(await visitorDetail(db, requireAccess(request), request.query)));
  done();
};
