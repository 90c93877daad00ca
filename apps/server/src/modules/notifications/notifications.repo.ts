import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { notifications } from '../../db/schema/index.js';

export type Recipient = { userId: number; companyId: number };

function mine(r: Recipient) {
  return and(eq(notifications.userId, r.userId), eq(notifications.companyId, r.companyId));
}

export async function listNotifications(db: Db, r: Recipient, page: number, per: number) {
  return db
    .select()
    .from(notifications)
    .where(mine(r))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countNotifications(db: Db, r: Recipient) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(mine(r));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function markAllRead(db: Db, r: Recipient, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(r), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
