import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { consultingBody, consultingResponse } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { applyForConsulting } from './consulting.service.js';

export const consultingRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  // Spec §7 POST /api/v5/partners/consulting: the business-consulting application (data inquiry form).
  app.post(
    '/api/v5/partners/consulting',
    { config: { access: 'console' }, schema: { tags: ['consulting'], body: consultingBody, response: { 200: consultingResponse } } },
    async (request) => ({ code: 200 as const, data: await applyForConsulting(db, requireAccess(request), request.body) }),
  );
  done();
};
