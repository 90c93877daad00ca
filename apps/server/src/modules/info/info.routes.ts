import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  changeCompanyBody,
  changeCompanyResponse,
  infoResponse,
  termsAcceptResponse,
  usageResponse,
  type ExternalLinks,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { acceptTerms, changeCompany, getInfo, getUsage } from './info.service.js';

export const infoRoutes: FastifyPluginCallbackZod<{ db: Db; links: ExternalLinks }> = (app, { db, links }, done) => {
  // Answers every signed-in user: the web applies the gates from the facts it returns.
  app.get(
    API_PATHS.info,
    { config: { access: 'session' }, schema: { tags: ['info'], response: { 200: infoResponse } } },
    (request) => ({ code: 200 as const, data: getInfo(requireAccess(request), links) }),
  );

  app.get(
    '/api/v3/business_center/info/usage',
    { config: { access: 'console' }, schema: { tags: ['info'], response: { 200: usageResponse } } },
    async (request) => ({ code: 200 as const, data: await getUsage(db, requireAccess(request)) }),
  );

  app.put(
    '/api/v3/business_center/info/change_company',
    {
      config: { access: 'session' },
      schema: { tags: ['info'], body: changeCompanyBody, response: { 200: changeCompanyResponse } },
    },
    async (request) => {
      await changeCompany(db, requireAccess(request), request.body.company_id);
      return { status: 'success' as const };
    },
  );

  app.post(
    '/api/v3/business_center/agreements/tos_recruitment',
    { config: { access: 'member' }, schema: { tags: ['info'], response: { 200: termsAcceptResponse } } },
    async (request) => ({ code: 200 as const, data: await acceptTerms(db, requireAccess(request)) }),
  );
  done();
};
