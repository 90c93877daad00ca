import type { DeliveryEndpoint } from '../config.js';
import { DeliveryError, type DeliveryAdapter, type DeliveryChannel, type DeliveryResult, type OutgoingMessage } from './types.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A provider over HTTP: POSTs the message as JSON to the endpoint with the API key, and the
 * idempotency key as a header so that the provider sends a retried message once. The messaging app
 * answers 404 or 422 with `{ "code": "no_account" }` for a number without an account; any other
 * non-2xx answer, a network error or the timeout is a failure.
 */
export class HttpDeliveryAdapter implements DeliveryAdapter {
  constructor(
    readonly channel: DeliveryChannel,
    private readonly endpoint: DeliveryEndpoint,
    private readonly timeoutMs: number,
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryResult> {
    if (message.recipient === null) return { status: 'no_account' };
    let response: Response;
    try {
      response = await fetch(this.endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.endpoint.apiKey}`,
          [IDEMPOTENCY_HEADER]: message.idempotencyKey,
        },
        body: JSON.stringify({ channel: this.channel, recipient: message.recipient, body: message.body, link: message.link }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new DeliveryError(this.channel, timedOut ? `no answer within ${this.timeoutMs} ms` : 'provider unreachable');
    }
    const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (response.ok) return { status: 'delivered', channel: this.channel, duplicate: response.status === 208 || answer?.code === 'duplicate' };
    if (this.channel === 'messenger' && (response.status === 404 || response.status === 422) && answer?.code === 'no_account') {
      return { status: 'no_account' };
    }
    throw new DeliveryError(this.channel, `provider answered ${response.status}`);
  }
}
