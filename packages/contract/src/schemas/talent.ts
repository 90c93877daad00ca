import { z } from 'zod';
import {
  ANY_DEGREE,
  BIRTH_YEAR_RANGE,
  DEGREE_STATUSES,
  EDUCATION_LEVELS,
  EXPERIENCE_RANGE,
  GENDERS,
  HOPE_SALARY_RANGE,
  JOB_INTENTIONS,
  KEYWORD_MAX_COUNT,
  KEYWORD_MAX_LENGTH,
  PRIVACY_AGREEMENT_CODE,
  PROFILE_LEVELS,
  SEARCH_EVENTS,
  SEARCH_ID_LIST_MAX,
  SEARCH_MAX_PAGE,
  SEARCH_ORDERS,
  SEARCH_PAGE_SIZE,
  TALENT_POOLS,
} from '../talent.js';
import { ok, seekerEnc } from './common.js';

/** `min;max` within bounds (spec §5: ranges travel joined with a semicolon). */
function rangeParam(bounds: { min: number; max: number }) {
  return z
    .string()
    .regex(/^\d{1,5};\d{1,5}$/, 'range')
    .transform((text) => {
      const [min = 0, max = 0] = text.split(';').map(Number);
      return { min, max };
    })
    .refine((r) => r.min >= bounds.min && r.max <= bounds.max && r.min <= r.max, 'range');
}

/** A comma-joined list whose items each pass `item`. */
function commaList<T extends z.ZodType<unknown, string>>(item: T, maxItems: number) {
  return z
    .string()
    .max(2_000)
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(item).min(1).max(maxItems));
}

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const keywordList = commaList(z.string().max(KEYWORD_MAX_LENGTH), KEYWORD_MAX_COUNT);
const idList = commaList(
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
  SEARCH_ID_LIST_MAX,
);
const encList = commaList(seekerEnc, SEARCH_ID_LIST_MAX);
function enumList<T extends readonly [string, ...string[]]>(values: T) {
  return commaList(z.enum(values), values.length);
}

/** The A/B group of a search session (spec §3 `ab_test`): the server names it, the web sends it back. */
const abTestParam = z
  .string()
  .max(20, { abort: true })
  .regex(/^[A-Za-z0-9_-]{1,20}$/);

/**
 * The talent search request (spec §3 search params, §4 filters). Every filter is optional; ranges are
 * `min;max`; lists are comma-joined; `edu` and `deg` are parallel lists of (level, degree) pairs.
 */
export const talentSearchQuery = z
  .object({
    pool: z.enum(TALENT_POOLS).default('big_pool'),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    order_by: z.enum(SEARCH_ORDERS).default('ranking'),
    /** Keywords, comma-joined; `or=true` needs any of them instead of all. */
    query: keywordList.optional(),
    or: booleanParam.default(false),
    /** Excluded keywords, comma-joined. */
    not: keywordList.optional(),
    /** Occupation level 2 ids. */
    occu: idList.optional(),
    /** Occupation level 1 ids. */
    occu_1: idList.optional(),
    gen: enumList(GENDERS).optional(),
    yoe: rangeParam(EXPERIENCE_RANGE).optional(),
    byear: rangeParam(BIRTH_YEAR_RANGE).optional(),
    hsalary: rangeParam(HOPE_SALARY_RANGE).optional(),
    edu: enumList(EDUCATION_LEVELS).optional(),
    deg: commaList(z.enum([...DEGREE_STATUSES, ANY_DEGREE]), EDUCATION_LEVELS.length).optional(),
    job_intention: enumList(JOB_INTENTIONS).optional(),
    verification_badge: booleanParam.optional(),
    profile_level: enumList(PROFILE_LEVELS).optional(),
    job_seeker_ids: encList.optional(),
    search_session_id: z.uuid().optional(),
    ab_test: abTestParam.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.deg && (!q.edu || q.deg.length !== q.edu.length)) {
      ctx.addIssue({ code: 'custom', path: ['deg'], message: 'deg pairs with edu' });
    }
  });
export type TalentSearchQuery = z.output<typeof talentSearchQuery>;
export type TalentSearchParams = z.input<typeof talentSearchQuery>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const careerSummarySchema = z.object({
  company_name: z.string(),
  occupation_name: z.string(),
  title: z.string(),
  /** `YYYY.MM` */
  start: z.string(),
  end: z.string().nullable(),
  months: z.number().int(),
});

export const talentSearchResultSchema = z.object({
  /** Opaque id of the job seeker (never the sequential id). */
  enc: z.string(),
  headline: z.string(),
  occupation1: named,
  occupation2: named,
  years_of_experience: z.number().int(),
  birth_year: z.number().int(),
  gender: z.enum(GENDERS),
  education: z.object({ level: z.enum(EDUCATION_LEVELS), degree: z.enum(DEGREE_STATUSES), major: z.string() }),
  /** The latest careers, newest first; `career_count` is how many there are. */
  careers: z.array(careerSummarySchema),
  career_count: z.number().int(),
  skills: z.array(z.string()),
  /** 만원; null when the seeker follows the company's pay scale. */
  desired_salary: z.number().int().nullable(),
  job_intention: z.enum(JOB_INTENTIONS),
  verification_badge: z.boolean(),
  profile_level: z.enum(PROFILE_LEVELS),
  resume_updated_at: z.string(),
  /** The request's keywords this profile contains, for highlighting. */
  highlights: z.array(z.string()),
});
export type TalentSearchResult = z.infer<typeof talentSearchResultSchema>;

export const searchMetaSchema = z.object({
  /** Exact up to 10,000; beyond, a lower bound (`total_is_lower_bound`). */
  total: z.number().int(),
  total_is_lower_bound: z.boolean(),
  page: z.number().int(),
  per: z.number().int(),
  search_session_id: z.string(),
  search_request_id: z.string(),
  ab_test: z.string(),
  /** The engine's own time in ms. */
  es_took: z.number(),
});

export const searchResultSchema = z.object({ meta: searchMetaSchema, results: z.array(talentSearchResultSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const talentContextSchema = z.object({
  pool: z.enum(TALENT_POOLS),
  privacy_agreed: z.boolean(),
  saved_search_display: z.boolean(),
  hr_save_search_queries_count: z.number().int(),
});
export type TalentContext = z.infer<typeof talentContextSchema>;

export const talentBannerSchema = z.object({
  img_url: z.string(),
  img_alt: z.string(),
  link: z.string(),
  visible: z.boolean(),
});

export const talentSearchResponse = ok(
  z.object({
    context: talentContextSchema,
    user: z.object({ user_id: z.number().int(), company_id: z.number().int(), company_name: z.string() }),
    banner: talentBannerSchema,
    search_result: searchResultSchema,
  }),
);
export type TalentSearchResponse = z.infer<typeof talentSearchResponse>;

export const searchResultResponse = ok(z.object({ search_result: searchResultSchema }));
/** `GET /hr/job_seekers/context?pool=`: the pool's counts and settings without a search. */
export const talentContextQuery = z.object({ pool: z.enum(TALENT_POOLS).default('big_pool') });
export const talentContextResponse = ok(talentContextSchema);

export const profileQuery = z.object({ enc: seekerEnc });

export const profileSchema = talentSearchResultSchema.omit({ highlights: true, careers: true }).extend({
  /** 김○○: the name stays hidden until a proposal is accepted. */
  masked_name: z.string(),
  job_intention_updated_at: z.string(),
  registered_at: z.string(),
  introduction: z.string(),
  certifications: z.array(z.string()),
  educations: z.array(
    z.object({
      school_name: z.string(),
      major: z.string(),
      level: z.enum(EDUCATION_LEVELS),
      degree: z.enum(DEGREE_STATUSES),
      start_year: z.number().int(),
      end_year: z.number().int().nullable(),
    }),
  ),
  careers: z.array(careerSummarySchema.extend({ description: z.string() })),
});
export type TalentProfile = z.infer<typeof profileSchema>;
export const profileResponse = ok(z.object({ profile: profileSchema }));

export const logEventBody = z.object({
  event: z.enum(SEARCH_EVENTS),
  search_session_id: z.uuid().optional(),
  search_request_id: z.uuid().optional(),
  /** The session's A/B group as the search answered it (`meta.ab_test`), so events can be split by group. */
  ab_test: abTestParam.optional(),
  /** Free text such as the keywords typed; e-mail-like text is redacted before it is stored. */
  text: z.string().max(500).optional(),
  enc: z.string().max(40).optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  /**
   * The search state's representative ids (spec §3): the page of results the event was taken on
   * (`rep_s_ids`, shown, in order) and those of them the recruiter opened (`rep_c_ids`, clicked, in order),
   * so that events tell what was seen and chosen (decision 0033).
   */
  rep_s_ids: z.array(seekerEnc).max(SEARCH_PAGE_SIZE).optional(),
  rep_c_ids: z.array(seekerEnc).max(SEARCH_PAGE_SIZE).optional(),
});
export type LogEventBody = z.infer<typeof logEventBody>;
export const logEventResponse = ok(z.object({ recorded: z.literal(true) }));

/** `GET /api/v1/common/wizard/meta_info`: which fields to send. */
export const META_INFO_FIELDS = ['occupation1', 'occupation2', 'job_filter', 'display_filters', 'display_order_bys', 'selected_filters'] as const;
export const metaInfoQuery = z.object({
  fields: commaList(z.enum(META_INFO_FIELDS), META_INFO_FIELDS.length).optional(),
});
export const metaInfoResponse = ok(
  z.object({
    occupation1: z.array(named).optional(),
    occupation2: z.array(named.extend({ parent_id: z.number().int() })).optional(),
    job_filter: z
      .object({
        experience: z.object({ min: z.number(), max: z.number() }),
        birth_year: z.object({ min: z.number(), max: z.number() }),
        hope_salary: z.object({ min: z.number(), max: z.number(), step: z.number() }),
      })
      .optional(),
    display_filters: z.array(z.string()).optional(),
    display_order_bys: z.array(z.enum(SEARCH_ORDERS)).optional(),
    selected_filters: z.record(z.string(), z.string()).optional(),
  }),
);
export type MetaInfo = z.infer<typeof metaInfoResponse>['data'];

export const FILTER_TYPES = [
  'occupation',
  'gender',
  'experience',
  'birth_year',
  'education',
  'degree',
  'hope_salary',
  'job_intention',
  'profile_level',
] as const;
export const filtersQuery = z.object({ type: z.enum(FILTER_TYPES) });
export const filtersResponse = ok(
  z.object({
    type: z.enum(FILTER_TYPES),
    options: z.array(z.object({ value: z.string(), name: z.string().optional(), parent: z.string().optional() })),
  }),
);

// Privacy agreement (spec §3, §5)
export const agreementsQuery = z.object({ codes: z.literal(PRIVACY_AGREEMENT_CODE) });
export const agreementsResponse = ok(
  z.object({
    agreements: z.array(z.object({ code: z.literal(PRIVACY_AGREEMENT_CODE), title: z.string(), content: z.string(), version: z.string() })),
  }),
);
export const matchingsQuery = z.object({
  response_form: z.literal('value_only').default('value_only'),
  matching_target: z.literal(PRIVACY_AGREEMENT_CODE).default(PRIVACY_AGREEMENT_CODE),
});
export const matchingsBody = z.object({
  matchings: z.object({ privacy_agreement: z.object({ value: z.boolean() }) }),
});
export const privacyAgreementSchema = z.object({ value: z.boolean(), agreed_at: z.string().nullable() });
export const matchingsResponse = ok(z.object({ privacy_agreement: privacyAgreementSchema }));
export type PrivacyAgreement = z.infer<typeof privacyAgreementSchema>;
