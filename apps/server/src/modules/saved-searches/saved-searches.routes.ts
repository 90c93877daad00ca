import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  TALENT_API,
  createSavedSearchBody,
  deleteSavedSearchResponse,
  idParam,
  savedSearchDisplayBody,
  savedSearchDisplayResponse,
  savedSearchListQuery,
  savedSearchListResponse,
  savedSearchResponse,
  updateSavedSearchBody,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import {
  changeSavedSearch,
  createSavedSearch,
  getSavedSearchDisplay,
  listCompanySavedSearches,
  removeSavedSearch,
  setSavedSearchDisplay,
} from './saved-searches.service.js';

/** Spec §7 saved searches: 5 per page, rename, recommend, delete, and the display toggle. */
export const savedSearchesRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const tags = ['saved searches'];
  app.get(
    TALENT_API.savedSearches,
    { config: { access: 'talent' }, schema: { tags, querystring: savedSearchListQuery, response: { 200: savedSearchListResponse } } },
    async (request) => ({ code: 200 as const, data: await listCompanySavedSearches(db, requireAccess(request), request.query.page) }),
  );

  app.post(
    TALENT_API.savedSearches,
    { config: { access: 'talent' }, schema: { tags, body: createSavedSearchBody, response: { 200: savedSearchResponse } } },
    async (request) => ({ code: 200 as const, data: await createSavedSearch(db, requireAccess(request), request.body.hr_save_search_query) }),
  );

  app.get(
    TALENT_API.savedSearchDisplayModal,
    { config: { access: 'talent' }, schema: { tags, response: { 200: savedSearchDisplayResponse } } },
    async (request) => ({ code: 200 as const, data: await getSavedSearchDisplay(db, requireAccess(request)) }),
  );

  app.put(
    TALENT_API.savedSearchDisplayToggle,
    { config: { access: 'talent' }, schema: { tags, body: savedSearchDisplayBody, response: { 200: savedSearchDisplayResponse } } },
    async (request) => ({ code: 200 as const, data: await setSavedSearchDisplay(db, requireAccess(request), request.body.display) }),
  );

  app.put(
    `${TALENT_API.savedSearches}/:id`,
    { config: { access: 'talent' }, schema: { tags, params: idParam, body: updateSavedSearchBody, response: { 200: savedSearchResponse } } },
    async (request) => ({
      code: 200 as const,
      data: await changeSavedSearch(db, requireAccess(request), request.params.id, request.body.hr_save_search_query),
    }),
  );

  app.delete(
    `${TALENT_API.savedSearches}/:id`,
    { config: { access: 'talent' }, schema: { tags, params: idParam, response: { 200: deleteSavedSearchResponse } } },
    async (request) => ({ code: 200 as const, data: await removeSavedSearch(db, requireAccess(request), request.params.id) }),
  );
  done();
};
