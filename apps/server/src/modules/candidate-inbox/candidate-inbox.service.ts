import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskPhone } from '../../platform/masking.js';
import { pageInfo } from '../../platform/paging.js';
import { safeEqual } from '../../platform/tokens.js';
import type { Access } from '../access/access.service.js';
import { LINK_WITHHELD } from './candidate-inbox.copy.js';
import { countInbox, listInbox } from './candidate-inbox.repo.js';

export const INBOX_PAGE_SIZE = 20;

/** Registered in demo mode only (decision 0028). `phoneKey` opens the seekers' phones (the server prints it). */
export type CandidateInboxDeps = { db: Db; phoneKey: string };

/**
 * A recipient as the inbox shows it: a phone number keeps its first and last groups
 * (010-****-5678), a messaging account its first two characters.
 */
export function maskRecipient(channel: 'messenger' | 'sms', recipient: string): string {
  if (channel === 'sms') return maskPhone(recipient);
  const chars = [...recipient];
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.max(chars.length - 2, 4))}`;
}

type Row = Awaited<ReturnType<typeof listInbox>>[number];

function toMessage(row: Row, withLink: boolean) {
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    body: withLink ? row.body : row.body.split(row.link).join(LINK_WITHHELD),
    link: withLink ? row.link : null,
    status: row.status,
    sent_at: row.createdAt.toISOString(),
  };
}

async function inbox(db: Db, companyId: number | null, page: number) {
  const [rows, total] = await Promise.all([listInbox(db, companyId, page, INBOX_PAGE_SIZE), countInbox(db, companyId)]);
  return { results: rows.map((row) => toMessage(row, companyId === null)), page_info: pageInfo(page, INBOX_PAGE_SIZE, total) };
}

/**
 * The company's view: what its proposals delivered, newest first, with the proposal's status, but not the
 * signed response link (a company holding it could accept for the seeker and see contacts never released).
 */
export function candidateInbox(deps: CandidateInboxDeps, access: Access, page: number) {
  return inbox(deps.db, access.actor.companyId, page);
}

/**
 * The seekers' phones: every delivered proposal with its link, for whoever runs the demo and plays the
 * seekers. No console session reaches it: only the key the server printed; any other key is a 404.
 */
export function seekerPhone(deps: CandidateInboxDeps, key: string, page: number) {
  if (!safeEqual(key, deps.phoneKey)) throw new AppError('not_found');
  return inbox(deps.db, null, page);
}
