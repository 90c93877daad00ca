import { z } from 'zod';
import {
  BENEFIT_CODES,
  COMPANY_REVIEW_CATEGORIES,
  EMPLOYMENT_STATUSES,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_RESULTS,
  OFFICIAL_SALARY_NOTE_MAX,
  RATING_MAX,
  RATING_MIN,
  REPLY_FILTERS,
  REPORT_DETAIL_MAX,
  REVIEWABLE_TYPES,
  REVIEW_ORDERS,
  REVIEW_PAGE_SIZE,
  REVIEW_PER_MAX,
  REVIEW_REPLY_MAX,
  SALARY_AMOUNT_RANGE,
} from '../reviews.js';
import { boundedText, ok, pageInfoSchema, pageQuery } from './common.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const rating = z.number().int().min(RATING_MIN).max(RATING_MAX);
const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const reviewableTypeSchema = z.enum(REVIEWABLE_TYPES);
export const benefitCodeSchema = z.enum(BENEFIT_CODES);

// ---------------------------------------------------------------- filters shared by the three review lists

/**
 * Filters of every review list: rating (overall, or the welfare rating), occupation, written between
 * `from` and `to` (Korean days, inclusive), replied or not, order and page.
 */
const reviewFilters = {
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  occupation_id: id.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  replied: z.enum(REPLY_FILTERS).default('all'),
  order: z.enum(REVIEW_ORDERS).default('newest'),
  page: pageQuery,
  per: z.coerce.number().int().min(1).max(REVIEW_PER_MAX).default(REVIEW_PAGE_SIZE),
};
const periodRefine = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) => !q.from || !q.to || q.from <= q.to;

export const companyReviewListQuery = z
  .object({ ...reviewFilters, employment_status: z.enum(EMPLOYMENT_STATUSES).optional() })
  .refine(periodRefine, { message: 'period', path: ['to'] });
export type CompanyReviewListQuery = z.infer<typeof companyReviewListQuery>;
export const interviewReviewListQuery = z
  .object({ ...reviewFilters, result: z.enum(INTERVIEW_RESULTS).optional() })
  .refine(periodRefine, { message: 'period', path: ['to'] });
export type InterviewReviewListQuery = z.infer<typeof interviewReviewListQuery>;
export const welfareReviewListQuery = z
  .object({ ...reviewFilters, benefit_code: benefitCodeSchema.optional() })
  .refine(periodRefine, { message: 'period', path: ['to'] });
export type WelfareReviewListQuery = z.infer<typeof welfareReviewListQuery>;

/** The summaries take the period and occupation filters only (the charts describe what the list filters). */
export const reviewSummaryQuery = z
  .object({ occupation_id: id.optional(), from: isoDay.optional(), to: isoDay.optional() })
  .refine(periodRefine, { message: 'period', path: ['to'] });
export type ReviewSummaryQuery = z.infer<typeof reviewSummaryQuery>;

// ---------------------------------------------------------------- the official reply

export const reviewReplySchema = z.object({
  body: z.string(),
  /** Shown as the company's reply; the operator's name is for the console only. */
  author_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

const reviewCommon = {
  id: z.number().int(),
  occupation: namedRef.nullable(),
  written_at: z.string(),
  reply: reviewReplySchema.nullable(),
  /** This company has reported it (a review is reported once per company). */
  reported: z.boolean(),
};

// ---------------------------------------------------------------- company reviews

export const companyReviewSchema = z.object({
  ...reviewCommon,
  employment_status: z.enum(EMPLOYMENT_STATUSES),
  ratings: z.object({
    overall: rating,
    career: rating,
    pay_benefits: rating,
    work_life: rating,
    culture: rating,
    management: rating,
  }) satisfies z.ZodType<Record<'overall' | (typeof COMPANY_REVIEW_CATEGORIES)[number], number>>,
  /** The one-line summary. */
  title: z.string(),
  pros: z.string(),
  cons: z.string(),
  /** 경영진에게 바라는 점. */
  wish: z.string().nullable(),
});
export type CompanyReview = z.infer<typeof companyReviewSchema>;

const distribution = z.array(z.object({ rating: z.number().int(), count: z.number().int() }));
const occupationCounts = z.array(namedRef.extend({ count: z.number().int() }));
const monthly = z.array(z.object({ month: z.string(), count: z.number().int(), average: z.number().nullable() }));

export const companyReviewListResponse = ok(z.object({ reviews: z.array(companyReviewSchema), page_info: pageInfoSchema }));
export const companyReviewSummaryResponse = ok(
  z.object({
    count: z.number().int(),
    /** One decimal; null without reviews. */
    average: z.number().nullable(),
    /** Count per overall rating, 5 down to 1. */
    distribution,
    categories: z.array(z.object({ category: z.enum(COMPANY_REVIEW_CATEGORIES), average: z.number().nullable() })),
    replied_count: z.number().int(),
    /** The occupations the company's reviews name (the occupation filter's options). */
    occupations: occupationCounts,
    /** The last 12 Korean months, oldest first. */
    monthly,
  }),
);

// ---------------------------------------------------------------- interview reviews

export const interviewReviewSchema = z.object({
  ...reviewCommon,
  /** 1 very easy … 5 very hard. */
  difficulty: rating,
  result: z.enum(INTERVIEW_RESULTS),
  experience: z.enum(INTERVIEW_EXPERIENCES),
  title: z.string(),
  /** How the interview went (rounds, format). */
  process: z.string(),
  questions: z.string(),
  /** `YYYY-MM`. */
  interviewed_on: z.string(),
});
export type InterviewReview = z.infer<typeof interviewReviewSchema>;
export const interviewReviewListResponse = ok(z.object({ reviews: z.array(interviewReviewSchema), page_info: pageInfoSchema }));
export const interviewReviewSummaryResponse = ok(
  z.object({
    count: z.number().int(),
    difficulty_average: z.number().nullable(),
    /** Count per difficulty, 5 down to 1. */
    distribution,
    results: z.array(z.object({ result: z.enum(INTERVIEW_RESULTS), count: z.number().int() })),
    experiences: z.array(z.object({ experience: z.enum(INTERVIEW_EXPERIENCES), count: z.number().int() })),
    replied_count: z.number().int(),
    occupations: occupationCounts,
    monthly,
  }),
);

// ---------------------------------------------------------------- welfare reviews

export const welfareReviewSchema = z.object({
  ...reviewCommon,
  benefit_code: benefitCodeSchema,
  rating,
  content: z.string(),
  employment_status: z.enum(EMPLOYMENT_STATUSES),
});
export type WelfareReview = z.infer<typeof welfareReviewSchema>;
export const welfareReviewListResponse = ok(z.object({ reviews: z.array(welfareReviewSchema), page_info: pageInfoSchema }));
export const welfareReviewSummaryResponse = ok(
  z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    distribution,
    /** Every benefit code, with its reviews' count and average (null without reviews). */
    benefits: z.array(z.object({ benefit_code: benefitCodeSchema, count: z.number().int(), average: z.number().nullable() })),
    replied_count: z.number().int(),
    occupations: occupationCounts,
    monthly,
  }),
);

// ---------------------------------------------------------------- replies (all three types)

export const reviewReplyParams = z.object({ reviewable_type: reviewableTypeSchema, id });
export const reviewReplyBody = z.object({ body: boundedText(REVIEW_REPLY_MAX) });
export const reviewReplyResponse = ok(z.object({ reply: reviewReplySchema }));
export const reviewReplyDeletedResponse = ok(z.object({ deleted: z.literal(true) }));

// ---------------------------------------------------------------- reports (spec §3 report reason, §4, §7)

export const reportReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translate_key: z.string(),
  order: z.number().int(),
  is_other: z.boolean(),
  form_required: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReportReason = z.infer<typeof reportReasonSchema>;
/** `GET /api/v1/report_reasons`: the active reasons, by `order`. */
export const reportReasonsResponse = ok(z.object({ reasons: z.array(reportReasonSchema) }));

/** `POST /api/v1/welfare/welfare_reviews/:id/report` (spec §7: param `reason`). */
export const welfareReportBody = z.object({ reason: id });
/** `POST /api/v1/reports`: any reviewable; `detail` is what /reports/new collects for a `form_required` reason. */
export const reportBody = z.object({
  reportable_type: reviewableTypeSchema,
  reportable_id: id,
  report_reason_id: id,
  detail: z
    .string()
    .trim()
    .max(REPORT_DETAIL_MAX)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});
export type ReportBody = z.input<typeof reportBody>;
/** Spec §7's /reports/new page: the review and the reason it reports, in its address (each may be missing there). */
export const reportFormQuery = reportBody.pick({ reportable_type: true, reportable_id: true, report_reason_id: true }).partial();
export const reportResponse = ok(z.object({ report: z.object({ id: z.number().int(), created_at: z.string() }) }));

// ---------------------------------------------------------------- salary information

export const salaryListQuery = z.object({ occupation_id: id.optional(), year: z.coerce.number().int().min(2000).max(2100).optional() });
export const salaryRowSchema = z.object({
  occupation: namedRef,
  year: z.number().int(),
  report_count: z.number().int(),
  /** 만원 a year; null when the reports are fewer than SALARY_MIN_REPORTS. */
  average: z.number().int().nullable(),
  p25: z.number().int().nullable(),
  median: z.number().int().nullable(),
  p75: z.number().int().nullable(),
});
export const officialSalarySchema = z.object({
  id: z.number().int(),
  occupation: namedRef,
  year: z.number().int(),
  /** 만원 a year. */
  amount: z.number().int(),
  note: z.string().nullable(),
  updated_at: z.string(),
});
export type OfficialSalary = z.infer<typeof officialSalarySchema>;
export const salaryListResponse = ok(
  z.object({
    rows: z.array(salaryRowSchema),
    official: z.array(officialSalarySchema),
    /** The years with reports, newest first. */
    years: z.array(z.number().int()),
    /** Occupations with reports (the filter), and any occupation an official salary can name. */
    occupations: z.array(namedRef.extend({ level: z.union([z.literal(1), z.literal(2)]), parent_id: z.number().int().nullable() })),
    /** Official salaries are a paid-grade item (spec §3 official_salaries). */
    can_publish: z.boolean(),
  }),
);
export const officialSalaryBody = z.object({
  occupation_id: id,
  year: z.number().int().min(2000).max(2100),
  amount: z.number().int().min(SALARY_AMOUNT_RANGE.min).max(SALARY_AMOUNT_RANGE.max),
  note: z
    .string()
    .trim()
    .max(OFFICIAL_SALARY_NOTE_MAX)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});
export const officialSalaryResponse = ok(z.object({ official: officialSalarySchema }));
export const officialSalaryDeletedResponse = ok(z.object({ id: z.number().int(), deleted: z.literal(true) }));
