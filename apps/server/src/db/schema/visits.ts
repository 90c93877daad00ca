import { bigserial, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Visit events waiting for the visitor rollup job (decision 0025): migration 0012's statement-level trigger
 * on `visit_events` copies every inserted event here (a duplicate that ON CONFLICT skipped is not inserted,
 * so it is not queued). The job deletes a batch and adds its counts to the rollups in one transaction.
 */
export const visitQueue = pgTable('visit_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  category: text('category').notNull(),
  ageBand: smallint('age_band'),
  gender: text('gender'),
  city: text('city'),
  education: text('education'),
  occupationId: integer('occupation_id'),
  yearsBand: text('years_band'),
  industryId: integer('industry_id'),
  skill: text('skill'),
  visitorCompanyId: integer('visitor_company_id'),
});

/**
 * Visits per company, Korean month, category, visitor occupation, dimension and value: the detail view's
 * rollup. Besides each event's own category and occupation it counts under `all` and under occupation 0
 * (every occupation), so a read of one (category, occupation) is rows of months × values, never a sum over
 * categories or occupations. Kept by the visitor rollup job, never written by a request.
 */
export const visitDimensionMonthly = pgTable(
  'visit_dimension_monthly',
  {
    companyId: integer('company_id').notNull(),
    dimension: text('dimension').notNull(),
    category: text('category').notNull(),
    /** The visitor's level-1 occupation, 0 for every occupation. */
    occupationId: integer('occupation_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'visit_dimension_monthly_pk',
      columns: [t.companyId, t.dimension, t.category, t.occupationId, t.month, t.value],
    }),
  ],
);
