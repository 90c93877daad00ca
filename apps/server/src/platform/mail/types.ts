import type { OutgoingMail } from './outbox.js';

/** One way of sending mail. `send` throws on failure (the job retries); the error names no recipient. */
export interface MailAdapter {
  readonly kind: 'local' | 'smtp';
  /** Sends the mail, or does nothing when a mail with the same idempotency key was sent before. */
  send(mail: OutgoingMail): Promise<{ duplicate: boolean }>;
  close?(): Promise<void>;
}
