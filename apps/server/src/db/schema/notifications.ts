import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt, userId } from './columns.js';

/** One row per recipient operator, so read state is each operator's own. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    message: text('message').notNull(),
    url: text('url'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_recipient_idx').on(t.userId, t.companyId, t.createdAt.desc(), t.id.desc())],
);
