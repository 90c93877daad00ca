import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle } from '../../platform/endpoint.js';
import { requireActor } from '../access/access.guard.js';
import { autocompleteCompanyNames } from './companies.service.js';

export const companiesRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'companies.autocomplete', async (request) => ({
    nicknames: await autocompleteCompanyNames(db, requireActor(request), request.query),
  }));
  done();
};
