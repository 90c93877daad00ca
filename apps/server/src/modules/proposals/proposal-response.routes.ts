import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HIRING_API, proposalForSeekerResponse, proposalTokenParams, rejectProposalBody } from '@partners/contract';
import { acceptProposal, rejectProposal, viewProposal, type ProposalResponseDeps } from './proposal-response.service.js';

/**
 * The job seeker's side (demo): public, reached by the signed link of a delivered message. The answers
 * are state-changing calls and check CSRF like every other (the page fetches the token first).
 */
export const proposalResponseRoutes: FastifyPluginCallbackZod<ProposalResponseDeps> = (app, deps, done) => {
  const config = { access: 'public' as const };
  const tags = ['proposal response'];

  app.get(
    HIRING_API.proposalResponse,
    { config, schema: { tags, params: proposalTokenParams, response: { 200: proposalForSeekerResponse } } },
    async (request) => ({ code: 200 as const, data: await viewProposal(deps, request.params.token) }),
  );

  app.post(
    HIRING_API.proposalAccept,
    { config, schema: { tags, params: proposalTokenParams, response: { 200: proposalForSeekerResponse } } },
    async (request) => ({ code: 200 as const, data: await acceptProposal(deps, request.params.token) }),
  );

  app.post(
    HIRING_API.proposalReject,
    { config, schema: { tags, params: proposalTokenParams, body: rejectProposalBody, response: { 200: proposalForSeekerResponse } } },
    async (request) => ({ code: 200 as const, data: await rejectProposal(deps, request.params.token, request.body) }),
  );
  done();
};
