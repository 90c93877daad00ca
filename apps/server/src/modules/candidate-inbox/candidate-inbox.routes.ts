import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { candidateInbox, type CandidateInboxDeps } from './candidate-inbox.service.js';

export const DEMO_MODE_HEADER = 'x-demo-mode';

/**
 * The candidate inbox (demo mode only): stands in for the job seekers' phones so that a proposal can
 * be followed to its answer. Any signed-in user may open it; the answer says it is a demo.
 */
export const candidateInboxRoutes: FastifyPluginCallback<CandidateInboxDeps> = (app, deps, done) => {
  handle(app, 'demo.candidateInbox', async (request, reply) => {
    const data = await candidateInbox(deps, request.query.page);
    void reply.header(DEMO_MODE_HEADER, 'true');
    return ok(data);
  });
  done();
};
