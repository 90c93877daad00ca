/**
 * Where uploaded files' bytes live (decision 0018). Keys are `<token>/<file>` (the token is 32 random hex
 * characters; the file is a variant name the server chose, never the uploader's file name), so a key
 * can never climb out of the store. Two implementations: the local disk under the data directory (the
 * default, so `npm start` needs nothing else) and an S3-compatible bucket when `S3_*` settings are given.
 */
import type { Readable } from 'node:stream';

export type StoredObject = {
  body: Readable;
  contentType: string;
  byteSize: number;
};

export interface FileStorage {
  /** Writes the object, replacing any with the same key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections, if the store holds any (the S3 client does). */
  close?(): Promise<void>;
}

const KEY = /^[0-9a-f]{32}\/[a-z]+\.(webp|jpg|png|pdf)$/;

/** Refuses any key the server would not make (the stores trust their keys). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
