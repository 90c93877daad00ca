import type { Db } from '../db.js';
import { enqueue } from '../jobs.js';

/** The job kind that sends one mail through the configured adapter (SMTP, or the local mailbox). */
export const MAIL_SEND_JOB = 'mail.send';

/** One e-mail: Korean subject and body, always with a plain-text part; HTML is optional. */
export type OutgoingMail = {
  /** The same key for every attempt at one mail: an adapter sends (or records) it once. */
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * Queues a mail: call it in the transaction of the change that causes it (an invitation, a code), so
 * that the mail exists exactly when the change committed (decision 0009). The `mail.send` job sends it.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  await enqueue(tx, MAIL_SEND_JOB, mail);
}
