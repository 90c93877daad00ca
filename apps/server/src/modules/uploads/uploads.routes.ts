import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_SPECS } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { requireAccess } from '../access/access.guard.js';
import { createUpload, getUpload, readUploadPart, sendStoredFile } from './uploads.service.js';

/** The largest purpose's limit: the multipart parser stops a little past it, after each purpose's own check has refused. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_SPECS).map((spec) => spec.maxBytes));

/**
 * Uploads (company-page images and attachments) and the public files they are served as (decision 0018).
 * Multipart bodies are parsed only in this plugin: no other route accepts them.
 */
export const uploadsRoutes: FastifyPluginAsync<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  await app.register(multipart, {
    limits: { fileSize: LARGEST_UPLOAD + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    // The name as sent, so that `../x.png` is refused rather than quietly cut to `x.png`.
    preservePath: true,
  });
  handle(app, 'uploads.create', async (request) => {
    const access = requireAccess(request);
    const part = await readUploadPart(request, request.query.purpose);
    return ok({ upload: await createUpload(db, storage, access, request.query, part) });
  });
  handle(app, 'uploads.get', async (request) => ok({ upload: await getUpload(db, requireAccess(request), request.params.id) }));
  handle(app, 'files.get', (request, reply) => sendStoredFile(db, storage, request.params, request, reply));
};
