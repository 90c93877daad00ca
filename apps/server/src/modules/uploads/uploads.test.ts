import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { UPLOAD_SPECS, type Upload, type UploadPurpose } from '@partners/contract';
import { uploads } from '../../db/schema/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs } from '../../test/factories.js';
import { multipart, picture, type Part } from '../../test/uploads.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

function upload(client: Client, purpose: UploadPurpose, part: Part, crop?: { x: number; y: number; width: number; height: number }) {
  const query = new URLSearchParams({ purpose });
  if (crop) for (const [k, v] of Object.entries(crop)) query.set(`crop_${k}`, String(v));
  return client.request({ method: 'POST', url: `/api/v5/partners/uploads?${query.toString()}`, ...multipart(part) });
}

const uploaded = (response: { json: <T>() => T }) => response.json<{ data: { upload: Upload } }>().data.upload;

async function fetchFile(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function pixels(url: string) {
  const response = await fetchFile(url);
  expect(response.statusCode).toBe(200);
  const { width, height, format } = await sharp(response.rawPayload).metadata();
  return { width, height, format };
}

const uploadCount = async () => (await t.database.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;
async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(t.storageDir, { recursive: true });
  } catch {
    return [];
  }
}

describe('uploads.create: good images of each purpose', () => {
  it.each([
    ['logo', 'jpeg', 600, 450, { large: [400, 400], small: [120, 120] }],
    ['logo', 'png', 120, 120, { large: [400, 400], small: [120, 120] }],
    ['cover', 'webp', 2400, 1000, { large: [1920, 600], medium: [960, 300] }],
    ['cover', 'jpeg', 960, 300, { large: [1920, 600], medium: [960, 300] }],
    ['post_image', 'png', 2000, 1000, { large: [1600, 800], medium: [800, 400] }],
    ['post_image', 'webp', 640, 480, { large: [640, 480], medium: [640, 480] }],
    ['attachment', 'jpeg', 1000, 700, { large: [1000, 700] }],
  ] as const)('%s from a %s of %i×%i', async (purpose, format, width, height, expected) => {
    const response = await upload(admin, purpose, {
      name: `사진.${format}`,
      bytes: await picture(width, height, format),
      contentType: `image/${format}`,
    });
    expect(response.statusCode).toBe(200);
    const body = uploaded(response);
    expect(body).toMatchObject({ purpose, content_type: `image/${format}`, name: `사진.${format}` });
    expect(Object.keys(body.variants)).toEqual(Object.keys(expected));
    const sizes: Record<string, readonly [number, number]> = expected;
    for (const [variant, [w, h]] of Object.entries(sizes)) {
      expect(body.variants[variant]).toMatch(new RegExp(`^/files/[0-9a-f]{32}/${variant}\\.webp$`));
      expect(await pixels(body.variants[variant] ?? '')).toEqual({ width: w, height: h, format: 'webp' });
    }
    const [largestWidth, largestHeight] = Object.values(sizes)[0] ?? [];
    expect(body).toMatchObject({ url: Object.values(body.variants)[0], width: largestWidth, height: largestHeight });
  });

  it('crops to the editor’s rectangle', async () => {
    const response = await upload(
      admin,
      'cover',
      { name: 'cover.jpg', bytes: await picture(2000, 1200) },
      { x: 40, y: 300, width: 1920, height: 600 },
    );
    expect(response.statusCode).toBe(200);
    expect(await pixels(uploaded(response).variants.large ?? '')).toMatchObject({ width: 1920, height: 600 });
  });

  it('turns a photo by its EXIF orientation and keeps none of its metadata', async () => {
    // Stored 400×200, shown turned a quarter (orientation 6): 200 wide, 400 high.
    const bytes = await sharp(await picture(400, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(admin, 'post_image', { name: 'phone.jpg', bytes });
    const body = uploaded(response);
    expect(body).toMatchObject({ width: 200, height: 400 });
    const stored = await fetchFile(body.url);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 400 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps a PDF attachment as it came, as original.pdf', async () => {
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const response = await upload(admin, 'attachment', { name: '보도자료.pdf', bytes, contentType: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    const body = uploaded(response);
    expect(body).toMatchObject({ content_type: 'application/pdf', width: null, height: null, byte_size: bytes.length });
    expect(body.url).toMatch(/\/original\.pdf$/);
    const file = await fetchFile(body.url);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('uploads.create: refusals, and nothing kept', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  function refused(response: Awaited<ReturnType<typeof upload>>, status: number, code: string) {
    expect(response.statusCode).toBe(status);
    const body = response.json<{ code: string; params?: Record<string, unknown> }>();
    expect(body.code).toBe(code);
    return body;
  }

  it.each([
    ['an SVG', 'logo.svg', svg, 'image/svg+xml'],
    ['an SVG named .png', 'logo.png', svg, 'image/png'],
    ['an HTML file named .jpg', 'photo.jpg', html, 'image/jpeg'],
    ['plain text', 'notes.txt', Buffer.from('just some text, no image at all'), 'text/plain'],
    [
      'a GIF',
      'anim.gif',
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
      'image/gif',
    ],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png'],
  ])('%s: upload.type_not_allowed naming the allowed types', async (_what, name, bytes, contentType) => {
    const before = [await uploadCount(), await storedFiles()];
    const body = refused(await upload(admin, 'logo', { name, bytes, contentType }), 415, 'upload.type_not_allowed');
    expect(body.params).toEqual({ allowed: 'JPG, PNG, WEBP' });
    expect([await uploadCount(), await storedFiles()]).toEqual(before);
  });

  it('a PDF where an image belongs is refused; an attachment names PDF too', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const logo = refused(await upload(admin, 'logo', { name: 'a.pdf', bytes: pdf }), 415, 'upload.type_not_allowed');
    expect(logo.params).toEqual({ allowed: 'JPG, PNG, WEBP' });
    const attachment = refused(await upload(admin, 'attachment', { name: 'page.html', bytes: html }), 415, 'upload.type_not_allowed');
    expect(attachment.params).toEqual({ allowed: 'JPG, PNG, WEBP, PDF' });
  });

  it('a JPEG/HTML polyglot is stored only as re-encoded pixels: the script never reaches a browser', async () => {
    const polyglot = Buffer.concat([await picture(300, 300), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const response = await upload(admin, 'post_image', { name: 'polyglot.jpg', bytes: polyglot, contentType: 'text/html' });
    expect(response.statusCode).toBe(200);
    const body = uploaded(response);
    expect(body.content_type).toBe('image/jpeg');
    for (const url of Object.values(body.variants)) {
      const file = await fetchFile(url);
      expect(file.headers['content-type']).toBe('image/webp');
      expect((await fileTypeFromBuffer(file.rawPayload))?.mime).toBe('image/webp');
      expect(file.rawPayload.includes('<script')).toBe(false);
      expect(file.rawPayload.includes('alert(')).toBe(false);
    }
  });

  it.each([
    ['../x.png', 'climbs a directory'],
    ['..\\x.png', 'climbs with a backslash'],
    ['a/b.png', 'has a slash'],
    ['a\\b.png', 'has a backslash'],
    ['bad\u0007name.png', 'has a control character'],
    [`${'긴이름'.repeat(67)}.png`, 'is longer than 200 characters'],
  ])('a name that %s… (%s): upload.name_invalid', async (name) => {
    const before = [await uploadCount(), await storedFiles()];
    refused(await upload(admin, 'logo', { name, bytes: await picture(200, 200) }), 400, 'upload.name_invalid');
    expect([await uploadCount(), await storedFiles()]).toEqual(before);
  });

  it('a file over the purpose’s limit: upload.too_large with the limit in MB, nothing kept', async () => {
    const before = [await uploadCount(), await storedFiles()];
    const max = UPLOAD_SPECS.logo.maxBytes;
    const bytes = Buffer.concat([await picture(200, 200), Buffer.alloc(max)]);
    const body = refused(await upload(admin, 'logo', { name: 'big.jpg', bytes }), 413, 'upload.too_large');
    expect(body.params).toEqual({ max_mb: 5 });
    expect([await uploadCount(), await storedFiles()]).toEqual(before);
  });

  it('a file just over the largest purpose’s limit is refused as too large too', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_SPECS.attachment.maxBytes)]);
    const body = refused(await upload(admin, 'attachment', { name: 'huge.pdf', bytes }), 413, 'upload.too_large');
    expect(body.params).toEqual({ max_mb: 20 });
  });

  it('a cover smaller than its minimum: upload.too_small with the minimum', async () => {
    const body = refused(await upload(admin, 'cover', { name: 'small.jpg', bytes: await picture(900, 400) }), 400, 'upload.too_small');
    expect(body.params).toEqual({ width: 960, height: 300 });
  });

  it('a crop outside the image: upload.crop_outside', async () => {
    refused(
      await upload(admin, 'logo', { name: 'logo.png', bytes: await picture(300, 300, 'png') }, { x: 100, y: 0, width: 250, height: 250 }),
      400,
      'upload.crop_outside',
    );
  });

  it('a corrupt image: upload.unreadable', async () => {
    const good = await picture(600, 600);
    const truncated = good.subarray(0, Math.floor(good.length / 3));
    refused(await upload(admin, 'logo', { name: 'broken.jpg', bytes: truncated }), 400, 'upload.unreadable');
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2_000)]);
    refused(await upload(admin, 'logo', { name: 'garbage.jpg', bytes: garbage }), 400, 'upload.unreadable');
  });

  it('no file part, or not multipart at all: upload.file_missing', async () => {
    refused(await upload(admin, 'logo', { name: 'logo.png', bytes: await picture(200, 200, 'png'), field: 'image' }), 400, 'upload.file_missing');
    const json = await admin.request({ method: 'POST', url: '/api/v5/partners/uploads?purpose=logo', payload: { file: 'x' } });
    expect(json.json()).toMatchObject({ code: 'upload.file_missing' });
  });

  it('an unknown purpose or half a crop: 400 on the query', async () => {
    const bytes = await picture(200, 200);
    const response = await admin.request({ method: 'POST', url: '/api/v5/partners/uploads?purpose=avatar', ...multipart({ name: 'a.jpg', bytes }) });
    expect(response.statusCode).toBe(400);
    const half = await admin.request({
      method: 'POST',
      url: '/api/v5/partners/uploads?purpose=logo&crop_x=1',
      ...multipart({ name: 'a.jpg', bytes }),
    });
    expect(half.statusCode).toBe(400);
  });
});

describe('uploads.get', () => {
  it('answers the company’s upload, and 404 for another company’s or a missing one', async () => {
    const mine = uploaded(await upload(admin, 'logo', { name: 'logo.png', bytes: await picture(200, 200, 'png') }));
    const own = await admin.get(`/api/v5/partners/uploads/${mine.id}`);
    expect(own.statusCode).toBe(200);
    expect(uploaded(own)).toEqual(mine);

    const company = await makeCompany(t.database.db);
    const stranger = await signInAs(t.app, await makeUser(t.database.db, { company }));
    expect((await stranger.get(`/api/v5/partners/uploads/${mine.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/v5/partners/uploads/999999')).json()).toMatchObject({ code: 'not_found' });
  });
});

describe('files.get', () => {
  let image: Upload;
  beforeAll(async () => {
    image = uploaded(await upload(admin, 'logo', { name: 'logo.jpg', bytes: await picture(300, 300) }));
  });

  it('serves a file publicly with year-long caching, its ETag, nosniff and its stored type', async () => {
    const response = await fetchFile(image.variants.small ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // The public company page, on another origin, shows these images.
      'cross-origin-resource-policy': 'cross-origin',
      etag: `"${image.url.split('/')[2]}-small.webp"`,
    });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    // An image is no document: no page policy that would get in its way.
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const first = await fetchFile(image.url);
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetchFile(image.url, { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetchFile(image.url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves a PDF sandboxed and inline', async () => {
    const pdf = uploaded(await upload(admin, 'attachment', { name: '회사소개서.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }));
    const response = await fetchFile(pdf.url);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': "sandbox; frame-ancestors 'self'",
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename=".*\.pdf"; filename\*=UTF-8''%ED%9A%8C/);
  });

  it('answers 404 for an unknown token, a file the upload does not have, and a malformed address', async () => {
    const token = image.url.split('/')[2] ?? '';
    for (const url of [`/files/${'0'.repeat(32)}/large.webp`, `/files/${token}/medium.webp`, `/files/${token}/original.pdf`]) {
      expect((await fetchFile(url)).statusCode).toBe(404);
    }
    // The address's own shape is checked by the contract: a malformed one is a 400, never a path on disk.
    for (const url of [`/files/${token}/..%2F..%2Fsecret.webp`, '/files/XYZ/large.webp', `/files/${token}/large.svg`]) {
      expect([400, 404]).toContain((await fetchFile(url)).statusCode);
    }
  });

  it('is public: a signed-out browser gets the file', async () => {
    const response = await t.app.inject({ method: 'GET', url: image.url });
    expect(response.statusCode).toBe(200);
  });
});
