import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  HIRING_API,
  candidateContactResponse,
  idParam,
  messageDetailResponse,
  messageHistoriesQuery,
  messageHistoriesResponse,
  messageRequestBody,
  messageRequestResponse,
} from '@partners/contract';
import { requireAccess } from '../access/access.guard.js';
import { getCandidateContact, getProposal, listMessageHistories, requestProposal, type ProposalsDeps } from './proposals.service.js';

/** Spec §7 position proposals: send, review, the history per seeker, and the contact details once accepted. */
export const proposalsRoutes: FastifyPluginCallbackZod<ProposalsDeps> = (app, deps, done) => {
  const config = { access: 'talent' as const };
  const tags = ['position proposals'];

  app.post(
    HIRING_API.messageRequested,
    { config, schema: { tags, body: messageRequestBody, response: { 200: messageRequestResponse } } },
    async (request) => ({ code: 200 as const, data: { message: await requestProposal(deps, requireAccess(request), request.body.message) } }),
  );

  app.get(
    HIRING_API.messageDetail,
    { config, schema: { tags, params: idParam, response: { 200: messageDetailResponse } } },
    async (request) => ({ code: 200 as const, data: { message: await getProposal(deps, requireAccess(request), request.params.id) } }),
  );

  app.get(
    HIRING_API.messageHistories,
    { config, schema: { tags, querystring: messageHistoriesQuery, response: { 200: messageHistoriesResponse } } },
    async (request) => ({ code: 200 as const, data: await listMessageHistories(deps, requireAccess(request), request.query) }),
  );

  app.get(
    HIRING_API.candidateContact,
    { config, schema: { tags, params: idParam, response: { 200: candidateContactResponse } } },
    async (request) => ({ code: 200 as const, data: await getCandidateContact(deps, requireAccess(request), request.params.id) }),
  );
  done();
};
