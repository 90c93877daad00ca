import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { changePassword, listSessions, revokeOtherSessions, revokeSession, type SecurityDeps } from './security.service.js';
import { getSettings, updateMarketingConsent, updatePreferences } from './settings.service.js';

/** Settings (spec §2 marketing_managements, labelled 설정): notification preferences, marketing consent, password, sessions. */
export const settingsRoutes: FastifyPluginCallback<SecurityDeps> = (app, deps, done) => {
  const { db } = deps;
  handle(app, 'settings.get', async (request) => ok(await getSettings(db, requireAccess(request))));
  handle(app, 'settings.updatePreferences', async (request) => ok(await updatePreferences(db, requireAccess(request), request.body.preferences)));
  handle(app, 'settings.updateMarketingConsent', async (request) =>
    ok(await updateMarketingConsent(db, requireAccess(request), request.body.agreed)),
  );
  handle(app, 'settings.changePassword', async (request) => ok(await changePassword(deps, requireAccess(request), request.body)));
  handle(app, 'sessions.list', async (request) => ok(await listSessions(deps, requireAccess(request))));
  handle(app, 'sessions.revoke', async (request) => ok(await revokeSession(deps, requireAccess(request), request.params.id)));
  handle(app, 'sessions.revokeOthers', async (request) => ok(await revokeOtherSessions(deps, requireAccess(request))));
  done();
};
