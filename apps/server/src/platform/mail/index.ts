import type { MailConfig } from '../config.js';
import type { Db } from '../db.js';
import { eachJob, type JobHandler } from '../jobs.js';
import { LocalMailAdapter } from './local.js';
import type { OutgoingMail } from './outbox.js';
import { SmtpMailAdapter } from './smtp.js';
import type { MailAdapter } from './types.js';

export * from './outbox.js';
export * from './types.js';
export { LocalMailAdapter } from './local.js';
export { MailError, SmtpMailAdapter } from './smtp.js';

/** The configured way of sending mail: SMTP when SMTP_URL is set, else the local mailbox. */
export function createMailAdapter(config: MailConfig, db: Db): MailAdapter {
  if (config.smtpUrl) return new SmtpMailAdapter({ url: config.smtpUrl, from: config.from });
  return new LocalMailAdapter(db);
}

/** The `mail.send` job: one mail per job (the local adapter keys on idempotencyKey; SMTP is at least once, decision 0020). */
export function mailSendHandler(adapter: MailAdapter): JobHandler {
  return eachJob(async (job) => {
    await adapter.send(job.payload as OutgoingMail);
  });
}
