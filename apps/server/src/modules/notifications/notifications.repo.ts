import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberships, notifications } from '../../db/schema/index.js';

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

/**
 * Writes one notification to each of `userIds` in the company, or (`'operators'`) to every operator with a
 * granted membership there. Called in the transaction of the change that causes it.
 */
export async function insertNotifications(
  tx: Db,
  companyId: number,
  to: readonly number[] | 'operators',
  message: string,
  url: string,
  at: Date,
): Promise<void> {
  if (to === 'operators') {
    await tx.execute(sql`
      insert into ${notifications} (company_id, user_id, message, url, created_at)
      select ${memberships.companyId}, ${memberships.userId}, ${message}, ${url}, ${at.toISOString()}::timestamptz
      from ${memberships}
      where ${memberships.companyId} = ${companyId} and ${memberships.permission} = 'granted'`);
  } else if (to.length > 0) {
    await tx.insert(notifications).values(to.map((userId) => ({ companyId, userId, message, url, createdAt: at })));
  }
}
