import { z } from 'zod';
import { REPUTATION_RATINGS } from '../constants.js';
import { VISITOR_CATEGORIES, VISITOR_DIMENSIONS, VISITOR_PERIOD_TYPES } from '../data.js';
import { ok } from './common.js';

/** A Korean calendar month, `YYYY-MM` (month 01–12). Whether it lies within the data is the service's check. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'year_month');

// ------------------------------------------------------------------ visitor statistics (spec §7, §9)

export const visitorFiltersResponse = ok(
  z.object({
    categories: z.array(z.enum(VISITOR_CATEGORIES)),
    dimensions: z.array(z.enum(VISITOR_DIMENSIONS)),
    period_types: z.array(z.enum(VISITOR_PERIOD_TYPES)),
    months: z.array(z.number().int()),
    years: z.array(z.number().int()),
    /** First month with visits, first month with visitor attributes (spec §9 bounds), the current Korean month. */
    data_start: yearMonthSchema,
    detail_data_start: yearMonthSchema,
    latest_month: yearMonthSchema,
    /** Level-1 occupations the detail view may be narrowed to. */
    occupations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /**
     * While the visit history is still being written (the demo's first start leaves it to the worker,
     * decision 0030): how many of its events are written, of how many. The figures are not final until null.
     */
    preparing: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
    /** What the caller's plan opens (spec §6; decision 0025). */
    checks: z.object({ overview: z.boolean(), detail: z.boolean(), year_periods: z.boolean(), company_rank: z.boolean() }),
  }),
);

/** Spec §7: period_type, from_date, to_date (inclusive Korean months) and chip (the category). */
export const visitorOverviewQuery = z.object({
  period_type: z.enum(VISITOR_PERIOD_TYPES).default('month'),
  from_date: yearMonthSchema,
  to_date: yearMonthSchema,
  chip: z.enum(VISITOR_CATEGORIES).default('all'),
});
export type VisitorOverviewQuery = z.input<typeof visitorOverviewQuery>;

export const visitorOverviewResponse = ok(
  z.object({
    from_date: yearMonthSchema,
    to_date: yearMonthSchema,
    chip: z.enum(VISITOR_CATEGORIES),
    /** Visits of the chip's category per month (`YYYY-MM`) or year (`YYYY`) of the period, oldest first, zeros included. */
    series: z.array(z.object({ period: z.string(), visits: z.number().int() })),
    /** Visits per category over the whole period (the chips' counts), `all` first. */
    categories: z.array(z.object({ category: z.enum(VISITOR_CATEGORIES), visits: z.number().int() })),
    total: z.number().int(),
    /** The chip's visits over the same length of time just before `from_date`; null when that starts before the data does. */
    previous_total: z.number().int().nullable(),
    /** The newest Korean day the rollups hold (`YYYY-MM-DD`); null before the first visit. */
    data_until: z.string().nullable(),
  }),
);

export const visitorDetailQuery = visitorOverviewQuery.extend({
  dimension: z.enum(VISITOR_DIMENSIONS),
  occupation_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type VisitorDetailQuery = z.input<typeof visitorDetailQuery>;

export const visitorDetailRow = z.object({
  rank: z.number().int(),
  /**
   * The attribute value: `30:female` (age_gender), a city or education code, `11600:4-6` (occupation_year:
   * level-1 occupation id and years band), an industry id, a skill, a company id (current_company).
   */
  key: z.string(),
  /** The name of what the key identifies by id (occupation, industry, company); null for coded values. */
  label: z.string().nullable(),
  visits: z.number().int(),
  /** Share of the period's visits with this dimension known, percent to one decimal. */
  ratio: z.number(),
  /** current_company only: that company's average overall review rating (1–5, one decimal); null when unrated. */
  company_score: z.number().nullable(),
});
export type VisitorDetailRow = z.infer<typeof visitorDetailRow>;

export const visitorDetailResponse = ok(
  z.object({
    dimension: z.enum(VISITOR_DIMENSIONS),
    from_date: yearMonthSchema,
    to_date: yearMonthSchema,
    chip: z.enum(VISITOR_CATEGORIES),
    occupation_id: z.number().int().nullable(),
    /** Visits with the dimension known (the ratios' denominator). */
    total: z.number().int(),
    /** Most visits first; at most 50 rows. */
    rows: z.array(visitorDetailRow),
  }),
);

// ------------------------------------------------------------------ score statistics (spec §2 /score_statistics)

export const scoreStatisticsQuery = z.object({ from_date: yearMonthSchema, to_date: yearMonthSchema });
export type ScoreStatisticsQuery = z.input<typeof scoreStatisticsQuery>;

/** Average ratings (1–5, two decimals) over a set of company reviews; null where there is none. */
export const scoreAverages = z.object({
  count: z.number().int(),
  overall: z.number().nullable(),
  career: z.number().nullable(),
  pay_benefits: z.number().nullable(),
  work_life: z.number().nullable(),
  culture: z.number().nullable(),
  management: z.number().nullable(),
});
export type ScoreAverages = z.infer<typeof scoreAverages>;

export const scoreStatisticsResponse = ok(
  z.object({
    from_date: yearMonthSchema,
    to_date: yearMonthSchema,
    /** Spec §1 ratings, labelled on the web (perfect, blank, check requested, management needed). */
    company_rating: z.enum(REPUTATION_RATINGS),
    industry_rating: z.enum(REPUTATION_RATINGS),
    industry: z.object({ id: z.number().int(), name: z.string() }),
    /** Per Korean month of the period, oldest first: the company's reviews written that month and its industry's. */
    months: z.array(z.object({ month: yearMonthSchema, company: scoreAverages, industry: scoreAverages })),
    /** Over the whole period. */
    period: z.object({ company: scoreAverages, industry: scoreAverages }),
    /** Every review up to `to_date`: what the public page shows. */
    cumulative: z.object({ company: scoreAverages, industry: scoreAverages }),
  }),
);
