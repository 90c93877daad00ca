import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import {
  createCompanyPost,
  deleteCompanyPost,
  discardCompanyPostDraft,
  getCompanyPost,
  listCompanyPosts,
  publishCompanyPost,
  reorderCompanyPosts,
  saveCompanyPost,
  unpublishCompanyPost,
} from './company-posts.service.js';

/** The newsroom's posts (spec §2 news, story, press_releases, newsroom_editor): boards, the editor's saves, publishing, order. */
export const companyPostsRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  handle(app, 'companyPosts.list', async (request) => ok(await listCompanyPosts(db, requireAccess(request), request.query)));
  handle(app, 'companyPosts.get', async (request) => ok(await getCompanyPost(db, requireAccess(request), request.params.id)));
  handle(app, 'companyPosts.create', async (request) => ok(await createCompanyPost(db, requireAccess(request), request.body)));
  handle(app, 'companyPosts.save', async (request) => ok(await saveCompanyPost(db, requireAccess(request), request.params.id, request.body)));
  handle(app, 'companyPosts.publish', async (request) => ok(await publishCompanyPost(db, requireAccess(request), request.params.id)));
  handle(app, 'companyPosts.unpublish', async (request) => ok(await unpublishCompanyPost(db, requireAccess(request), request.params.id)));
  handle(app, 'companyPosts.discardDraft', async (request) => ok(await discardCompanyPostDraft(db, requireAccess(request), request.params.id)));
  handle(app, 'companyPosts.delete', async (request) => ok(await deleteCompanyPost(db, requireAccess(request), request.params.id)));
  handle(app, 'companyPosts.reorder', async (request) => ok(await reorderCompanyPosts(db, requireAccess(request), request.body)));
  done();
};
