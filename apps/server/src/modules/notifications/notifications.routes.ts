import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { getNotifications, readAllNotifications } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'notifications.list', async (request) => ok(await getNotifications(db, requireAccess(request), request.query)));
  handle(app, 'notifications.readAll', async (request) => ok(await readAllNotifications(db, requireAccess(request))));
  done();
};
