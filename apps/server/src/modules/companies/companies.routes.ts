import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { companyNamesQuery, companyNamesResponse } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireActor } from '../access/access.guard.js';
import { autocompleteCompanyNames } from './companies.service.js';

export const companiesRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/autocomplete/company_names.json',
    {
      config: { access: 'session' },
      schema: { tags: ['companies'], querystring: companyNamesQuery, response: { 200: companyNamesResponse } },
    },
    async (request) => ({ nicknames: await autocompleteCompanyNames(db, requireActor(request), request.query) }),
  );
  done();
};
