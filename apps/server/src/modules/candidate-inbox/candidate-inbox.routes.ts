import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HIRING_API, candidateInboxQuery, candidateInboxResponse } from '@partners/contract';
import { candidateInbox, type CandidateInboxDeps } from './candidate-inbox.service.js';

export const DEMO_MODE_HEADER = 'x-demo-mode';

/**
 * The candidate inbox (demo mode only): stands in for the job seekers' phones so that a proposal can
 * be followed to its answer. Any signed-in user may open it; the answer says it is a demo.
 */
export const candidateInboxRoutes: FastifyPluginCallbackZod<CandidateInboxDeps> = (app, deps, done) => {
  app.get(
    HIRING_API.candidateInbox,
    { config: { access: 'session' }, schema: { tags: ['demo'], querystring: candidateInboxQuery, response: { 200: candidateInboxResponse } } },
    async (request, reply) => {
      const data = await candidateInbox(deps, request.query.page);
      void reply.header(DEMO_MODE_HEADER, 'true');
      return { code: 200 as const, data };
    },
  );
  done();
};
