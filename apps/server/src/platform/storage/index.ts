import type { StorageConfig } from '../config.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import type { FileStorage } from './storage.js';

export type { FileStorage, StoredObject } from './storage.js';

/** The storage the configuration names: the local disk by default, an S3-compatible bucket when `S3_BUCKET` is set. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  return config.kind === 's3' ? S3FileStorage.open(config) : new LocalFileStorage(config.dir);
}
