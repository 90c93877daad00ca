import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskPhone } from '../../platform/masking.js';
import { pageInfo } from '../../platform/paging.js';
import { countInbox, listInbox } from './candidate-inbox.repo.js';

export const INBOX_PAGE_SIZE = 20;

export type CandidateInboxDeps = { db: Db; demoMode: boolean };

/**
 * A recipient as the inbox shows it: a phone number keeps its first and last groups
 * (010-****-5678), a messaging account its first two characters.
 */
export function maskRecipient(channel: 'messenger' | 'sms', recipient: string): string {
  if (channel === 'sms') return maskPhone(recipient);
  const chars = [...recipient];
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.max(chars.length - 2, 4))}`;
}

/**
 * Demo mode only (otherwise 404): every message the local delivery adapter sent, newest first, as the
 * job seekers' phones would show them, with the proposal's status. The console marks the page as a demo.
 */
export async function candidateInbox(deps: CandidateInboxDeps, page: number) {
  if (!deps.demoMode) throw new AppError('not_found');
  const [rows, total] = await Promise.all([listInbox(deps.db, page, INBOX_PAGE_SIZE), countInbox(deps.db)]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: maskRecipient(row.channel, row.recipient),
      body: row.body,
      link: row.link,
      status: row.status,
      sent_at: row.createdAt.toISOString(),
    })),
    page_info: pageInfo(page, INBOX_PAGE_SIZE, total),
  };
}
