import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  HIRING_API,
  createProjectBody,
  deletedResponse,
  idParam,
  projectListQuery,
  projectListResponse,
  projectResponse,
  updateProjectBody,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { requireAccess } from '../access/access.guard.js';
import { changeProject, createProject, getProject, listCompanyProjects, removeProject } from './projects.service.js';

/** Spec §7 hiring projects: the active and inactive lists, create, read, rename or (de)activate, delete. */
export const projectsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const config = { access: 'talent' as const };
  const tags = ['hiring projects'];

  app.get(
    HIRING_API.projects,
    { config, schema: { tags, querystring: projectListQuery, response: { 200: projectListResponse } } },
    async (request) => ({ code: 200 as const, data: await listCompanyProjects(db, requireAccess(request), request.query) }),
  );

  app.post(
    HIRING_API.projects,
    { config, schema: { tags, body: createProjectBody, response: { 200: projectResponse } } },
    async (request) => ({ code: 200 as const, data: await createProject(db, requireAccess(request), request.body.hr_project) }),
  );

  app.get(
    HIRING_API.project,
    { config, schema: { tags, params: idParam, response: { 200: projectResponse } } },
    async (request) => ({ code: 200 as const, data: await getProject(db, requireAccess(request), request.params.id) }),
  );

  app.put(
    HIRING_API.project,
    { config, schema: { tags, params: idParam, body: updateProjectBody, response: { 200: projectResponse } } },
    async (request) => ({ code: 200 as const, data: await changeProject(db, requireAccess(request), request.params.id, request.body.hr_project) }),
  );

  app.delete(
    HIRING_API.project,
    { config, schema: { tags, params: idParam, response: { 200: deletedResponse } } },
    async (request) => ({ code: 200 as const, data: await removeProject(db, requireAccess(request), request.params.id) }),
  );
  done();
};
