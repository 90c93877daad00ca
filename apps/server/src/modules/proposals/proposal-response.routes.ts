import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { acceptProposal, rejectProposal, viewProposal, type ProposalResponseDeps } from './proposal-response.service.js';

/**
 * The job seeker's side (demo): public, reached by the signed link of a delivered message. The answers
 * are state-changing calls and check CSRF like every other (the page fetches the token first).
 */
export const proposalResponseRoutes: FastifyPluginCallback<ProposalResponseDeps> = (app, deps, done) => {
  handle(app, 'proposalResponse.get', async (request) => ok(await viewProposal(deps, deps.sessions.reader(request), request.params.token)));
  handle(app, 'proposalResponse.accept', async (request) => ok(await acceptProposal(deps, deps.sessions.reader(request), request.params.token)));
  handle(app, 'proposalResponse.reject', async (request) =>
    ok(await rejectProposal(deps, deps.sessions.reader(request), request.params.token, request.body)),
  );
  done();
};
