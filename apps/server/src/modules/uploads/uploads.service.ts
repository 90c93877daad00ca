import { randomBytes } from 'node:crypto';
import { IMAGE_CONTENT_TYPES, type ImageRef, type Upload, type UploadPurpose, type UploadQuery } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { FileStorage, StoredObject } from '../../platform/storage/storage.js';
import { operatorOf, type Access } from '../access/access.service.js';
import { checkUploadName, processUpload, type CropRect } from './upload-processing.js';
import { findCompanyUpload, findCompanyUploads, findUploadByToken, insertUpload, type UploadRow } from './uploads.repo.js';

export type { UploadRow } from './uploads.repo.js';

/** The public address of a stored file. */
export function fileUrl(token: string, file: string): string {
  return `/files/${token}/${file}`;
}

function variantUrls(row: Pick<UploadRow, 'token' | 'variants'>): Record<string, string> {
  return Object.fromEntries(Object.entries(row.variants).map(([variant, file]) => [variant, fileUrl(row.token, file)]));
}

/** The largest variant's address (variants are stored largest first). */
function mainUrl(row: Pick<UploadRow, 'token' | 'variants'>): string {
  const [first] = Object.values(row.variants);
  if (!first) throw new Error(`upload ${row.token} has no files`);
  return fileUrl(row.token, first);
}

export function uploadDto(row: UploadRow): Upload {
  return {
    id: row.id,
    purpose: row.purpose,
    content_type: row.contentType,
    name: row.originalName,
    byte_size: row.byteSize,
    width: row.width,
    height: row.height,
    url: mainUrl(row),
    variants: variantUrls(row),
    created_at: row.createdAt.toISOString(),
  };
}

export function imageRef(row: UploadRow): ImageRef {
  return { upload_id: row.id, url: mainUrl(row), variants: variantUrls(row), width: row.width, height: row.height };
}

/** The address of one variant of an upload (the console header's logo is the small one). */
export function variantUrl(row: UploadRow, variant: string): string {
  const file = row.variants[variant];
  return file ? fileUrl(row.token, file) : mainUrl(row);
}

/** The company's upload; another company's answers the same 404 as a missing one. */
export async function companyUpload(db: Db, companyId: number, id: number): Promise<UploadRow> {
  const row = await findCompanyUpload(db, companyId, id);
  if (!row) throw new AppError('not_found');
  return row;
}

/** Image references of the company's image uploads by id (another company's, and PDFs, are left out). */
export async function companyImageRefs(db: Db, companyId: number, ids: readonly number[]): Promise<Map<number, ImageRef>> {
  const rows = await findCompanyUploads(db, companyId, [...new Set(ids)]);
  const images: readonly string[] = IMAGE_CONTENT_TYPES;
  return new Map(rows.filter((row) => images.includes(row.contentType)).map((row) => [row.id, imageRef(row)]));
}

export type NewUploadInput = {
  companyId: number;
  userId: number | null;
  purpose: UploadPurpose;
  name: string;
  bytes: Buffer;
  crop?: CropRect;
  /** The seed draws tokens from its own random source, so the demo's addresses are the same every time. */
  token?: string;
};

/**
 * Checks and stores one upload: the files first (all of them, or none: a failure removes those written),
 * then its row. Nothing is written for a refused file. The seed stores its demo images through here too.
 */
export async function saveUpload(db: Db, storage: FileStorage, input: NewUploadInput): Promise<UploadRow> {
  const name = checkUploadName(input.name);
  const processed = await processUpload(input.purpose, input.bytes, input.crop);
  const token = input.token ?? randomBytes(16).toString('hex');
  const written: string[] = [];
  try {
    for (const file of processed.files) {
      const key = `${token}/${file.file}`;
      try {
        await storage.put(key, file.bytes, file.contentType);
      } catch (error) {
        // The storage (S3, a disk) failing is not the file's fault: the uploader says to try again.
        throw new AppError('upload.storage_unavailable', { cause: error });
      }
      written.push(key);
    }
    return await insertUpload(db, {
      companyId: input.companyId,
      userId: input.userId,
      purpose: input.purpose,
      token,
      contentType: processed.contentType,
      originalName: name,
      byteSize: input.bytes.length,
      width: processed.width,
      height: processed.height,
      variants: Object.fromEntries(processed.files.map((f) => [f.variant, f.file])),
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

export async function createUpload(
  db: Db,
  storage: FileStorage,
  access: Access,
  query: UploadQuery,
  part: { name: string; bytes: Buffer },
): Promise<Upload> {
  const { userId, companyId } = operatorOf(access);
  const crop =
    query.crop_x !== undefined && query.crop_y !== undefined && query.crop_width !== undefined && query.crop_height !== undefined
      ? { x: query.crop_x, y: query.crop_y, width: query.crop_width, height: query.crop_height }
      : undefined;
  const row = await saveUpload(db, storage, {
    companyId,
    userId,
    purpose: query.purpose,
    name: part.name,
    bytes: part.bytes,
    ...(crop ? { crop } : {}),
  });
  return uploadDto(row);
}

export async function getUpload(db: Db, access: Access, id: number): Promise<Upload> {
  return uploadDto(await companyUpload(db, access.row.company.id, id));
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * A stored file as its public address asks for it: which of its upload's variants, the ETag its address
 * fixes (a new image is a new token, so the content never changes), and whether the browser's copy is
 * current (`if-none-match`); the bytes only when it is not. `missing` is a known upload whose bytes the
 * storage has lost. The route writes the answer (decision 0018).
 */
export type StoredFile =
  | { status: 'not_modified'; etag: string }
  | { status: 'missing'; etag: string }
  | { status: 'found'; etag: string; object: StoredObject; pdfName: string | null };

export async function storedFile(
  db: Db,
  storage: FileStorage,
  params: { token: string; name: string },
  ifNoneMatch: string | undefined,
): Promise<StoredFile> {
  const upload = await findUploadByToken(db, params.token);
  if (!upload || !Object.values(upload.variants).includes(params.name)) throw new AppError('not_found');
  const etag = `"${params.token}-${params.name}"`;
  if (etagMatches(ifNoneMatch, etag)) return { status: 'not_modified', etag };
  const object = await storage.get(`${params.token}/${params.name}`);
  if (!object) return { status: 'missing', etag };
  return { status: 'found', etag, object, pdfName: upload.contentType === 'application/pdf' ? upload.originalName : null };
}
