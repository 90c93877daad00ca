import { z } from 'zod';
import { PRIVILEGE_MASTER_CODES, REPUTATION_RATINGS } from '../constants.js';
import { COMPANY_EVENT_KINDS, CONSULTING_STATUSES, VISITOR_CATEGORIES } from '../data.js';
import { CONSULTING_APPLY_ON } from './consulting.js';
import { scoreAverages, yearMonthSchema } from './data.js';
import { ok, pageInfoSchema, pageQuery } from './common.js';
import { postingSummarySchema } from './recruitment.js';

/**
 * The home dashboard's nine slots (spec §3, §7 `/api/v3/business_center`; decision 0025 says what each one
 * shows). Each is its own call so that one slow or failing slot never holds up or blanks another.
 */

/** The largest page a dashboard slot gives. */
export const DASHBOARD_MAX_PER = 20;

/** `page` and `per` (at most 20) of the paged slots. */
export const dashboardPageQuery = z.object({
  page: pageQuery,
  per: z.coerce.number().int().min(1).max(DASHBOARD_MAX_PER).default(5),
});
export type DashboardPageQuery = z.input<typeof dashboardPageQuery>;

function paged<T extends z.ZodType>(row: T) {
  return ok(z.object({ page_info: pageInfoSchema, contents: z.array(row) }));
}

// ------------------------------------------------------------------ event_log (paged)

export const companyEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMPANY_EVENT_KINDS),
  occurred_at: z.string(),
  /**
   * What the event is about: the posting applied to (applicant_new), the review's title (company and
   * interview reviews), the saved search (saved_search_matches); null when there is none.
   */
  title: z.string().nullable(),
  /** The review's rating (company: overall 1–5, welfare 1–5); null for the other kinds. */
  rating: z.number().nullable(),
  /** proposal_answered: accepted or rejected. */
  answer: z.enum(['accepted', 'rejected']).nullable(),
  /** saved_search_matches: how many new job seekers matched. */
  count: z.number().int().nullable(),
  /** Where the event is handled in the console (a same-origin path). */
  link: z.string(),
});
export type CompanyEvent = z.infer<typeof companyEventSchema>;
export const dashboardEventLogResponse = paged(companyEventSchema);

// ------------------------------------------------------------------ banner

export const dashboardBannerResponse = ok(
  z.object({
    /** False when no campaign runs for the company's plan now; the other fields are then null. */
    visible: z.boolean(),
    img_url: z.string().nullable(),
    img_alt: z.string().nullable(),
    link: z.string().nullable(),
  }),
);

// ------------------------------------------------------------------ business status

export const dashboardBusinessStatusResponse = ok(
  z.object({
    privilege_master_code: z.enum(PRIVILEGE_MASTER_CODES),
    /** Spec §4 plan label, labelled on the web. */
    plan_label: z.enum(['success_based', 'success_based_branding', 'subscription', 'success_based_subscription', 'none']),
    /** Spec §9 usage rate (percent) and the counted items behind it. */
    usage_rate: z.number().int(),
    usage_in_use: z.number().int(),
    usage_counted: z.number().int(),
    /** Salary-analysis tickets left. */
    salary_tickets: z.number().int(),
    /** Postings open or in review now. */
    live_postings: z.number().int(),
    /** Proposals sent this Korean month. */
    proposals_this_month: z.number().int(),
  }),
);

// ------------------------------------------------------------------ external summary and reputation

export const dashboardExternalSummaryResponse = ok(
  z.object({
    /** The last 30 Korean days, today included (`YYYY-MM-DD`). */
    from_day: z.string(),
    to_day: z.string(),
    visits: z.number().int(),
    /** The 30 days before. */
    previous_visits: z.number().int(),
    daily: z.array(z.object({ day: z.string(), visits: z.number().int() })),
    /** The category with the most visits over the 30 days; null without visits. */
    top_category: z.object({ category: z.enum(VISITOR_CATEGORIES), visits: z.number().int() }).nullable(),
    /** While the visit history is still being written (as the visitor filters' `preparing`); the figures wait for null. */
    preparing: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  }),
);

export const dashboardExternalReputationResponse = ok(
  z.object({
    /** Spec §1 ratings (GOOD, MID, LOW_MID, BAD), labelled on the web. */
    company_rating: z.enum(REPUTATION_RATINGS),
    industry_rating: z.enum(REPUTATION_RATINGS),
    industry_name: z.string(),
    /** Every company review so far (what the public page shows): count and average overall rating. */
    review_count: z.number().int(),
    average_rating: z.number().nullable(),
    industry_average_rating: z.number().nullable(),
  }),
);

// ------------------------------------------------------------------ internal summary and reputation

export const dashboardInternalSummaryResponse = ok(
  z.object({
    /** The last 12 Korean months, the current one included. */
    from_month: yearMonthSchema,
    to_month: yearMonthSchema,
    count: z.number().int(),
    current_count: z.number().int(),
    former_count: z.number().int(),
    average_rating: z.number().nullable(),
    replied_count: z.number().int(),
    /** Percent of the reviews the company answered, one decimal; null without reviews. */
    replied_share: z.number().nullable(),
  }),
);

export const dashboardInternalReputationResponse = ok(
  z.object({
    from_month: yearMonthSchema,
    to_month: yearMonthSchema,
    industry_name: z.string(),
    company: scoreAverages,
    industry: scoreAverages,
  }),
);

// ------------------------------------------------------------------ job postings (paged)

export const dashboardJobPostingsResponse = paged(postingSummarySchema);

// ------------------------------------------------------------------ sales histories (paged)

export const salesHistorySchema = z.object({
  id: z.number().int(),
  apply_on: z.enum(CONSULTING_APPLY_ON),
  customer_name: z.string(),
  created_at: z.string(),
  status: z.enum(CONSULTING_STATUSES),
  /** The platform's last word on it; null until there is one. */
  status_note: z.string().nullable(),
  status_updated_at: z.string().nullable(),
});
export type SalesHistory = z.infer<typeof salesHistorySchema>;
export const dashboardSalesHistoriesResponse = paged(salesHistorySchema);
