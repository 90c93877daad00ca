import type { FastifyPluginCallback } from 'fastify';
import type { ExternalLinks } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { getCompanyInfo, setCompanyImage, updateCompanyInfo } from './company-info.service.js';

/** The company page's info, logo and cover (spec §2 business_managements/info and cover_image). */
export const companyInfoRoutes: FastifyPluginCallback<{ db: Db; links: ExternalLinks }> = (app, { db, links }, done) => {
  handle(app, 'companyInfo.get', async (request) => ok(await getCompanyInfo(db, requireAccess(request), links)));
  handle(app, 'companyInfo.update', async (request) => ok(await updateCompanyInfo(db, requireAccess(request), request.body, links)));
  handle(app, 'companyInfo.setImage', async (request) =>
    ok(await setCompanyImage(db, requireAccess(request), request.params.slot, request.body.upload_id, links)),
  );
  done();
};
