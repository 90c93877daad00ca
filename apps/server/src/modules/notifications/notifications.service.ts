import type { Notification, NotificationsQuery } from '@partners/contract';
import { formatKoreanDateTime } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { countNotifications, insertNotifications, listNotifications, markAllRead, type Recipient } from './notifications.repo.js';

function recipient(access: Access): Recipient {
  return { userId: access.actor.userId, companyId: access.row.company.id };
}

/** The operator's own notifications in the managed company, newest first (bell: 5; page: paged). */
export async function getNotifications(db: Db, access: Access, query: NotificationsQuery) {
  const r = recipient(access);
  const [rows, counts] = await Promise.all([listNotifications(db, r, query.page, query.per), countNotifications(db, r)]);
  const notifications: Notification[] = rows.map((n) => ({
    id: n.id,
    message: n.message,
    url: n.url,
    created_at: n.createdAt.toISOString(),
    format_created_at: formatKoreanDateTime(n.createdAt),
    is_read: n.readAt !== null,
  }));
  return {
    notifications,
    unread_count: counts.unread,
    page_info: pageInfo(query.page, query.per, counts.total),
  };
}

export async function readAllNotifications(db: Db, access: Access) {
  return { updated: await markAllRead(db, recipient(access), new Date()) };
}

/**
 * Notifies operators of a company (issue 21: the saved-search match job): the given users, or every operator
 * with a granted membership. Runs in the caller's transaction.
 */
export function notify(tx: Db, companyId: number, to: readonly number[] | 'operators', message: string, url: string, at: Date): Promise<void> {
  return insertNotifications(tx, companyId, to, message, url, at);
}
