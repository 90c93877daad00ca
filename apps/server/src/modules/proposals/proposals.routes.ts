import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { proposalReport } from './proposal-report.service.js';
import { getCandidateContact, getProposal, listMessageHistories, requestProposal, type ProposalsDeps } from './proposals.service.js';

/** Spec §7 position proposals: send, review, the history per seeker, and the contact details once accepted. */
export const proposalsRoutes: FastifyPluginCallback<ProposalsDeps> = (app, deps, done) => {
  handle(app, 'proposals.request', async (request) => ok({ message: await requestProposal(deps, requireAccess(request), request.body.message) }));
  handle(app, 'proposals.detail', async (request) => ok({ message: await getProposal(deps, requireAccess(request), request.params.id) }));
  handle(app, 'proposals.histories', async (request) => ok(await listMessageHistories(deps, requireAccess(request), request.query)));
  handle(app, 'candidates.contact', async (request) => ok(await getCandidateContact(deps, requireAccess(request), request.params.id)));
  // Issue 21 (beyond the spec): the proposal response report.
  handle(app, 'proposals.report', async (request) => ok(await proposalReport(deps.db, requireAccess(request), request.query)));
  done();
};
