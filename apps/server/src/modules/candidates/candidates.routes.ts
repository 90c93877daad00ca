import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  HIRING_API,
  addCandidatesBody,
  addCandidatesResponse,
  candidateListQuery,
  candidateListResponse,
  candidateProjectsParams,
  candidateProjectsQuery,
  candidateProjectsResponse,
  candidateResponse,
  idParam,
  removeCandidatesBody,
  removeCandidatesResponse,
  updateCandidateBody,
} from '@partners/contract';
import { requireAccess } from '../access/access.guard.js';
import {
  addCandidates,
  changeActionStatus,
  listCompanyCandidates,
  removeCandidates,
  seekerProjects,
  type CandidatesDeps,
} from './candidates.service.js';

/**
 * Spec §7 candidates: the lists of a project and of all projects, add and remove seekers, the action
 * status, and the list-position modal. `/hr/candidates/:user_id/projects` (GET) and `/hr/candidates/:id`
 * (PUT) differ in method and depth, so the router never confuses them.
 */
export const candidatesRoutes: FastifyPluginCallbackZod<CandidatesDeps> = (app, deps, done) => {
  const config = { access: 'talent' as const };
  const tags = ['hiring candidates'];

  app.get(
    HIRING_API.projectCandidates,
    { config, schema: { tags, params: idParam, querystring: candidateListQuery, response: { 200: candidateListResponse } } },
    async (request) => ({
      code: 200 as const,
      data: await listCompanyCandidates(deps, requireAccess(request), { ...request.query, projectId: request.params.id }),
    }),
  );

  app.get(
    HIRING_API.allCandidates,
    { config, schema: { tags, querystring: candidateListQuery, response: { 200: candidateListResponse } } },
    async (request) => ({ code: 200 as const, data: await listCompanyCandidates(deps, requireAccess(request), request.query) }),
  );

  app.post(
    HIRING_API.candidates,
    { config, schema: { tags, body: addCandidatesBody, response: { 200: addCandidatesResponse } } },
    async (request) => ({ code: 200 as const, data: await addCandidates(deps, requireAccess(request), request.body) }),
  );

  app.delete(
    HIRING_API.candidates,
    { config, schema: { tags, body: removeCandidatesBody, response: { 200: removeCandidatesResponse } } },
    async (request) => ({ code: 200 as const, data: await removeCandidates(deps, requireAccess(request), request.body) }),
  );

  app.put(
    HIRING_API.candidate,
    { config, schema: { tags, params: idParam, body: updateCandidateBody, response: { 200: candidateResponse } } },
    async (request) => ({
      code: 200 as const,
      data: await changeActionStatus(deps, requireAccess(request), request.params.id, request.body.action_status),
    }),
  );

  app.get(
    HIRING_API.candidateProjects,
    { config, schema: { tags, params: candidateProjectsParams, querystring: candidateProjectsQuery, response: { 200: candidateProjectsResponse } } },
    async (request) => ({
      code: 200 as const,
      data: await seekerProjects(deps, requireAccess(request), request.params.user_id, request.query.page),
    }),
  );
  done();
};
