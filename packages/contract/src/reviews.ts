/**
 * Review management: company, interview and welfare reviews, salary information, the company's official
 * replies and the report flow. Constants shared by server and web (spec §2 review_managements,
 * interview_managements, welfare_managements, salary_managements; §3 usage items and report reason;
 * §4 review report modal; §5; §7; §8; decision 0018).
 */

/** What a report or a reply is about (spec §7 `reportable_type`). */
export const REVIEWABLE_TYPES = ['company_review', 'interview_review', 'welfare_review'] as const;
export type ReviewableType = (typeof REVIEWABLE_TYPES)[number];

/** The five category ratings of a company review, besides the overall one. */
export const COMPANY_REVIEW_CATEGORIES = ['career', 'pay_benefits', 'work_life', 'culture', 'management'] as const;
export type CompanyReviewCategory = (typeof COMPANY_REVIEW_CATEGORIES)[number];

export const EMPLOYMENT_STATUSES = ['current', 'former'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const INTERVIEW_RESULTS = ['passed', 'failed', 'waiting'] as const;
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number];
export const INTERVIEW_EXPERIENCES = ['positive', 'neutral', 'negative'] as const;
export type InterviewExperience = (typeof INTERVIEW_EXPERIENCES)[number];

/** Benefit codes (spec §3 benefit-related usage codes): the groups a welfare review rates. */
export const BENEFIT_CODES = ['health', 'meal', 'leave', 'family', 'education', 'commute', 'housing', 'leisure', 'reward', 'facility'] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** The company's official reply (spec §5 trimmed-length rule, shown with the character counter). */
export const REVIEW_REPLY_MAX = 1_000;
/** The additional information a `form_required` reason asks for (/reports/new). */
export const REPORT_DETAIL_MAX = 1_000;

export const REVIEW_ORDERS = ['newest', 'oldest', 'rating_high', 'rating_low'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];
export const REPLY_FILTERS = ['all', 'replied', 'unreplied'] as const;
export type ReplyFilter = (typeof REPLY_FILTERS)[number];
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PER_MAX = 50;

/** Salary information: amounts in 만원 a year; the years a company's figures are shown for. */
export const SALARY_AMOUNT_RANGE = { min: 1_000, max: 100_000 } as const;
export const SALARY_YEARS_SHOWN = 5;
/** Fewer reports than this for an occupation and year show no figures (one employee's pay stays private). */
export const SALARY_MIN_REPORTS = 3;
export const OFFICIAL_SALARY_NOTE_MAX = 200;
