import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConsultingStatus } from '@partners/contract';
import { companyId, createdAt, userId } from './columns.js';

/** Business-consulting applications (spec §3 data inquiry form). */
export const consultingRequests = pgTable(
  'consulting_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerRank: text('customer_rank').notNull().default(''),
    applyOn: text('apply_on').notNull(),
    tosPrivacyAgreedAt: timestamp('tos_privacy_agreed_at', { withTimezone: true }).notNull(),
    /** Where the platform's sales team is with it (the dashboard's communication history). */
    status: text('status').$type<ConsultingStatus>().notNull().default('received'),
    /** The sales team's last word on it, shown beside the state. */
    statusNote: text('status_note'),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('consulting_requests_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc())],
);
