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
    /** Marketing consent (settings) and when it was last given or withdrawn. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** One-time-password step-up is refused until then after too many wrong codes. */
    otpLockedUntil: timestamp('otp_locked_until', { withTimezone: true }),
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
    /** What the settings page shows of the session (browser and address at sign-in). */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** Sensitive actions are allowed without a new code until then (one-time-password step-up). */
    stepUpUntil: timestamp('step_up_until', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
