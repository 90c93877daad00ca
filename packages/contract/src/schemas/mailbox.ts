import { z } from 'zod';
import { emailSchema, ok, pageInfoSchema, pageQuery } from './common.js';

/** The demo mailbox's tabs: every message, e-mails only, text messages to operators only. */
export const MAILBOX_KINDS = ['all', 'mail', 'sms'] as const;
export type MailboxKind = (typeof MAILBOX_KINDS)[number];
export const MAILBOX_PAGE_SIZE = 20;

export const mailboxQuery = z.object({
  page: pageQuery,
  kind: z.enum(MAILBOX_KINDS).default('all'),
  /** An operator's e-mail: the mails to it and the text messages to that operator's phone. */
  to: emailSchema.optional(),
});

export const mailboxMessageSchema = z.object({
  /** `mail-<id>` or `sms-<id>`: unique across both kinds. */
  id: z.string(),
  kind: z.enum(['mail', 'sms']),
  /** The e-mail address, or the phone number masked (010-****-5678). */
  to: z.string(),
  /** The operator a text message went to (their e-mail); for a mail the address itself. */
  operator_email: z.string().nullable(),
  /** A mail's subject; null for a text message. */
  subject: z.string().nullable(),
  text: z.string(),
  /** A mail's HTML part as sent; the page shows it only in a sandboxed frame. */
  html: z.string().nullable(),
  sent_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxResponse = ok(z.object({ results: z.array(mailboxMessageSchema), page_info: pageInfoSchema }));
