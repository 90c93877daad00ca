import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from './outbox.js';
import type { MailAdapter } from './types.js';

/** A send that failed, worded without the recipient or the message (it ends up in logs and jobs.last_error). */
export class MailError extends Error {
  constructor(reason: string) {
    super(`smtp send failed: ${reason}`);
    this.name = 'MailError';
  }
}

/** The domain of the sender's address (`Name <no-reply@example.com>` → example.com), for Message-IDs. */
export function senderDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1];
  return domain ?? 'localhost';
}

/**
 * The mail's Message-ID, made from its idempotency key: every attempt at one mail carries the same id, so
 * a receiving server or a mail client can recognise a second delivery of it (decision 0020).
 */
export function messageIdOf(idempotencyKey: string, domain: string): string {
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '_')}@${domain}>`;
}

/** What a nodemailer error says about the failure, without its message (which may quote the recipient). */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : null, typeof responseCode === 'number' ? `(${responseCode})` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'error';
}

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL, options in its query). */
  url: string;
  /** The sender of every mail. */
  from: string;
  /** Connection, greeting and socket timeouts: a job must not hang on a server that stopped answering. */
  timeoutMs?: number;
};

/**
 * Sends through an SMTP server with nodemailer (SMTP_URL): UTF-8 subject and body, always a plain-text
 * part, HTML beside it when the mail has one. At least once: a job whose mail the server accepted but
 * whose completion was lost sends it again, under the same Message-ID (decision 0020).
 */
export class SmtpMailAdapter implements MailAdapter {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly options: SmtpOptions) {
    const timeout = options.timeoutMs ?? 30_000;
    // Options in the URL's query (pool=true, …) win over these defaults.
    this.transport = createTransport({ url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    this.domain = senderDomain(options.from);
  }

  async send(mail: OutgoingMail): Promise<{ duplicate: boolean }> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: messageIdOf(mail.idempotencyKey, this.domain),
        textEncoding: 'base64',
      });
    } catch (error) {
      throw new MailError(failureReason(error));
    }
    return { duplicate: false };
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
