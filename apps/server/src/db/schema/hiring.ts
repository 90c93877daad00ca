import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ActionStatus, CandidateProgress, ProposalStatus, RejectReason } from '@partners/contract';
import { companyId, createdAt } from './columns.js';
import { jobSeekers } from './job-seekers.js';
import { jobPostings } from './recruitment.js';
import { users } from './users.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Hiring projects: a company's named lists of candidates, active or inactive (spec §3, §4). */
export const hrProjects = pgTable(
  'hr_projects',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hr_projects_company_idx').on(t.companyId, t.active, t.createdAt.desc(), t.id.desc())],
);

/**
 * One job seeker in one project. `status` follows the proposals (intact → contacted on send →
 * replied on an answer); `action_status` is the recruiter's own mark, and any value but none puts
 * the candidate in the completed list. `company_id` is the project's, kept here so every query
 * scopes by it directly.
 */
export const hrCandidates = pgTable(
  'hr_candidates',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => hrProjects.id, { onDelete: 'cascade' }),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekers.id, { onDelete: 'cascade' }),
    status: text('status').$type<CandidateProgress>().notNull().default('intact'),
    actionStatus: text('action_status').$type<ActionStatus>().notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hr_candidates_project_seeker_idx').on(t.projectId, t.jobSeekerId),
    index('hr_candidates_list_idx').on(t.projectId, t.status, t.actionStatus, t.createdAt.desc(), t.id.desc()),
    index('hr_candidates_company_idx').on(t.companyId, t.status, t.actionStatus, t.createdAt.desc(), t.id.desc()),
    index('hr_candidates_seeker_idx').on(t.companyId, t.jobSeekerId),
  ],
);

/**
 * Position proposals (spec §3 message request / review). At most one open proposal per project and
 * seeker (partial unique index); `request_id` makes a retried request send once.
 */
export const proposals = pgTable(
  'hr_proposals',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => hrProjects.id, { onDelete: 'cascade' }),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekers.id, { onDelete: 'cascade' }),
    jobPostingId: integer('job_posting_id').references(() => jobPostings.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
    content: text('content').notNull(),
    includedCompanyIntroduction: boolean('included_company_introduction').notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('sent'),
    deliveredBy: text('delivered_by').$type<'messenger' | 'sms'>(),
    rejectReason: text('reject_reason').$type<RejectReason>(),
    rejectDetail: text('reject_detail'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('hr_proposals_request_idx').on(t.companyId, t.requestId),
    uniqueIndex('hr_proposals_open_idx')
      .on(t.projectId, t.jobSeekerId)
      .where(sql`status in ('sent', 'delivered', 'viewed')`),
    index('hr_proposals_seeker_idx').on(t.companyId, t.jobSeekerId, t.createdAt.desc()),
    index('hr_proposals_daily_idx').on(t.companyId, t.createdAt),
    index('hr_proposals_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status in ('sent', 'delivered', 'viewed')`),
  ],
);

/**
 * Proposals each company sent per Korean calendar day, for the daily limit: one counter row taken
 * with a short row lock, instead of counting the day's proposals under a lock held until commit.
 * The migration creates it UNLOGGED (drizzle has no notation for that): its commits wait for no WAL
 * flush, and after a crash it is empty and each company's row is rebuilt from hr_proposals.
 */
export const proposalDailyCounts = pgTable(
  'hr_proposal_daily_counts',
  {
    companyId: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * The durable job table (transactional outbox, docs/architecture.md): written in the same transaction
 * as the change that causes it, picked with FOR UPDATE SKIP LOCKED, retried with backoff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * What the local delivery adapter sent (the demo's stand-in for the messaging app and SMS). The
 * idempotency key is unique, so a delivery repeated after a crash records one message.
 */
export const deliveredMessages = pgTable(
  'delivered_messages',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    channel: text('channel').$type<'messenger' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    jobSeekerId: integer('job_seeker_id').references(() => jobSeekers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('delivered_messages_key_idx').on(t.idempotencyKey), index('delivered_messages_recent_idx').on(t.createdAt.desc(), t.id.desc())],
);
