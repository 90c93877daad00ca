/**
 * Recruitment: job postings and their applicants. Constants and the posting state machine, shared by
 * server and web (spec §2 recruitment, §3 job posting summary and job list query, §6, §9; decision 0017).
 */

import { KOREAN_PROVINCES } from './constants.js';

/**
 * A posting's stored life: draft → in_review (submitted; the platform's review) → open → closed.
 * An open posting whose deadline has passed counts as closed everywhere (its stored status stays
 * `open`; nothing has to run at midnight): `effectivePostingStatus`.
 */
export const POSTING_STATUSES = ['draft', 'in_review', 'open', 'closed'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];
/** The list's status filter: one state, or all. */
export const POSTING_STATUS_FILTERS = ['all', ...POSTING_STATUSES] as const;
export type PostingStatusFilter = (typeof POSTING_STATUS_FILTERS)[number];

/** What a recruiter can do to a posting from the list or the form. */
export const POSTING_ACTIONS = ['edit', 'submit', 'copy', 'close', 'review_cancel', 'delete'] as const;
export type PostingAction = (typeof POSTING_ACTIONS)[number];

/**
 * The state machine: which actions each (effective) state allows. `delete` further needs no
 * applicants (a posting with applicants is closed instead: the applicants' records stay with the
 * company); the server checks that too. `edit` of an open posting changes it in place.
 */
export const POSTING_TRANSITIONS: Record<PostingStatus, readonly PostingAction[]> = {
  draft: ['edit', 'submit', 'copy', 'delete'],
  in_review: ['edit', 'copy', 'review_cancel', 'delete'],
  open: ['edit', 'copy', 'close', 'delete'],
  closed: ['copy', 'delete'],
};

export function effectivePostingStatus(status: PostingStatus, closesAt: Date | null, now: Date): PostingStatus {
  return status === 'open' && closesAt !== null && closesAt.getTime() <= now.getTime() ? 'closed' : status;
}

/** The actions a posting allows now: its state's, less `delete` when it has applicants. */
export function allowedPostingActions(status: PostingStatus, applicantCount: number): PostingAction[] {
  return POSTING_TRANSITIONS[status].filter((action) => action !== 'delete' || applicantCount === 0);
}

export const POSTING_ORDERS = ['newest', 'deadline', 'applicants'] as const;
export type PostingOrder = (typeof POSTING_ORDERS)[number];

export const EXPERIENCE_KINDS = ['any', 'newcomer', 'experienced'] as const;
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];
export const POSTING_EXPERIENCE_YEARS = { min: 1, max: 20 } as const;

/** `any` (학력 무관) or the lowest level asked for; the levels are the talent pool's. */
export const EDUCATION_REQUIREMENTS = ['any', 'high_school', 'associate', 'bachelor', 'master', 'doctor'] as const;
export type EducationRequirement = (typeof EDUCATION_REQUIREMENTS)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'contract', 'intern', 'part_time', 'freelance'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Work regions: the 17 provinces and metropolitan cities, plus remote and abroad. */
export const WORK_REGIONS = [...KOREAN_PROVINCES, 'remote', 'abroad'] as const;
export type WorkRegion = (typeof WORK_REGIONS)[number];

/** `range`: an annual range in 만원; `company_policy`: 회사 내규에 따름. */
export const SALARY_KINDS = ['range', 'company_policy'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];
/** 만원 a year: 1,000만원 to 10억. */
export const POSTING_SALARY_RANGE = { min: 1_000, max: 100_000 } as const;

export const POSTING_TITLE_MAX = 100;
export const POSTING_ADDRESS_MAX = 100;
/** Stored HTML, after sanitising; the text a job seeker reads is far shorter. */
export const POSTING_HTML_MAX = 30_000;
export const POSTING_PROCESS_STEP_MAX = 20;
export const POSTING_PROCESS_STEPS_MAX = 8;
export const POSTING_OCCUPATION2_MAX = 3;
export const POSTING_HEADCOUNT_MAX = 999;
export const POSTING_PAGE_SIZE = 20;
export const POSTING_PER_MAX = 50;
export const POSTING_KEYWORD_MAX = 50;
/** The default hiring process a new posting starts with. */
export const DEFAULT_PROCESS_STEPS = ['서류 전형', '1차 면접', '2차 면접', '최종 합격'] as const;
/** The title of a copy: the original's with this after it (a draft). */
export const POSTING_COPY_SUFFIX = ' (복사)';

/** Days of views and applicants the statistics call returns, today included. */
export const POSTING_STATISTICS_DAYS = 30;
/** At most this many postings in one statistics call (a list page). */
export const POSTING_STATISTICS_MAX_IDS = POSTING_PER_MAX;

/** The left menu's badge of a live posting: open for applications, or still in the platform's review. */
export const POSTING_BADGES = ['opened', 'in_review'] as const;
export type PostingBadge = (typeof POSTING_BADGES)[number];

/**
 * An application's stage in the company's process. Whether the company has opened the résumé is
 * apart (`read_at`): a new application is `applied` and not opened.
 */
export const APPLICANT_STAGES = ['applied', 'reviewing', 'interview', 'passed', 'rejected'] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];
export const APPLICANT_STAGE_FILTERS = ['all', 'not_opened', ...APPLICANT_STAGES] as const;
export type ApplicantStageFilter = (typeof APPLICANT_STAGE_FILTERS)[number];
export const APPLICANT_ORDERS = ['newest', 'oldest', 'name'] as const;
export type ApplicantOrder = (typeof APPLICANT_ORDERS)[number];
export const APPLICANT_PAGE_SIZE = 20;
export const APPLICANT_NOTE_MAX = 1_000;

/**
 * How many different applicants (résumé with phone and e-mail) one operator may open in a company per
 * Korean day (decision 0027): a recruiter's real day stays far below it, a stolen session cannot page
 * through every applicant's contacts; contacts in bulk are the CSV's, behind a step-up.
 */
export const APPLICANT_CONTACT_VIEWS_PER_DAY = 200;
/** At most this many applicants in one bulk stage move. */
export const APPLICANT_BATCH_MAX = 100;
export const FIT_CANDIDATE_PAGE_SIZE = 20;
