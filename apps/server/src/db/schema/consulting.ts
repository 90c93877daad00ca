import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt, userId } from './columns.js';

/** Business-consulting applications (spec §3 data inquiry form). */
export const consultingRequests = pgTable('consulting_requests', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  userId: userId(),
  customerName: text('customer_name').notNull(),
  customerPhone: text('customer_phone').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerRank: text('customer_rank').notNull().default(''),
  applyOn: text('apply_on').notNull(),
  tosPrivacyAgreedAt: timestamp('tos_privacy_agreed_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
