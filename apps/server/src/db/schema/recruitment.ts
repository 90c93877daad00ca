import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ApplicantStage,
  AuditAction,
  AuditSubjectType,
  EducationRequirement,
  EmploymentType,
  ExperienceKind,
  PostingStatus,
  SalaryKind,
  WorkRegion,
} from '@partners/contract';
import { companyId, createdAt, userRef } from './columns.js';
import { jobSeekers } from './job-seekers.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A company's job postings (decision 0017). `status` is the stored state; an `open` posting whose
 * `closes_at` has passed counts as closed. `closes_at` is the last second of the closing Korean day;
 * null with `always_open` is 상시, null without it a draft with no deadline yet. Amounts are 만원 a year.
 * The applicant counters are kept by triggers on `job_applications` (migration 0006), so a list never
 * counts applications.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    createdBy: userRef('created_by'),
    status: text('status').$type<PostingStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    occupation1Id: integer('occupation1_id'),
    occupation2Ids: integer('occupation2_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    experienceKind: text('experience_kind').$type<ExperienceKind>(),
    experienceMinYears: smallint('experience_min_years'),
    experienceMaxYears: smallint('experience_max_years'),
    education: text('education').$type<EducationRequirement>(),
    employmentType: text('employment_type').$type<EmploymentType>(),
    workRegion: text('work_region').$type<WorkRegion>(),
    workAddress: text('work_address').notNull().default(''),
    salaryKind: text('salary_kind').$type<SalaryKind>(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    alwaysOpen: boolean('always_open').notNull().default(false),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    headcount: smallint('headcount'),
    descriptionHtml: text('description_html').notNull().default(''),
    qualificationsHtml: text('qualifications_html').notNull().default(''),
    processSteps: text('process_steps')
      .array()
      .notNull()
      .default(sql`'{}'`),
    applicantCount: integer('applicant_count').notNull().default(0),
    notOpenedCount: integer('not_opened_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** When the review was last asked for; the review job opens the posting only if it still matches. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_postings_company_idx').on(t.companyId, t.status, t.closesAt),
    index('job_postings_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * One job seeker's application to one posting. `read_at` null: nobody at the company has opened the
 * résumé yet (the left menu's not-opened marker). `note` is the company's private note.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    jobPostingId: integer('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekers.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicantStage>().notNull().default('applied'),
    readAt: timestamp('read_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true }),
    noteUpdatedBy: userRef('note_updated_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_posting_seeker_idx').on(t.jobPostingId, t.jobSeekerId),
    index('job_applications_posting_idx').on(t.jobPostingId, t.appliedAt.desc(), t.id.desc()),
    index('job_applications_posting_stage_idx').on(t.jobPostingId, t.stage, t.appliedAt.desc(), t.id.desc()),
    index('job_applications_company_idx').on(t.companyId, t.appliedAt.desc(), t.id.desc()),
    index('job_applications_company_stage_idx').on(t.companyId, t.stage, t.appliedAt.desc(), t.id.desc()),
    index('job_applications_seeker_idx').on(t.jobSeekerId),
  ],
);

/**
 * Applications of a posting per stage, kept by the triggers on `job_applications` (migration 0007): the
 * applicant list's stage tabs read five rows instead of counting a posting's 100,000 applications.
 */
export const jobPostingStageCounts = pgTable(
  'job_posting_stage_counts',
  {
    jobPostingId: integer('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicantStage>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobPostingId, t.stage] })],
);

/** Views and applications of a posting per Korean day (the statistics chart); applications are counted by trigger. */
export const jobPostingDailyStats = pgTable(
  'job_posting_daily_stats',
  {
    jobPostingId: integer('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    applicants: integer('applicants').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobPostingId, t.day] })],
);

/**
 * The audit trail: who at a company opened whose personal data (a résumé, a profile, a contact) and
 * when. `subject_label` keeps what the screen showed (a masked name for the talent pool), so the
 * record reads the same after the subject is gone. Rows are only ever added.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    userId: userRef('user_id'),
    action: text('action').$type<AuditAction>().notNull(),
    subjectType: text('subject_type').$type<AuditSubjectType>().notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    /** What changed, for the reader (a role's before and after, a payment's amount); the subject says whose. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_operator_idx').on(t.companyId, t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
