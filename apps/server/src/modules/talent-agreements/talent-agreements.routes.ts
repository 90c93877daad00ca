import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { PRIVACY_AGREEMENT } from './privacy-agreement.copy.js';
import { getPrivacyAgreement, setPrivacyAgreement } from './talent-agreements.service.js';

/** Spec §7 privacy agreement calls (the `/api/v3/resumes/components/*` paths). */
export const talentAgreementsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'talent.agreements', () => ok({ agreements: [PRIVACY_AGREEMENT] }));
  handle(app, 'talent.matchings', async (request) => ok({ privacy_agreement: await getPrivacyAgreement(db, requireAccess(request)) }));
  handle(app, 'talent.setMatchings', async (request) =>
    ok({ privacy_agreement: await setPrivacyAgreement(db, requireAccess(request), request.body.matchings.privacy_agreement.value) }),
  );
  done();
};
