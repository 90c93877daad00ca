import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  BusinessRole,
  PaymentMethod,
  PaymentProductCode,
  PaymentProviderName,
  PaymentStatus,
  PlanChangeStatus,
  PrivilegeMasterCode,
  TicketLedgerReason,
} from '@partners/contract';
import { companyId, createdAt, userId, userRef } from './columns.js';
import { sessions } from './users.js';

// ------------------------------------------------------------------ operators

/**
 * An invitation to operate a company with a role (spec §2 operator_managements). The link carries a
 * random token; only its SHA-256 is kept. It works once (accepted_at) and until expires_at, unless revoked.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** Stored lower-cased and trimmed, as users.email. */
    email: text('email').notNull(),
    businessRole: text('business_role').$type<BusinessRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: userRef('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: userRef('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_token_idx').on(t.tokenHash), index('invitations_company_idx').on(t.companyId, t.createdAt.desc())],
);

// ------------------------------------------------------------------ e-mail

/** The local mail adapter's mailbox (the demo shows it, like the candidate inbox); SMTP sends instead. */
export const recordedMails = pgTable(
  'recorded_mails',
  {
    id: serial('id').primaryKey(),
    /** The same key for every attempt at one mail: a retried job records it once. */
    idempotencyKey: text('idempotency_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recorded_mails_key_idx').on(t.idempotencyKey), index('recorded_mails_recent_idx').on(t.createdAt.desc(), t.id.desc())],
);

// ------------------------------------------------------------------ payment

/** A payment through a provider (test mode by default). Amounts are in won, VAT included. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** Our order id, sent to the provider as its idempotency key. */
    orderId: text('order_id').notNull(),
    /** The provider's id once it has one. */
    providerPaymentId: text('provider_payment_id'),
    productCode: text('product_code').$type<PaymentProductCode>().notNull(),
    /** The product's name as sold (a receipt shows what was bought then, not today's name). */
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull(),
    /** card, transfer, virtual_account. */
    method: text('method').$type<PaymentMethod>().notNull(),
    /** What the receipt shows of the method (신한카드 ****1234). */
    methodLabel: text('method_label'),
    /** pending, paid, cancelled, failed. */
    status: text('status').$type<PaymentStatus>().notNull(),
    requestedBy: userRef('requested_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_idx').on(t.provider, t.providerPaymentId),
    index('payments_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Each provider webhook event once: the key makes a second delivery of the same event change nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A request to change the plan (spec §4 tiers): recorded, then handled by sales (consulting). */
export const planChangeRequests = pgTable(
  'plan_change_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requestedBy: userRef('requested_by'),
    fromCode: text('from_code').$type<PrivilegeMasterCode>().notNull(),
    toCode: text('to_code').$type<PrivilegeMasterCode>().notNull(),
    message: text('message'),
    /** requested, in_consulting, completed, cancelled. */
    status: text('status').$type<PlanChangeStatus>().notNull().default('requested'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('plan_change_requests_company_idx').on(t.companyId, t.createdAt.desc())],
);

/**
 * Salary-analysis tickets as a ledger: the balance is the sum of `delta`. A purchase or grant adds, an
 * analysis uses (-1) and a cancellation refunds (+1); the unique index lets each analysis use and refund
 * at most once whatever runs twice.
 */
export const salaryTicketLedger = pgTable(
  'salary_ticket_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    delta: integer('delta').notNull(),
    /** purchase, grant, use, refund. */
    reason: text('reason').$type<TicketLedgerReason>().notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The salary analysis a use or refund belongs to (issue 20's table). */
    analysisId: integer('analysis_id'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('salary_ticket_ledger_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('salary_ticket_ledger_analysis_idx')
      .on(t.analysisId, t.reason)
      .where(sql`analysis_id is not null`),
    uniqueIndex('salary_ticket_ledger_payment_idx')
      .on(t.paymentId, t.reason)
      .where(sql`payment_id is not null`),
  ],
);

// ------------------------------------------------------------------ settings

/** Per operator and company: whether an event reaches them by a channel. A missing row means the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userId(),
    companyId: companyId(),
    /** new_applicant, proposal_answered, new_review, analysis_ready. */
    event: text('event').notNull(),
    /** email, messenger. */
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.event, t.channel] })],
);

// ------------------------------------------------------------------ one-time-password step-up

/**
 * A 6-digit code sent to the operator before a sensitive action (spec §2 certify_otp). Only its hash
 * is kept; it belongs to the session that asked for it, expires after minutes and counts wrong tries.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    /** sms, email. */
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_challenges_session_idx').on(t.sessionHash, t.createdAt.desc()),
    index('otp_challenges_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
