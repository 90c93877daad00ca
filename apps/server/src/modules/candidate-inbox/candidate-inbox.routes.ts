import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { candidateInbox, seekerPhone, type CandidateInboxDeps } from './candidate-inbox.service.js';

export const DEMO_MODE_HEADER = 'x-demo-mode';

/**
 * The candidate inbox and the seekers' phones (registered in demo mode only, decision 0028): they stand in
 * for the job seekers' phones so that a proposal can be followed to its answer. The answers say they are a demo.
 */
export const candidateInboxRoutes: FastifyPluginCallback<CandidateInboxDeps> = (app, deps, done) => {
  handle(app, 'demo.candidateInbox', async (request, reply) => {
    const data = await candidateInbox(deps, requireAccess(request), request.query.page);
    void reply.header(DEMO_MODE_HEADER, 'true');
    return ok(data);
  });
  handle(app, 'demo.seekerPhone', async (request, reply) => {
    const data = await seekerPhone(deps, request.params.key, request.query.page);
    void reply.header(DEMO_MODE_HEADER, 'true');
    return ok(data);
  });
  done();
};
