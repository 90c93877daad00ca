import { MAILBOX_PAGE_SIZE, type MailboxMessage } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { maskPhone } from '../../platform/masking.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { countMailbox, listMailbox, type MailboxFilter } from './mailbox.repo.js';

/** Registered in demo mode only (decision 0028). */
export type MailboxDeps = { db: Db };

/**
 * The caller's company's mail (sent to its operators, or its invitations) as the local mail adapter
 * recorded it, and the one-time passwords texted to its operators, newest first, so that a demo can
 * follow an invitation or a code to its end; never another company's (an invitation link there would let
 * anyone join). The HTML of a mail is sent as recorded; the page never injects it (a sandboxed frame).
 */
export async function demoMailbox(deps: MailboxDeps, access: Access, query: Omit<MailboxFilter, 'companyId'> & { page: number }) {
  const filter: MailboxFilter = { companyId: access.actor.companyId, kind: query.kind, to: query.to?.toLowerCase() };
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
