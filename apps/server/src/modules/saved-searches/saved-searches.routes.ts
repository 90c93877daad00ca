import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
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
export const savedSearchesRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'savedSearches.list', async (request) => ok(await listCompanySavedSearches(db, requireAccess(request), request.query.page)));
  handle(app, 'savedSearches.create', async (request) => ok(await createSavedSearch(db, requireAccess(request), request.body.hr_save_search_query)));
  handle(app, 'savedSearches.display', async (request) => ok(await getSavedSearchDisplay(db, requireAccess(request))));
  handle(app, 'savedSearches.setDisplay', async (request) => ok(await setSavedSearchDisplay(db, requireAccess(request), request.body.display)));
  handle(app, 'savedSearches.update', async (request) =>
    ok(await changeSavedSearch(db, requireAccess(request), request.params.id, request.body.hr_save_search_query)),
  );
  handle(app, 'savedSearches.delete', async (request) => ok(await removeSavedSearch(db, requireAccess(request), request.params.id)));
  done();
};
