import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BenefitCode, CompanySize, EmploymentStatus, InterviewExperience, InterviewResult, ReviewableType } from '@partners/contract';
import { companyId, createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Reviews are written by job seekers and employees on the public site (which shares this database);
 * the console reads them, answers them and reports them. A statement-level trigger on each review table
 * enqueues a `reviews.notify` job per company for new reviews (migration 0008), so any writer causes the
 * alert. The company's official reply lives on the review row: one reply per review, and the replied
 * filter reads the row. Each table also has a monthly rollup (below) that its summaries and page counts
 * read, and a partial index for the unreplied list.
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
    index('company_reviews_unreplied_idx')
      .on(t.companyId, sql`written_at desc`, sql`id desc`)
      .where(sql`replied_at is null`),
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
    index('interview_reviews_unreplied_idx')
      .on(t.companyId, sql`written_at desc`, sql`id desc`)
      .where(sql`replied_at is null`),
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
    index('welfare_reviews_unreplied_idx')
      .on(t.companyId, sql`written_at desc`, sql`id desc`)
      .where(sql`replied_at is null`),
    index('welfare_reviews_benefit_idx').on(t.companyId, t.benefitCode, sql`written_at desc`, sql`id desc`),
  ],
);

/**
 * Monthly rollups of the review tables, kept by statement-level triggers over the transition tables
 * (migration 0008; not skipped by `partners.skip_review_alerts`, which only quiets the alert): the
 * reviews of a company per Korean month (`month` is its first day), occupation (0 when the writer gave
 * none), rated value (`rating`: the overall rating, the interview's difficulty or the welfare rating),
 * whether the company replied (`replied_at is not null`) and the facet the table's summary and list
 * filter on. A summary or page count sums a few hundred to a few thousand of these rows whatever the
 * company's review count. A key whose reviews all moved away keeps a row of zeros.
 */
const rollupKey = () => ({
  companyId: integer('company_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  occupationId: integer('occupation_id').notNull(),
  rating: smallint('rating').notNull(),
  replied: boolean('replied').notNull(),
});

export const companyReviewMonths = pgTable(
  'company_review_months',
  {
    ...rollupKey(),
    employmentStatus: text('employment_status').$type<EmploymentStatus>().notNull(),
    count: integer('count').notNull(),
    /** Sums of the category ratings: an average is the sum over the count. */
    career: integer('career').notNull(),
    payBenefits: integer('pay_benefits').notNull(),
    workLife: integer('work_life').notNull(),
    culture: integer('culture').notNull(),
    management: integer('management').notNull(),
  },
  (t) => [primaryKey({ name: 'company_review_months_pk', columns: [t.companyId, t.month, t.occupationId, t.rating, t.replied, t.employmentStatus] })],
);

export const interviewReviewMonths = pgTable(
  'interview_review_months',
  {
    ...rollupKey(),
    result: text('result').$type<InterviewResult>().notNull(),
    experience: text('experience').$type<InterviewExperience>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'interview_review_months_pk', columns: [t.companyId, t.month, t.occupationId, t.rating, t.replied, t.result, t.experience] }),
  ],
);

export const welfareReviewMonths = pgTable(
  'welfare_review_months',
  {
    ...rollupKey(),
    benefitCode: text('benefit_code').$type<BenefitCode>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'welfare_review_months_pk', columns: [t.companyId, t.month, t.occupationId, t.rating, t.replied, t.benefitCode] })],
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
  (t) => [
    index('salary_reports_company_idx').on(t.companyId, t.reportedYear, t.occupationId),
    // Salary analysis cohorts (decision 0024): occupation and industry narrow it, the experience band is a range
    // right after them (so a widened band reads only its years of experience, whatever the size), size and year
    // filter within the index, and the salary is read from the index alone.
    index('salary_reports_cohort_idx').on(t.occupationId, t.industryId, t.experienceYears, t.companySize, t.reportedYear, t.annualSalary),
    // The newest report: the analysis's data date.
    index('salary_reports_created_idx').on(t.createdAt),
  ],
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
