import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { changeProject, createProject, getProject, listCompanyProjects, removeProject } from './projects.service.js';

/** Spec §7 hiring projects: the active and inactive lists, create, read, rename or (de)activate, delete. */
export const projectsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'projects.list', async (request) => ok(await listCompanyProjects(db, requireAccess(request), request.query)));
  handle(app, 'projects.create', async (request) => ok(await createProject(db, requireAccess(request), request.body.hr_project)));
  handle(app, 'projects.get', async (request) => ok(await getProject(db, requireAccess(request), request.params.id)));
  handle(app, 'projects.update', async (request) => ok(await changeProject(db, requireAccess(request), request.params.id, request.body.hr_project)));
  handle(app, 'projects.delete', async (request) => ok(await removeProject(db, requireAccess(request), request.params.id)));
  done();
};
