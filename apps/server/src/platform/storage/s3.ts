import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { assertStorageKey, type FileStorage, type StoredObject } from './storage.js';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;
type Sdk = typeof S3Sdk;

/**
 * Files in an S3-compatible bucket, under the same keys as on disk (a PUT is atomic on S3 itself). The
 * SDK is loaded only when this storage is configured: it is large, and on the local disk nothing needs it.
 */
export class S3FileStorage implements FileStorage {
  private constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static async open(config: S3StorageConfig): Promise<S3FileStorage> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // An endpoint that does not answer fails the upload in seconds instead of holding the request.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
    return new S3FileStorage(sdk, client, config.bucket);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
      return { body: object.Body, contentType: object.ContentType ?? 'application/octet-stream', byteSize: object.ContentLength ?? 0 };
    } catch (error) {
      const status = error instanceof this.sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (error instanceof this.sdk.NoSuchKey || status === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers a delete of a missing key with success.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
