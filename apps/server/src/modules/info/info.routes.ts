import type { FastifyPluginCallback } from 'fastify';
import type { ExternalLinks } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { acceptTerms, changeCompany, getInfo, getUsage } from './info.service.js';

export const infoRoutes: FastifyPluginCallback<{ db: Db; links: ExternalLinks }> = (app, { db, links }, done) => {
  handle(app, 'info.get', (request) => ok(getInfo(requireAccess(request), links)));
  handle(app, 'info.usage', async (request) => ok(await getUsage(db, requireAccess(request))));
  handle(app, 'info.changeCompany', async (request) => {
    await changeCompany(db, requireAccess(request), request.body.company_id);
    return { status: 'success' as const };
  });
  handle(app, 'terms.acceptRecruitment', async (request) => ok(await acceptTerms(db, requireAccess(request))));
  done();
};
