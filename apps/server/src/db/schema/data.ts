import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompanyEventKind, VisitorCity, VisitorEducation, VisitorGender, VisitorYearsBand } from '@partners/contract';
import { companyId } from './columns.js';

/**
 * Visits to a company's public pages (spec §9 categories; decision 0025), as the public site reports them:
 * append-only, never updated. On both engines the migration creates it PARTITIONED BY RANGE (occurred_at),
 * one partition per Korean month (drizzle has no notation for that), so a month's events are one table to
 * drop or move. `event_key` is the reporter's id of the event: an event reported twice is stored once.
 * The visitor attributes are null for events before spec §9's second bound (2023-11) and where unknown.
 * Pages never read this table: they read the rollups, which the job system keeps (modules/visitors).
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    eventKey: uuid('event_key').notNull(),
    /** The company whose page was visited. */
    companyId: integer('company_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    ageBand: smallint('age_band'),
    gender: text('gender').$type<VisitorGender>(),
    city: text('city').$type<VisitorCity>(),
    education: text('education').$type<VisitorEducation>(),
    /** The visitor's level-1 occupation and years band (the occupation_year dimension). */
    occupationId: integer('occupation_id'),
    yearsBand: text('years_band').$type<VisitorYearsBand>(),
    /** The level-1 industry of the visitor's current company (industry_type). */
    industryId: integer('industry_id'),
    skill: text('skill'),
    /** The visitor's current company (current_company; the company rank table). */
    visitorCompanyId: integer('visitor_company_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'visit_events_pk', columns: [t.id, t.occurredAt] })],
);

/**
 * Visits per company, Korean day and category (never `all`: a sum of the day's rows): the overview's series
 * and the dashboard's visitor counts. Kept by the visitor rollup job from `visit_events`, never written by a request.
 */
export const visitDaily = pgTable(
  'visit_daily',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ name: 'visit_daily_pk', columns: [t.companyId, t.day, t.category] })],
);

/**
 * `visit_daily` summed per Korean month (`YYYY-MM-01`): the visitor overview reads months, and a year of a busy
 * company's days is about 2,500 rows to group at every read (3 ms of PostgreSQL's time, the soak's costliest
 * read after the talent search); a year of months is 84. Kept by the visitor rollup job beside the daily
 * rollup, in the same statements' transaction, never written by a request.
 */
export const visitMonthly = pgTable(
  'visit_monthly',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ name: 'visit_monthly_pk', columns: [t.companyId, t.month, t.category] })],
);

/**
 * The dashboard's event log (decision 0025): what happened at a company lately, one row per event, written by
 * the triggers of migration 0011 (applications, reviews, answered proposals) and by the saved-search match
 * job. Rows older than COMPANY_EVENT_RETENTION_DAYS are deleted by a periodic task, and the triggers skip
 * rows that happened before that (the seed's history).
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    kind: text('kind').$type<CompanyEventKind>().notNull(),
    /** The row the event is about (application, review, proposal, saved search). */
    subjectId: integer('subject_id').notNull(),
    /** What the event log shows beside the kind (a posting's title, a rating, a match count), per kind. */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_events_company_idx').on(t.companyId, t.occurredAt.desc(), t.id.desc()),
    index('company_events_occurred_idx').on(t.occurredAt),
  ],
);

/**
 * Company reviews of an industry (the companies' own `industry_id`) per Korean month, summed over its companies from
 * `company_review_months`: the industry line of the score statistics and the dashboard's internal
 * reputation. Refreshed by a periodic task (modules/scores), a few months at a time.
 */
export const industryReviewMonths = pgTable(
  'industry_review_months',
  {
    industryId: integer('industry_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    /** Sums of the ratings: an average is the sum over the count. */
    overall: integer('overall').notNull(),
    career: integer('career').notNull(),
    payBenefits: integer('pay_benefits').notNull(),
    workLife: integer('work_life').notNull(),
    culture: integer('culture').notNull(),
    management: integer('management').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'industry_review_months_pk', columns: [t.industryId, t.month] })],
);

/**
 * The dashboard banner (spec §3 banner: img_url, img_alt, link, visible): the platform's campaigns, each for
 * some plans and a time window; the dashboard shows the one of highest priority that applies.
 */
export const dashboardBanners = pgTable('dashboard_banners', {
  id: serial('id').primaryKey(),
  imgUrl: text('img_url').notNull(),
  imgAlt: text('img_alt').notNull(),
  link: text('link').notNull(),
  /** The plans (privilege_master_code) it is shown to; empty means every plan. */
  plans: text('plans')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  priority: integer('priority').notNull().default(0),
});
