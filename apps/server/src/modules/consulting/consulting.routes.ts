import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { consultingBody, consultingResponse } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { insertConsultingRequest } from './consulting.repo.js';

export const consultingRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  // Spec §7 POST /api/v5/partners/consulting: the business-consulting application (data inquiry form).
  app.post(
    '/api/v5/partners/consulting',
    { config: { access: 'console' }, schema: { tags: ['consulting'], body: consultingBody, response: { 200: consultingResponse } } },
    async (request) => {
      const access = requireAccess(request);
      const body = request.body;
      const id = await insertConsultingRequest(db, {
        companyId: access.row.company.id,
        userId: access.actor.userId,
        customerName: body.customer_name,
        customerPhone: body.customer_phone,
        customerEmail: body.customer_email,
        customerRank: body.customer_rank,
        applyOn: body.apply_on,
        tosPrivacyAgreedAt: new Date(),
      });
      return { code: 200 as const, data: { id } };
    },
  );
  done();
};
