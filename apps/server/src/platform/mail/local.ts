import { recordedMails } from '../../db/schema/index.js';
import type { Db } from '../db.js';
import type { OutgoingMail } from './outbox.js';
import type { MailAdapter } from './types.js';

/**
 * The default without SMTP_URL: records each mail in `recorded_mails`, where the demo's mailbox shows
 * it. The idempotency key is unique there, so a retried job records a mail once.
 */
export class LocalMailAdapter implements MailAdapter {
  readonly kind = 'local';

  constructor(private readonly db: Db) {}

  async send(mail: OutgoingMail): Promise<{ duplicate: boolean }> {
    const inserted = await this.db
      .insert(recordedMails)
      .values({ idempotencyKey: mail.idempotencyKey, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
      .onConflictDoNothing({ target: recordedMails.idempotencyKey })
      .returning({ id: recordedMails.id });
    return { duplicate: inserted.length === 0 };
  }
}
