import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CompanySize, SalaryAnalysisReportType, SalaryAnalysisResult, SalaryAnalysisStatus } from '@partners/contract';
import { companies } from './companies.js';
import { companyId, createdAt, userRef } from './columns.js';

/**
 * A salary analysis request and, once analysed, its report (spec §2 /salary_analysis, §3 form, §4
 * statuses; decision 0024). The form's fields are kept as sent (amounts in 만원); `result` holds the
 * report the worker wrote, once. Tickets are in salary_ticket_ledger (analysis_id, reason: use / refund).
 */
export const salaryAnalyses = pgTable(
  'salary_analyses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requestedBy: userRef('requested_by'),
    status: smallint('status').$type<SalaryAnalysisStatus>().notNull(),
    reportType: text('report_type').$type<SalaryAnalysisReportType>().notNull(),
    /** The form's key: a double submit finds the first request. */
    idempotencyKey: text('idempotency_key').notNull(),
    occupationLevel1Id: integer('occupation_level1_id').notNull(),
    occupationLevel2Id: integer('occupation_level2_id'),
    experienceYears: smallint('experience_years').notNull(),
    hopeSalary: integer('hope_salary').notNull(),
    preSalary: integer('pre_salary'),
    preCompanyId: integer('pre_company_id').references(() => companies.id, { onDelete: 'set null' }),
    preCompanyName: text('pre_company_name'),
    industryLevel1Id: integer('industry_level1_id').notNull(),
    industryLevel2Id: integer('industry_level2_id'),
    companySize: text('company_size').$type<CompanySize>().notNull(),
    proposeSalary: integer('propose_salary'),
    result: jsonb('result').$type<SalaryAnalysisResult>(),
    createdAt: createdAt(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the requester was mailed that a reserved request was analysed. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('salary_analyses_idempotency_idx').on(t.companyId, t.idempotencyKey),
    index('salary_analyses_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // The reserved requests the worker looks at again when salary data grows.
    index('salary_analyses_reserved_idx')
      .on(t.id)
      .where(sql`status = 11`),
  ],
);
