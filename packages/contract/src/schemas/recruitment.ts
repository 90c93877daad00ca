import { z } from 'zod';
import {
  APPLICANT_BATCH_MAX,
  APPLICANT_NOTE_MAX,
  APPLICANT_ORDERS,
  APPLICANT_PAGE_SIZE,
  APPLICANT_STAGES,
  APPLICANT_STAGE_FILTERS,
  EDUCATION_REQUIREMENTS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_KINDS,
  POSTING_ACTIONS,
  POSTING_ADDRESS_MAX,
  POSTING_BADGES,
  POSTING_EXPERIENCE_YEARS,
  POSTING_HEADCOUNT_MAX,
  POSTING_HTML_MAX,
  POSTING_KEYWORD_MAX,
  POSTING_OCCUPATION2_MAX,
  POSTING_ORDERS,
  POSTING_PAGE_SIZE,
  POSTING_PER_MAX,
  POSTING_PROCESS_STEPS_MAX,
  POSTING_PROCESS_STEP_MAX,
  POSTING_SALARY_RANGE,
  POSTING_STATISTICS_MAX_IDS,
  POSTING_STATUSES,
  POSTING_STATUS_FILTERS,
  POSTING_TITLE_MAX,
  SALARY_KINDS,
  WORK_REGIONS,
  type PostingStatus,
} from '../recruitment.js';
import { EDUCATION_LEVELS } from '../talent.js';
import { boundedText, ok, pageInfoSchema, pageQuery } from './common.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const perQuery = (fallback: number) => z.coerce.number().int().min(1).max(POSTING_PER_MAX).default(fallback);
/** `1,2,3` → [1, 2, 3] (spec §7 `occupation_id (comma list)`); empty → []. */
const idList = (max: number) =>
  z
    .string()
    .max(max * 12)
    .transform((v) => (v.trim() === '' ? [] : v.split(',').map((part) => Number(part.trim()))))
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(max));
/** An optional keyword: trimmed, blank means none. */
const keyword = z
  .string()
  .trim()
  .max(POSTING_KEYWORD_MAX)
  .optional()
  .transform((v) => (v ? v : undefined));
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

/** Today's date in Korea, `YYYY-MM-DD` (the deadline's lower bound; no time-zone library needed at UTC+9). */
export function koreanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

export const postingStatusSchema = z.enum(POSTING_STATUSES);

// ---------------------------------------------------------------- the left menu (spec §3 job posting summary)

export const postingSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** `D-3`, `D-day`, `상시`. */
  d_day: z.string(),
  color_class: z.enum(['urgent', 'normal', 'always', 'closed']),
  applicant_count: z.number().int(),
  badge: z.enum(POSTING_BADGES),
  /** Applicants whose résumé nobody at the company has opened yet. */
  not_opened: z.number().int(),
});
export type PostingSummary = z.infer<typeof postingSummarySchema>;
/** `GET /api/v5/partners/job/postings/summary`: live postings, soonest deadline first; `fit_enable` when the talent pool is open to the company. */
export const postingSummaryResponse = ok(z.object({ postings: z.array(postingSummarySchema), fit_enable: z.boolean() }));

// ---------------------------------------------------------------- the postings list (spec §3 job list query)

export const postingListQuery = z.object({
  status: z.enum(POSTING_STATUS_FILTERS).default('all'),
  order: z.enum(POSTING_ORDERS).default('newest'),
  page: pageQuery,
  per: perQuery(POSTING_PAGE_SIZE),
  occupation_id: idList(20).default([]),
  search_keyword: keyword,
});
export type PostingListQuery = z.infer<typeof postingListQuery>;
/** The CSV form takes the same filters and returns every matching posting. */
export const postingCsvQuery = postingListQuery.omit({ page: true, per: true });

export const postingRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The effective state: an open posting past its deadline is `closed`. */
  status: postingStatusSchema,
  d_day: z.string(),
  color_class: z.enum(['urgent', 'normal', 'always', 'closed']),
  occupation_names: z.array(z.string()),
  applicant_count: z.number().int(),
  not_opened: z.number().int(),
  view_count: z.number().int(),
  closes_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  allowed_actions: z.array(z.enum(POSTING_ACTIONS)),
});
export type PostingRow = z.infer<typeof postingRowSchema>;
export const postingCountsSchema = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  in_review: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
}) satisfies z.ZodType<Record<PostingStatus | 'all', number>>;
export type PostingCounts = z.infer<typeof postingCountsSchema>;
export const postingListResponse = ok(z.object({ postings: z.array(postingRowSchema), counts: postingCountsSchema, page_info: pageInfoSchema }));
export type PostingList = z.infer<typeof postingListResponse>['data'];

/** `GET …/postings/occupations?status=`: the occupations the company's postings in that state use. */
export const postingOccupationsQuery = z.object({ status: z.enum(POSTING_STATUS_FILTERS).default('all') });
export const postingOccupationsResponse = ok(
  z.object({
    occupations: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.union([z.literal(1), z.literal(2)]), count: z.number().int() })),
  }),
);

/** `GET /api/v5/partners/job/statistics?job_posting_ids=1,2`: views and applicants per Korean day, the last 30 days. */
export const postingStatisticsQuery = z.object({ job_posting_ids: idList(POSTING_STATISTICS_MAX_IDS).refine((ids) => ids.length > 0, 'required') });
export const postingStatisticsSchema = z.object({
  job_posting_id: z.number().int(),
  days: z.array(z.object({ date: isoDay, views: z.number().int(), applicants: z.number().int() })),
  totals: z.object({ views: z.number().int(), applicants: z.number().int() }),
});
export type PostingStatistics = z.infer<typeof postingStatisticsSchema>;
export const postingStatisticsResponse = ok(z.object({ statistics: z.array(postingStatisticsSchema) }));

// ---------------------------------------------------------------- the posting form

/**
 * The posting's fields. A draft needs only its title; submitting for review needs every field
 * (`postingSaveBody` checks it). Amounts are 만원 a year; `closes_on` is the last Korean day of applying.
 */
export const postingFieldsSchema = z.object({
  title: boundedText(POSTING_TITLE_MAX),
  occupation1_id: id.nullable().default(null),
  occupation2_ids: z.array(id).max(POSTING_OCCUPATION2_MAX).default([]),
  experience_kind: z.enum(EXPERIENCE_KINDS).nullable().default(null),
  experience_min_years: z.number().int().min(POSTING_EXPERIENCE_YEARS.min).max(POSTING_EXPERIENCE_YEARS.max).nullable().default(null),
  experience_max_years: z.number().int().min(POSTING_EXPERIENCE_YEARS.min).max(POSTING_EXPERIENCE_YEARS.max).nullable().default(null),
  education: z.enum(EDUCATION_REQUIREMENTS).nullable().default(null),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable().default(null),
  work_region: z.enum(WORK_REGIONS).nullable().default(null),
  work_address: z.string().trim().max(POSTING_ADDRESS_MAX).default(''),
  salary_kind: z.enum(SALARY_KINDS).nullable().default(null),
  salary_min: z.number().int().min(POSTING_SALARY_RANGE.min).max(POSTING_SALARY_RANGE.max).nullable().default(null),
  salary_max: z.number().int().min(POSTING_SALARY_RANGE.min).max(POSTING_SALARY_RANGE.max).nullable().default(null),
  always_open: z.boolean().default(false),
  closes_on: isoDay.nullable().default(null),
  headcount: z.number().int().min(1).max(POSTING_HEADCOUNT_MAX).nullable().default(null),
  description_html: z.string().max(POSTING_HTML_MAX).default(''),
  qualifications_html: z.string().max(POSTING_HTML_MAX).default(''),
  process_steps: z.array(boundedText(POSTING_PROCESS_STEP_MAX)).max(POSTING_PROCESS_STEPS_MAX).default([]),
});
export type PostingFields = z.infer<typeof postingFieldsSchema>;
export type PostingFieldsInput = z.input<typeof postingFieldsSchema>;

/** The text of rich-text HTML, for the required-and-trimmed rule (the server measures after sanitising). */
export function htmlText(html: string): string {
  return (
    html
      // `[^<>]` keeps it linear: a run of `<` is not scanned to the end once per `<` (decision 0026).
      .replace(/<[^<>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

type Issue = { path: (string | number)[]; message: string };

/**
 * The cross-field rules of a posting: those of any save (a salary range that runs upward, a deadline
 * not in the past) and, for review, the fields a published posting must have. Each issue names its
 * field, so the form puts it beside the field and the server answers 400 with the field.
 */
export function postingIssues(p: PostingFields, saveAs: 'draft' | 'review', now: Date = new Date()): Issue[] {
  const issues: Issue[] = [];
  const required = (field: keyof PostingFields, missing: boolean) => {
    if (missing) issues.push({ path: [field], message: 'required' });
  };
  if (p.salary_kind === 'range' && p.salary_min !== null && p.salary_max !== null && p.salary_min > p.salary_max) {
    issues.push({ path: ['salary_max'], message: 'salary_min_above_max' });
  }
  if (
    p.experience_kind === 'experienced' &&
    p.experience_min_years !== null &&
    p.experience_max_years !== null &&
    p.experience_min_years > p.experience_max_years
  ) {
    issues.push({ path: ['experience_max_years'], message: 'experience_min_above_max' });
  }
  if (!p.always_open && p.closes_on !== null && p.closes_on < koreanToday(now)) issues.push({ path: ['closes_on'], message: 'deadline_past' });
  if (saveAs === 'review') {
    required('occupation1_id', p.occupation1_id === null);
    required('occupation2_ids', p.occupation2_ids.length === 0);
    required('experience_kind', p.experience_kind === null);
    required('experience_min_years', p.experience_kind === 'experienced' && p.experience_min_years === null);
    required('education', p.education === null);
    required('employment_type', p.employment_type === null);
    required('work_region', p.work_region === null);
    required('salary_kind', p.salary_kind === null);
    required('salary_min', p.salary_kind === 'range' && p.salary_min === null);
    required('closes_on', !p.always_open && p.closes_on === null);
    required('description_html', htmlText(p.description_html) === '');
    required('qualifications_html', htmlText(p.qualifications_html) === '');
    required('process_steps', p.process_steps.length === 0);
  }
  return issues;
}

/** `POST /api/v5/partners/job/postings` and `PUT …/{id}`: save as a draft, or submit for review. */
export const postingSaveBody = z.object({ save_as: z.enum(['draft', 'review']), posting: postingFieldsSchema }).superRefine((body, ctx) => {
  for (const issue of postingIssues(body.posting, body.save_as))
    ctx.addIssue({ code: 'custom', path: ['posting', ...issue.path], message: issue.message });
});
export type PostingSaveBody = z.input<typeof postingSaveBody>;

export const postingDetailSchema = postingFieldsSchema.extend({
  id: z.number().int(),
  status: postingStatusSchema,
  applicant_count: z.number().int(),
  allowed_actions: z.array(z.enum(POSTING_ACTIONS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PostingDetail = z.infer<typeof postingDetailSchema>;
export const postingDetailResponse = ok(z.object({ posting: postingDetailSchema }));
/** copy, close, review_cancel: the posting as it now is (copy: the new draft). */
export const postingActionResponse = ok(z.object({ posting: postingRowSchema }));
export const postingDeletedResponse = ok(z.object({ deleted: z.literal(true), id: z.number().int() }));

// ---------------------------------------------------------------- applicants

export const applicantStageSchema = z.enum(APPLICANT_STAGES);
/** The applicants CSV of one posting: the list's stage and keyword filters. */
export const applicantCsvQuery = z.object({
  stage: z.enum(APPLICANT_STAGE_FILTERS).default('all'),
  keyword: keyword,
  /** With the phone and e-mail columns: a sensitive export that needs a verified step-up (decision 0020). */
  contacts: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const applicantListQuery = z.object({
  job_posting_id: id.optional(),
  stage: z.enum(APPLICANT_STAGE_FILTERS).default('all'),
  order: z.enum(APPLICANT_ORDERS).default('newest'),
  keyword: keyword,
  page: pageQuery,
  per: perQuery(APPLICANT_PAGE_SIZE),
});
export type ApplicantListQuery = z.infer<typeof applicantListQuery>;

export const applicantRowSchema = z.object({
  id: z.number().int(),
  job_posting: z.object({ id: z.number().int(), title: z.string() }),
  name: z.string(),
  birth_year: z.number().int(),
  gender: z.enum(['male', 'female']),
  years_of_experience: z.number().int(),
  occupation_name: z.string(),
  education_level: z.enum(EDUCATION_LEVELS),
  headline: z.string(),
  stage: applicantStageSchema,
  opened: z.boolean(),
  has_note: z.boolean(),
  applied_at: z.string(),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;
export const applicantCountsSchema = z.object({
  all: z.number().int(),
  not_opened: z.number().int(),
  applied: z.number().int(),
  reviewing: z.number().int(),
  interview: z.number().int(),
  passed: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicantCounts = z.infer<typeof applicantCountsSchema>;
export const applicantListResponse = ok(
  z.object({
    applicants: z.array(applicantRowSchema),
    counts: applicantCountsSchema,
    page_info: pageInfoSchema,
    /** The posting when the list is one posting's. */
    job_posting: z.object({ id: z.number().int(), title: z.string(), status: postingStatusSchema }).nullable(),
  }),
);
export type ApplicantList = z.infer<typeof applicantListResponse>['data'];

/** One application with the résumé the applicant sent and their contact details (they applied: the company may see them). */
export const applicantDetailSchema = applicantRowSchema.extend({
  contact: z.object({ phone: z.string(), email: z.string() }),
  resume: z.object({
    introduction: z.string(),
    skills: z.array(z.string()),
    educations: z.array(
      z.object({
        school_name: z.string(),
        major: z.string(),
        level: z.string(),
        degree: z.string(),
        start_year: z.number().int(),
        end_year: z.number().int().nullable(),
      }),
    ),
    careers: z.array(
      z.object({
        company_name: z.string(),
        title: z.string(),
        start: z.string(),
        end: z.string().nullable(),
        months: z.number().int(),
        description: z.string(),
      }),
    ),
    certifications: z.array(z.string()),
  }),
  note: z.string(),
  note_updated_at: z.string().nullable(),
  note_updated_by: z.string().nullable(),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;
export const applicantDetailResponse = ok(z.object({ applicant: applicantDetailSchema }));
/** The application as marked read by the applicant page's explicit call. */
export const applicantReadResponse = ok(z.object({ id: z.number().int(), opened: z.literal(true) }));

/** `PATCH /api/v5/partners/job/applicants/stage`: one or many applicants to one stage. */
export const applicantStageBody = z.object({ ids: z.array(id).min(1).max(APPLICANT_BATCH_MAX), stage: applicantStageSchema });
export const applicantStageResponse = ok(z.object({ updated: z.array(z.number().int()) }));
export const applicantNoteBody = z.object({ note: z.string().trim().max(APPLICANT_NOTE_MAX) });
export const applicantNoteResponse = ok(
  z.object({ note: z.string(), note_updated_at: z.string().nullable(), note_updated_by: z.string().nullable() }),
);

/** `?status=fit`: talent-pool job seekers matching the posting's occupation and experience. */
export const fitCandidatesQuery = z.object({ page: pageQuery });
export const fitCandidateSchema = z.object({
  /** The talent pool's opaque id (its profile link and the proposal take it). */
  user_id: z.string(),
  name: z.string(),
  headline: z.string(),
  occupation_name: z.string(),
  years_of_experience: z.number().int(),
  education_level: z.enum(EDUCATION_LEVELS),
  skills: z.array(z.string()),
  resume_updated_at: z.string(),
});
export type FitCandidate = z.infer<typeof fitCandidateSchema>;
export const fitCandidatesResponse = ok(
  z.object({
    candidates: z.array(fitCandidateSchema),
    page_info: pageInfoSchema,
    /**
     * What the search used, to show the recruiter why these people. `experience` is a code the web words:
     * `any` (no filter), `newcomer` (신입: 0 years), or the posting's years `min-max` (`3-7`; `3-` without a maximum).
     */
    criteria: z.object({ occupation_names: z.array(z.string()), experience: z.string() }),
  }),
);
