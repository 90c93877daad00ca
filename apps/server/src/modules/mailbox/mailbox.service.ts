import { MAILBOX_PAGE_SIZE, type MailboxMessage } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskPhone } from '../../platform/masking.js';
import { pageInfo } from '../../platform/paging.js';
import { countMailbox, listMailbox, type MailboxFilter } from './mailbox.repo.js';

export type MailboxDeps = { db: Db; demoMode: boolean };

/**
 * Demo mode only (otherwise 404): the mails the local mail adapter recorded and the one-time passwords
 * texted to operators, newest first, so that a demo can follow an invitation or a code to its end. The
 * HTML of a mail is sent as recorded; the page never injects it (a sandboxed frame).
 */
export async function demoMailbox(deps: MailboxDeps, query: MailboxFilter & { page: number }) {
  if (!deps.demoMode) throw new AppError('not_found');
  const filter: MailboxFilter = { kind: query.kind, to: query.to?.toLowerCase() };
  const [rows, total] = await Promise.all([listMailbox(deps.db, filter, query.page, MAILBOX_PAGE_SIZE), countMailbox(deps.db, filter)]);
  const results: MailboxMessage[] = rows.map((row) => ({
    id: `${row.kind}-${row.rowId}`,
    kind: row.kind,
    to: row.kind === 'sms' ? maskPhone(row.to) : row.to,
    operator_email: row.operatorEmail,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sent_at: new Date(row.createdAt).toISOString(),
  }));
  return { results, page_info: pageInfo(query.page, MAILBOX_PAGE_SIZE, total) };
}
