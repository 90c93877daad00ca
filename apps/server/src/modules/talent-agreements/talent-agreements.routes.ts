import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { TALENT_API, agreementsQuery, agreementsResponse, matchingsBody, matchingsQuery, matchingsResponse } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { PRIVACY_AGREEMENT, getPrivacyAgreement, setPrivacyAgreement } from './talent-agreements.service.js';

/** Spec §7 privacy agreement calls (the `/api/v3/resumes/components/*` paths). */
export const talentAgreementsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    TALENT_API.agreements,
    { config: { access: 'talent' }, schema: { tags: ['talent'], querystring: agreementsQuery, response: { 200: agreementsResponse } } },
    () => ({ code: 200 as const, data: { agreements: [PRIVACY_AGREEMENT] } }),
  );

  app.get(
    TALENT_API.matchings,
    { config: { access: 'talent' }, schema: { tags: ['talent'], querystring: matchingsQuery, response: { 200: matchingsResponse } } },
    async (request) => ({ code: 200 as const, data: { privacy_agreement: await getPrivacyAgreement(db, requireAccess(request)) } }),
  );

  app.post(
    TALENT_API.matchings,
    { config: { access: 'talent' }, schema: { tags: ['talent'], body: matchingsBody, response: { 200: matchingsResponse } } },
    async (request) => ({
      code: 200 as const,
      data: { privacy_agreement: await setPrivacyAgreement(db, requireAccess(request), request.body.matchings.privacy_agreement.value) },
    }),
  );
  done();
};
