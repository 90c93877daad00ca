import { boolean, index, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BusinessAccountPermission, BusinessRole } from '@partners/contract';
import { companyId, createdAt, userId } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    isConfirmEmail: boolean('is_confirm_email').notNull().default(true),
    isStudent: boolean('is_student').notNull().default(false),
    isPartnersAdmin: boolean('is_partners_admin').notNull().default(false),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** A console operator of a company. A null role is an operator not yet given one (spec §5 configuration gate). */
export const memberships = pgTable(
  'memberships',
  {
    userId: userId(),
    companyId: companyId(),
    businessRole: text('business_role').$type<BusinessRole>(),
    permission: text('permission').$type<BusinessAccountPermission>().notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company_idx').on(t.companyId)],
);

/** Companies a partner admin may manage (spec §6 change managed company). */
export const partnerAdminGrants = pgTable(
  'partner_admin_grants',
  {
    userId: userId(),
    companyId: companyId(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: userId(),
    companyId: companyId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
