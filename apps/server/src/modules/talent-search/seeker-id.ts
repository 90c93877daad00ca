import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/**
 * The opaque `enc` of a job seeker (spec §2 profile/{enc}): the id sealed in one AES block with a
 * fixed marker, so that ids are neither sequential nor guessable, and a forged value decodes to
 * nothing. The key derives from the server secret, so links stay valid across restarts and processes.
 */
export class SeekerIdCodec {
  private static readonly MARKER = Buffer.from('jobseekr', 'latin1');
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('job-seeker-enc').digest().subarray(0, 16);
  }

  encode(id: number): string {
    const block = Buffer.alloc(16);
    SeekerIdCodec.MARKER.copy(block, 0);
    block.writeUInt32BE(id, 8);
    const cipher = createCipheriv('aes-128-ecb', this.key, null).setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
  }

  /** The id, or null for anything that was not made by `encode` with this key. */
  decode(enc: string): number | null {
    const sealed = Buffer.from(enc, 'base64url');
    if (sealed.length !== 16 || sealed.toString('base64url') !== enc) return null;
    const decipher = createDecipheriv('aes-128-ecb', this.key, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(sealed), decipher.final()]);
    if (!block.subarray(0, 8).equals(SeekerIdCodec.MARKER) || block.readUInt32BE(12) !== 0) return null;
    const id = block.readUInt32BE(8);
    return id > 0 ? id : null;
  }
}
