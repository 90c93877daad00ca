import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, row: NewUpload): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  if (!inserted) throw new Error('the upload was not stored');
  return inserted;
}

/** The company's upload, or undefined (another company's is as missing as one that never was). */
export async function findCompanyUpload(db: Db, companyId: number, id: number): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.id, id)))
    .limit(1);
  return row;
}

export async function findCompanyUploads(db: Db, companyId: number, ids: readonly number[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), inArray(uploads.id, [...ids])));
}

/** What serving a file needs, by its public token. */
export async function findUploadByToken(db: Db, token: string) {
  const [row] = await db
    .select({ token: uploads.token, contentType: uploads.contentType, originalName: uploads.originalName, variants: uploads.variants })
    .from(uploads)
    .where(eq(uploads.token, token))
    .limit(1);
  return row;
}
