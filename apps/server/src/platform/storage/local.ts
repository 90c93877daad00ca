import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type StoredObject } from './storage.js';

/** The content type of a stored file, from the extension the server gave it (the key rule allows no other). */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Files under a folder on the local disk (`<root>/<token>/<file>`). A write goes to a temporary file
 * beside its target and is renamed over it, so a reader never sees half a file, even if the process dies
 * mid-write.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    if (contentType !== contentTypeOf(key)) throw new Error(`${key} cannot be stored as ${contentType}`);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let byteSize: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      byteSize = info.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return { body: createReadStream(file), contentType: contentTypeOf(key), byteSize };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    // The token's folder goes with its last file; another file still in it keeps it.
    await rmdir(path.dirname(file)).catch(() => undefined);
  }
}
