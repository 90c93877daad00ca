import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, date } from 'drizzle-orm/pg-core';
import type { BenefitCode, CompanySize, EmploymentStatus, InterviewExperience, InterviewResult, ReviewableType } from '@partners/contract';
import { companyId, createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Reviews are written by job seekers and employees on the public site (which shares this database);
 * the console reads them, answers them and reports them. A statement-level trigger on each review table
 * enqueues a `reviews.notify` job per company for new reviews (migration 0008), so any writer causes the
 * alert. The company's official reply lives on the review row: one reply per review, and the replied
 * filter reads the row.
 */
const reply = () => ({
  replyBody: text('reply_body'),
  replyAuthorId: integer('reply_author_id').references(() => users.id, { onDelete: 'set null' }),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
});

export const companyReviews = pgTable(
  'company_reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** A level 2 occupation; null when the writer gave none. */
    occupationId: integer('occupation_id'),
    employmentStatus: text('employment_status').$type<EmploymentStatus>().notNull(),
    ratingOverall: smallint('rating_overall').notNull(),
    ratingCareer: smallint('rating_career').notNull(),
    ratingPayBenefits: smallint('rating_pay_benefits').notNull(),
    ratingWorkLife: smallint('rating_work_life').notNull(),
    ratingCulture: smallint('rating_culture').notNull(),
    ratingManagement: smallint('rating_management').notNull(),
    title: text('title').notNull(),
    pros: text('pros').notNull(),
    cons: text('cons').notNull(),
    wish: text('wish'),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
    ...reply(),
  },
  (t) => [
    index('company_reviews_company_idx').on(t.companyId, sql`written_at desc`, sql`id desc`),
    index('company_reviews_rating_idx').on(t.companyId, t.ratingOverall, sql`written_at desc`, sql`id desc`),
  ],
);

export const interviewReviews = pgTable(
  'interview_reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    occupationId: integer('occupation_id'),
    difficulty: smallint('difficulty').notNull(),
    result: text('result').$type<InterviewResult>().notNull(),
    experience: text('experience').$type<InterviewExperience>().notNull(),
    title: text('title').notNull(),
    process: text('process').notNull(),
    questions: text('questions').notNull(),
    /** The first day of the month of the interview. */
    interviewedOn: date('interviewed_on', { mode: 'string' }).notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
    ...reply(),
  },
  (t) => [
    index('interview_reviews_company_idx').on(t.companyId, sql`written_at desc`, sql`id desc`),
    index('interview_reviews_rating_idx').on(t.companyId, t.difficulty, sql`written_at desc`, sql`id desc`),
  ],
);

export const welfareReviews = pgTable(
  'welfare_reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    occupationId: integer('occupation_id'),
    benefitCode: text('benefit_code').$type<BenefitCode>().notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    employmentStatus: text('employment_status').$type<EmploymentStatus>().notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
    ...reply(),
  },
  (t) => [
    index('welfare_reviews_company_idx').on(t.companyId, sql`written_at desc`, sql`id desc`),
    index('welfare_reviews_benefit_idx').on(t.companyId, t.benefitCode, sql`written_at desc`, sql`id desc`),
  ],
);

/** Spec §3 report reason; reference data, written by migration 0008. */
export const reportReasons = pgTable('report_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  translateKey: text('translate_key').notNull(),
  sortOrder: integer('sort_order').notNull(),
  isOther: boolean('is_other').notNull().default(false),
  formRequired: boolean('form_required').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's report of a review, for the platform's review team; one per company and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    reportableType: text('reportable_type').$type<ReviewableType>().notNull(),
    reportableId: integer('reportable_id').notNull(),
    reportReasonId: integer('report_reason_id')
      .notNull()
      .references(() => reportReasons.id),
    detail: text('detail'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `received` until the platform's team handles it. */
    status: text('status').notNull().default('received'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reports_once_idx').on(t.companyId, t.reportableType, t.reportableId)],
);

/**
 * Salary reports employees give (annual, 만원). Industry and size are the company's at the time of the
 * report, kept on the row so that cohorts across companies (salary analysis) read one table.
 */
export const salaryReports = pgTable(
  'salary_reports',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    occupationId: integer('occupation_id').notNull(),
    industryId: integer('industry_id').notNull(),
    companySize: text('company_size').$type<CompanySize>().notNull(),
    experienceYears: smallint('experience_years').notNull(),
    annualSalary: integer('annual_salary').notNull(),
    reportedYear: smallint('reported_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('salary_reports_company_idx').on(t.companyId, t.reportedYear, t.occupationId)],
);

/** The salary a company publishes for an occupation and year (spec §3 usage item official_salaries). */
export const officialSalaries = pgTable(
  'official_salaries',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    occupationId: integer('occupation_id').notNull(),
    year: smallint('year').notNull(),
    amount: integer('amount').notNull(),
    note: text('note'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('official_salaries_once_idx').on(t.companyId, t.occupationId, t.year)],
);
