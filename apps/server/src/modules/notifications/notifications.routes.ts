import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notificationsQuery, notificationsResponse, readAllResponse } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { getNotifications, readAllNotifications } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/b2b/notifications.json',
    {
      config: { access: 'console' },
      schema: { tags: ['notifications'], querystring: notificationsQuery, response: { 200: notificationsResponse } },
    },
    async (request) => ({ code: 200 as const, data: await getNotifications(db, requireAccess(request), request.query) }),
  );

  app.put(
    '/b2b/notifications/read_all',
    { config: { access: 'console' }, schema: { tags: ['notifications'], response: { 200: readAllResponse } } },
    async (request) => ({ code: 200 as const, data: await readAllNotifications(db, requireAccess(request)) }),
  );
  done();
};
