import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DegreeStatus, EducationLevel, Gender, JobIntention, ProfileLevel, TalentPool, TalentTab } from '@partners/contract';
import { companyId, createdAt, userId } from './columns.js';

/** A stored tsvector, written as text by the keyword module (modules/talent-search/keywords.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ResumeEducation = {
  school_name: string;
  major: string;
  level: EducationLevel;
  degree: DegreeStatus;
  start_year: number;
  end_year: number | null;
};
export type ResumeCareer = {
  company_name: string;
  occupation_id: number;
  title: string;
  start: string;
  end: string | null;
  months: number;
  description: string;
};
/** The résumé body: read whole for the profile, summarised for results. */
export type ResumeBody = { educations: ResumeEducation[]; careers: ResumeCareer[]; certifications: string[]; introduction: string };

/**
 * Job seekers in the open talent pool, one row each. Filter attributes are columns; `search_vector`
 * holds the keyword tokens and one facet token per filter attribute (docs/decisions/0006). Contact
 * details live in `job_seeker_contacts`, which no search or profile query reads.
 */
export const jobSeekers = pgTable(
  'job_seekers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    birthYear: smallint('birth_year').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    educationLevel: text('education_level').$type<EducationLevel>().notNull(),
    degreeStatus: text('degree_status').$type<DegreeStatus>().notNull(),
    occupation1Id: integer('occupation1_id').notNull(),
    occupation2Id: integer('occupation2_id').notNull(),
    /** 0 newcomer … 11 ten years or more. */
    yearsOfExperience: smallint('years_of_experience').notNull(),
    /** 만원; null: follows the company's pay scale. */
    desiredSalary: integer('desired_salary'),
    jobIntention: text('job_intention').$type<JobIntention>().notNull(),
    jobIntentionUpdatedAt: timestamp('job_intention_updated_at', { withTimezone: true }).notNull(),
    verificationBadge: boolean('verification_badge').notNull(),
    profileLevel: text('profile_level').$type<ProfileLevel>().notNull(),
    /** The ranking sort's score, kept current when the résumé changes. */
    rankScore: real('rank_score').notNull(),
    headline: text('headline').notNull(),
    skills: text('skills').array().notNull(),
    resume: jsonb('resume').$type<ResumeBody>().notNull(),
    searchVector: tsvector('search_vector').notNull(),
    resumeUpdatedAt: timestamp('resume_updated_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('job_seekers_search_idx').using('gin', t.searchVector),
    index('job_seekers_ranking_idx').on(t.rankScore.desc(), t.id.desc()),
    index('job_seekers_updated_idx').on(t.resumeUpdatedAt.desc(), t.id.desc()),
    index('job_seekers_intention_idx').on(t.jobIntentionUpdatedAt.desc(), t.id.desc()),
  ],
);

/** Contact details, apart: revealed only on an accepted proposal (proposals issue). */
export const jobSeekerContacts = pgTable('job_seeker_contacts', {
  jobSeekerId: integer('job_seeker_id')
    .primaryKey()
    .references(() => jobSeekers.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** The seeker's messaging-app account; null: proposals reach them by SMS. */
  messengerId: text('messenger_id'),
});

/** Membership of the company-scoped pools (docs/decisions/0007): who belongs to which company's pool. */
export const talentPoolEntries = pgTable(
  'talent_pool_entries',
  {
    companyId: companyId(),
    pool: text('pool').$type<Exclude<TalentPool, 'big_pool'>>().notNull(),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekers.id, { onDelete: 'cascade' }),
    /** Why the seeker is in the pool: applied, followed, proposed, requested. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.pool, t.jobSeekerId] })],
);

/** An operator's talent-pool settings in a company: privacy agreement, saved-search display. */
export const talentSettings = pgTable(
  'talent_settings',
  {
    userId: userId(),
    companyId: companyId(),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    savedSearchDisplay: boolean('saved_search_display').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/**
 * Saved searches (spec §3 saved search). Each operator sees their own and those others marked `shared`
 * (issue 21). The daily match job finds job seekers new to each since `matched_until`.
 */
export const savedSearches = pgTable(
  'hr_save_search_queries',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    title: text('title').notNull(),
    query: text('query').notNull(),
    tab: text('tab').$type<TalentTab>().notNull(),
    recommend: boolean('recommend').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    /** The match job's watermark: job seekers registered or updated up to here were looked at. */
    matchedUntil: timestamp('matched_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hr_save_search_queries_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc())],
);

/** Search events (`POST /hr/job_seekers/log_event`); e-mail-like text is redacted before it is stored. */
export const searchEvents = pgTable('hr_search_events', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  userId: userId(),
  event: text('event').notNull(),
  searchSessionId: text('search_session_id'),
  searchRequestId: text('search_request_id'),
  abTest: text('ab_test'),
  text: text('text'),
  jobSeekerId: integer('job_seeker_id'),
  position: integer('position'),
  /** The page of results the event was taken on, and those of them opened (job seeker ids, in order; decision 0033). */
  repSIds: integer('rep_s_ids').array(),
  repCIds: integer('rep_c_ids').array(),
  createdAt: createdAt(),
});

/** One run of the daily saved-search match job for one saved search: how many job seekers were new to it. */
export const savedSearchMatchRuns = pgTable(
  'hr_save_search_match_runs',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** The job seekers registered or updated in (from, to] that the search matched. */
    matchedFrom: timestamp('matched_from', { withTimezone: true }).notNull(),
    matchedTo: timestamp('matched_to', { withTimezone: true }).notNull(),
    newMatches: integer('new_matches').notNull(),
    /** The first few of them (job seeker ids), for the notification's link. */
    sampleJobSeekerIds: integer('sample_job_seeker_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hr_save_search_match_runs_window_idx').on(t.savedSearchId, t.matchedTo),
    index('hr_save_search_match_runs_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);
