import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
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
 * status, and the list-position modal.
 */
export const candidatesRoutes: FastifyPluginCallback<CandidatesDeps> = (app, deps, done) => {
  handle(app, 'candidates.listOfProject', async (request) =>
    ok(await listCompanyCandidates(deps, requireAccess(request), { ...request.query, projectId: request.params.id })),
  );
  handle(app, 'candidates.list', async (request) => ok(await listCompanyCandidates(deps, requireAccess(request), request.query)));
  handle(app, 'candidates.add', async (request) => ok(await addCandidates(deps, requireAccess(request), request.body)));
  handle(app, 'candidates.remove', async (request) => ok(await removeCandidates(deps, requireAccess(request), request.body)));
  handle(app, 'candidates.update', async (request) =>
    ok(await changeActionStatus(deps, requireAccess(request), request.params.id, request.body.action_status)),
  );
  handle(app, 'candidates.projectsOfSeeker', async (request) =>
    ok(await seekerProjects(deps, requireAccess(request), request.params.user_id, request.query.page)),
  );
  done();
};
