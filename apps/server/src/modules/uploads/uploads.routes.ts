import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_SPECS, type UploadPurpose } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { AppError } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { requireAccess } from '../access/access.guard.js';
import { checkUploadSize } from './upload-processing.js';
import { createUpload, getUpload, storedFile, type StoredFile } from './uploads.service.js';

/** The largest purpose's limit: the multipart parser stops a little past it, after each purpose's own check has refused. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_SPECS).map((spec) => spec.maxBytes));

const CONTENT_DISPOSITION_NAME = /["\\\r\n]/g;

/** The multipart request's one `file` part, read into memory up to the purpose's limit. */
async function readUploadPart(request: FastifyRequest, purpose: UploadPurpose): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('upload.file_missing');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('upload.file_missing');
  const max = UPLOAD_SPECS[purpose].maxBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the part's stream: the rest of an oversized file is never buffered.
    if (size > max) break;
    chunks.push(chunk);
  }
  checkUploadSize(purpose, size);
  return { name: part.filename, bytes: Buffer.concat(chunks) };
}

/**
 * Writes a stored file (public: the company page's images). Its address never changes content, so it is
 * cached for a year and revalidated by its ETag. The common security headers stay (nosniff above all); the
 * resource policy is relaxed so the public company page on another origin may show the images, and a PDF is
 * opened sandboxed (no script runs in its origin) and may be framed by the console's own file preview page.
 */
function sendStoredFile(request: FastifyRequest, reply: FastifyReply, params: { token: string; name: string }, file: StoredFile): FastifyReply {
  void reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (file.status === 'not_modified') return reply.code(304).send();
  if (file.status === 'missing') {
    request.log.warn({ token: params.token, name: params.name }, 'stored file missing');
    throw new AppError('not_found');
  }
  void reply.header('content-type', file.object.contentType).header('content-length', String(file.object.byteSize));
  if (file.pdfName !== null) {
    const ascii = file.pdfName.replace(/[^\x20-\x7e]/g, '_').replace(CONTENT_DISPOSITION_NAME, '_');
    void reply
      .header('content-security-policy', "sandbox; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.pdfName)}`);
  }
  return reply.send(file.object.body);
}

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
  handle(app, 'files.get', async (request, reply) =>
    sendStoredFile(request, reply, request.params, await storedFile(db, storage, request.params, request.headers['if-none-match'])),
  );
};
