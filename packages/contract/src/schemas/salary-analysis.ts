import { z } from 'zod';
import { COMPANY_SIZES } from '../constants.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../payment.js';
import {
  SALARY_ANALYSIS,
  SALARY_ANALYSIS_FILTERS,
  SALARY_ANALYSIS_REPORT_TYPES,
  SALARY_ANALYSIS_STATUS_CODES,
  SALARY_COHORT_WIDENINGS,
  SALARY_RECOMMENDATION_REASONS,
} from '../salary-analysis.js';
import { ok, pageInfoSchema, pageQuery } from './common.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const amount = z.number().int().min(SALARY_ANALYSIS.amount.min).max(SALARY_ANALYSIS.amount.max);
const namedRef = z.object({ id: z.number().int(), name: z.string() });
const statusSchema = z.union(SALARY_ANALYSIS_STATUS_CODES.map((code) => z.literal(code)));

// ---------------------------------------------------------------- the form (status=create)

/** Spec §3 salary analysis form, with the spec's field names. */
export const salaryAnalysisCreateBody = z.object({
  occupationLevel1: id,
  /** Null: the whole level-1 occupation. */
  occupationLevel2: id.nullable(),
  experienceYear: z.number().int().min(SALARY_ANALYSIS.experience.min).max(SALARY_ANALYSIS.experience.max),
  /** The candidate's desired salary. */
  hopeSalary: amount,
  preSalary: amount.nullable(),
  /** The candidate's previous company: a known company (id, from the autocomplete) or a name typed freely. */
  preCompany: z.object({ id: id.nullable(), name: z.string().trim().min(1).max(SALARY_ANALYSIS.preCompanyNameMax) }).nullable(),
  industryLevel1: id,
  industryLevel2: id.nullable(),
  companySize: z.enum(COMPANY_SIZES),
  /** The salary the company proposes; null for a market report. */
  proposeSalary: amount.nullable(),
  /** One per form: a double submit answers the first request and uses one ticket. */
  idempotency_key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'idempotency_key'),
});
export type SalaryAnalysisCreateBody = z.infer<typeof salaryAnalysisCreateBody>;

const taxonomyGroupSchema = namedRef.extend({ children: z.array(namedRef) });

/** What the form needs: the two taxonomies, the defaults (spec §3) and the tickets left. */
export const salaryAnalysisFormResponse = ok(
  z.object({
    occupations: z.array(taxonomyGroupSchema),
    industries: z.array(taxonomyGroupSchema),
    defaults: z.object({ occupationLevel1: z.number().int(), industryLevel1: z.number().int() }),
    tickets: z.number().int().min(0),
  }),
);

// ---------------------------------------------------------------- a request and its report

export const salaryAnalysisRequestSchema = z.object({
  occupationLevel1: namedRef,
  occupationLevel2: namedRef.nullable(),
  experienceYear: z.number().int(),
  hopeSalary: z.number().int(),
  preSalary: z.number().int().nullable(),
  preCompany: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  industryLevel1: namedRef,
  industryLevel2: namedRef.nullable(),
  companySize: z.enum(COMPANY_SIZES),
  proposeSalary: z.number().int().nullable(),
});

const percentilesSchema = z.object({ p10: z.number(), p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() });

/** Who the figures are about: the cohort after widening, and how it got there. */
const cohortSchema = z.object({
  size: z.number().int(),
  occupation: z.object({ id: z.number().int(), name: z.string(), level: z.union([z.literal(1), z.literal(2)]) }),
  industry: z.object({ id: z.number().int(), name: z.string(), level: z.union([z.literal(1), z.literal(2)]) }),
  experience: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Null once widened to every size. */
  company_size: z.enum(COMPANY_SIZES).nullable(),
  years: z.object({ from: z.number().int(), to: z.number().int() }),
  /** The widening steps taken, in order, with the cohort's size after each. */
  widened: z.array(z.object({ step: z.enum(SALARY_COHORT_WIDENINGS), size: z.number().int() })),
});

/** Where an amount stands in the cohort: the share of reports below it, 0–100. */
const positionSchema = z.object({ amount: z.number().int(), percentile: z.number() }).nullable();

export const salaryAnalysisResultSchema = z.object({
  cohort: cohortSchema,
  percentiles: percentilesSchema,
  /** The distribution for the chart: equal-width bins over the cohort's range, in 만원. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  positions: z.object({ hope: positionSchema, pre: positionSchema, propose: positionSchema }),
  /** The recommended offer range and why (reason codes the report words). */
  recommended: z.object({ min: z.number().int(), max: z.number().int(), reasons: z.array(z.enum(SALARY_RECOMMENDATION_REASONS)) }),
  /** The same figures for the previous company's size and industry; null without a previous company or data. */
  previous_company: z.object({ cohort: cohortSchema, percentiles: percentilesSchema, position: positionSchema }).nullable(),
  /** The newest report in the data (YYYY-MM-DD). */
  data_date: z.string(),
});
export type SalaryAnalysisResult = z.infer<typeof salaryAnalysisResultSchema>;

export const salaryAnalysisSchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  report_type: z.enum(SALARY_ANALYSIS_REPORT_TYPES),
  /** For the list: the position in a few words (occupation, experience). */
  title: z.string(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  /** When the analysis completed (spec §3 list column). */
  analysed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether a ticket is held by this request now (used and not refunded). */
  ticket_used: z.boolean(),
  can_cancel: z.boolean(),
});
export type SalaryAnalysis = z.infer<typeof salaryAnalysisSchema>;

export const salaryAnalysisDetailSchema = salaryAnalysisSchema.extend({
  request: salaryAnalysisRequestSchema,
  /** Null until completed. */
  result: salaryAnalysisResultSchema.nullable(),
});
export type SalaryAnalysisDetail = z.infer<typeof salaryAnalysisDetailSchema>;

export const salaryAnalysisResponse = ok(z.object({ analysis: salaryAnalysisDetailSchema }));

// ---------------------------------------------------------------- the list (status=list)

export const salaryAnalysesQuery = z.object({
  status: z.enum(SALARY_ANALYSIS_FILTERS).default('all'),
  page: pageQuery,
});

export const salaryAnalysesResponse = ok(
  z.object({
    analyses: z.array(salaryAnalysisSchema),
    counts: z.object(
      Object.fromEntries(SALARY_ANALYSIS_FILTERS.map((f) => [f, z.number().int()])) as Record<(typeof SALARY_ANALYSIS_FILTERS)[number], z.ZodNumber>,
    ),
    page_info: pageInfoSchema,
  }),
);

/** Demo: how many salary reports were added for the request's cohort. */
export const demoSalaryReportsResponse = ok(z.object({ added: z.number().int() }));
