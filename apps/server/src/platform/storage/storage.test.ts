import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import type { FileStorage } from './storage.js';
import { createStorage } from './index.js';

const TOKEN = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);

async function read(storage: FileStorage, key: string) {
  const object = await storage.get(key);
  return object && { ...object, body: await text(object.body) };
}

/** The contract every storage keeps, run against the local disk and against a real S3 server. */
function storageContract(name: string, open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('gives back what was put, with its content type and size', async () => {
      await storage.put(`${TOKEN}/large.webp`, Buffer.from('RIFF-webp-bytes'), 'image/webp');
      expect(await read(storage, `${TOKEN}/large.webp`)).toEqual({ body: 'RIFF-webp-bytes', contentType: 'image/webp', byteSize: 15 });
    });

    it('replaces an object put again under the same key', async () => {
      await storage.put(`${TOKEN}/small.webp`, Buffer.from('first'), 'image/webp');
      await storage.put(`${TOKEN}/small.webp`, Buffer.from('second version'), 'image/webp');
      expect(await read(storage, `${TOKEN}/small.webp`)).toMatchObject({ body: 'second version', byteSize: 14 });
    });

    it('answers null for a key never put, and for one deleted', async () => {
      expect(await storage.get(`${OTHER}/large.webp`)).toBeNull();
      await storage.put(`${OTHER}/original.pdf`, Buffer.from('%PDF-1.4'), 'application/pdf');
      await storage.delete(`${OTHER}/original.pdf`);
      expect(await storage.get(`${OTHER}/original.pdf`)).toBeNull();
    });

    it('deletes a missing object without an error, and keeps the token’s other files', async () => {
      await expect(storage.delete(`${OTHER}/medium.webp`)).resolves.toBeUndefined();
      await storage.delete(`${TOKEN}/large.webp`);
      expect(await read(storage, `${TOKEN}/small.webp`)).toMatchObject({ body: 'second version' });
    });

    it('keeps binary bytes intact', async () => {
      const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
      await storage.put(`${TOKEN}/photo.png`, bytes, 'image/png');
      const object = await storage.get(`${TOKEN}/photo.png`);
      if (!object) throw new Error('the object was not stored');
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    });

    it('refuses any key the server would not make', async () => {
      for (const key of [
        '../etc/passwd',
        `${TOKEN}/../../x.webp`,
        `${TOKEN}/a.svg`,
        `${TOKEN}/Large.webp`,
        'short/large.webp',
        `${TOKEN}\\large.webp`,
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not a storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
      }
    });
  });
}

storageContract('local', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pc-storage-'));
  return { storage: new LocalFileStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

storageContract('S3', async () => {
  const server = await startS3Server();
  const storage = await S3FileStorage.open(server.config);
  return {
    storage,
    close: async () => {
      await storage.close();
      await server.stop();
    },
  };
});

describe('local storage on disk', () => {
  it('leaves no temporary file behind and removes a token’s folder with its last file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pc-storage-'));
    try {
      const storage = new LocalFileStorage(dir);
      await storage.put(`${TOKEN}/large.webp`, Buffer.from('one'), 'image/webp');
      await storage.put(`${TOKEN}/large.webp`, Buffer.from('two'), 'image/webp');
      expect(await readdir(path.join(dir, TOKEN))).toEqual(['large.webp']);
      await storage.delete(`${TOKEN}/large.webp`);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a content type its key’s extension does not name', async () => {
    const storage = new LocalFileStorage(os.tmpdir());
    await expect(storage.put(`${TOKEN}/large.webp`, Buffer.from('x'), 'text/html')).rejects.toThrow();
  });
});

describe('createStorage', () => {
  it('chooses the local disk, or S3 when a bucket is configured', async () => {
    expect(await createStorage({ kind: 'local', dir: os.tmpdir() })).toBeInstanceOf(LocalFileStorage);
    const s3 = await createStorage({
      kind: 's3',
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: true,
    });
    expect(s3).toBeInstanceOf(S3FileStorage);
    await (s3 as S3FileStorage).close();
  });
});
