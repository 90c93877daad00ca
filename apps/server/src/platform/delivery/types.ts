/**
 * How a message reaches its reader: a proposal goes to a job seeker by the messaging app (알림톡-style)
 * first and a text message otherwise; a one-time password goes to an operator by text message.
 */
export type DeliveryChannel = 'messenger' | 'sms';

export type OutgoingMessage = {
  /** The same key for every attempt at one message, on either channel: providers send it once. */
  idempotencyKey: string;
  /** The channel's address (messaging-app account or phone number); null when the seeker has none. */
  recipient: string | null;
  body: string;
  /** The link the message carries (a proposal's response page); null when it carries none (a code). */
  link: string | null;
  /** The job seeker it goes to; null for a message to an operator (a one-time password). */
  jobSeekerId: number | null;
};

export type DeliveryResult =
  /** Sent (or already sent before under the same key: `channel` says which channel carried it). */
  | { status: 'delivered'; channel: DeliveryChannel; duplicate: boolean }
  /** The seeker has no account on this channel: try the next one. */
  | { status: 'no_account' };

/** One provider. `send` throws on any failure other than a missing account; the error names no recipient. */
export interface DeliveryAdapter {
  readonly channel: DeliveryChannel;
  send(message: OutgoingMessage): Promise<DeliveryResult>;
}

export type DeliveryAdapters = { messenger: DeliveryAdapter; sms: DeliveryAdapter };

/** A provider's failure, worded without the message or the recipient (it ends up in logs and jobs.last_error). */
export class DeliveryError extends Error {
  constructor(
    readonly channel: DeliveryChannel,
    reason: string,
  ) {
    super(`${channel} delivery failed: ${reason}`);
    this.name = 'DeliveryError';
  }
}
