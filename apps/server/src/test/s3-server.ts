import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../platform/storage/s3.js';

/**
 * A real S3-compatible server for a test: s3rver on 127.0.0.1 at a free port, keeping its objects in a
 * temporary folder, with one bucket. `stop` closes it and removes the folder.
 */
export async function startS3Server(bucket = 'partners-test'): Promise<{ config: S3StorageConfig; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pc-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      // s3rver checks signatures made with this pair.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
