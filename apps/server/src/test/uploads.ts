import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type Part = { name: string; bytes: Buffer; contentType?: string; field?: string };

/** A browser's multipart body with one file part. */
export function multipart({ name, bytes, contentType = 'application/octet-stream', field = 'file' }: Part) {
  const boundary = `----partners${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A two-colour picture of the given size and format. */
export function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  const base = sharp({ create: { width, height, channels: 3, background: '#3b82f6' } }).composite([
    { input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3, background: '#f97316' } }, left: 0, top: 0 },
  ]);
  return base[format]().toBuffer();
}

/** A square PNG logo as the browser uploads it (120 pixels: the smallest a logo may be). */
export async function logoUpload(size = 120) {
  return multipart({ name: 'logo.png', bytes: await picture(size, size, 'png'), contentType: 'image/png' });
}
