import { createHmac } from 'node:crypto';
import { safeEqual } from '../tokens.js';

/**
 * Webhook signatures as most payment providers make them: HMAC-SHA256 over `<unix seconds>.<raw body>`
 * with a shared secret, sent as `t=<seconds>,v1=<hex>`. The timestamp is signed too, so an old request
 * replayed later fails the tolerance window however valid its signature was.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';

function digest(secret: string, timestamp: number, body: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export function signWebhook(secret: string, body: Buffer, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function checkWebhookSignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'missing';
  const parts = new Map(
    value.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isSafeInteger(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed';
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return 'stale';
  return safeEqual(signature, digest(secret, timestamp, body)) ? 'ok' : 'mismatch';
}
