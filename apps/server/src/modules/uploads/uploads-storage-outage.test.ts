import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, uploads } from '../../db/schema/index.js';
import { S3FileStorage } from '../../platform/storage/s3.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { startS3Server } from '../../test/s3-server.js';
import { multipart, picture } from '../../test/uploads.js';

/**
 * Uploads when the S3-compatible storage fails (decision 0031), against a real S3 server (s3rver): stopped
 * altogether, or failing after the first of a cover's files. The uploader gets a clear 503 it can retry,
 * no upload row is made, nothing written is left in the bucket, and the company page keeps its cover.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let s3Stopped = false;
let bucket: S3FileStorage;
let failAfter = Infinity;
const puts: string[] = [];
/** The bucket, failing every put after the first `failAfter` (as an endpoint that goes away mid-upload). */
const flaky: FileStorage = {
  put: async (key, bytes, type) => {
    if (puts.length >= failAfter) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    await bucket.put(key, bytes, type);
    puts.push(key);
  },
  get: (key) => bucket.get(key),
  delete: (key) => bucket.delete(key),
};

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await S3FileStorage.open(s3.config);
  t = await createTestApp({}, { storage: flaky });
  admin = await signedIn(t.app, 'admin@demo.test');
});
afterAll(async () => {
  await t.close();
  await bucket.close?.();
  if (!s3Stopped) await s3.stop();
});

const uploadCover = async () =>
  admin.request({
    method: 'POST',
    url: '/api/v5/partners/uploads?purpose=cover',
    ...multipart({ name: 'cover.jpg', bytes: await picture(1200, 400) }),
  });
const uploadRows = async () => (await t.database.db.select({ token: uploads.token }).from(uploads)).length;
const coverOfDemoCompany = async () =>
  (await t.database.db.select({ cover: companies.coverUploadId }).from(companies).where(eq(companies.id, 1)))[0]?.cover ?? null;

describe('uploads when the storage fails', () => {
  it('stores a cover in the bucket while it answers', async () => {
    const response = await uploadCover();
    expect(response.statusCode).toBe(200);
    expect(puts.length).toBeGreaterThanOrEqual(2);
    for (const key of puts) expect(await bucket.get(key)).not.toBeNull();
  });

  it('a bucket failing after the first file: 503 upload.storage_unavailable, the file written removed, no row', async () => {
    puts.length = 0;
    failAfter = 1;
    const rowsBefore = await uploadRows();
    const cover = await coverOfDemoCompany();
    const response = await uploadCover();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'upload.storage_unavailable', message: '파일을 저장하지 못했습니다. 잠시 후 다시 올려 주세요' });
    expect(puts).toHaveLength(1);
    expect(await bucket.get(puts[0] ?? '')).toBeNull();
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await coverOfDemoCompany()).toBe(cover);
    const warning = t.logs.find((line) => line.includes('request failed on a dependency'));
    expect(warning).toMatch(/ECONNREFUSED/);
    failAfter = Infinity;
  });

  it('the S3 endpoint down altogether: a clear 503 within seconds, no row', async () => {
    const rowsBefore = await uploadRows();
    await s3.stop();
    s3Stopped = true;
    const started = performance.now();
    const response = await uploadCover();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'upload.storage_unavailable' });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await uploadRows()).toBe(rowsBefore);
  });
});
