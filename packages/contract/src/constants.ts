/** Domain constants shared by server and web (spec §3, §4, §9). */

export const PRIVILEGE_MASTER_CODES = ['basic', 'standard', 'premium', 'vip', 'premium_recruit'] as const;
export type PrivilegeMasterCode = (typeof PRIVILEGE_MASTER_CODES)[number];

export const BUSINESS_ROLES = ['admin', 'manager'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];
/** Spec §6: admin is shown as 최고 운영자, otherwise 매니저 (the label table's; see labels.ts). */
export const BUSINESS_ROLE_LABELS = { admin: '최고 운영자', manager: '매니저' } as const satisfies Record<BusinessRole, string>;

/** A membership's permission: granted by an admin; pending until then; revoked afterwards. */
export const BUSINESS_ACCOUNT_PERMISSIONS = ['granted', 'pending', 'revoked'] as const;
export type BusinessAccountPermission = (typeof BUSINESS_ACCOUNT_PERMISSIONS)[number];

export const REPUTATION_RATINGS = ['GOOD', 'MID', 'LOW_MID', 'BAD'] as const;
export type ReputationRating = (typeof REPUTATION_RATINGS)[number];

/** The 17 provinces and metropolitan cities (시·도): where a posting's work is, where a visitor lives. */
export const KOREAN_PROVINCES = [
  'seoul',
  'gyeonggi',
  'incheon',
  'busan',
  'daegu',
  'daejeon',
  'gwangju',
  'ulsan',
  'sejong',
  'gangwon',
  'chungbuk',
  'chungnam',
  'jeonbuk',
  'jeonnam',
  'gyeongbuk',
  'gyeongnam',
  'jeju',
] as const;
export type KoreanProvince = (typeof KOREAN_PROVINCES)[number];
export function isKoreanProvince(value: string): value is KoreanProvince {
  return (KOREAN_PROVINCES as readonly string[]).includes(value);
}

export const COMPANY_SIZES = ['large', 'mid', 'small', 'startup', 'public', 'foreign'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
/** How a company's size reads in Korean (the company introduction a proposal carries). */
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  large: '대기업',
  mid: '중견기업',
  small: '중소기업',
  startup: '스타트업',
  public: '공공기관',
  foreign: '외국계 기업',
};

/** Spec §3: default salary-analysis taxonomy ids. */
export const OCCUPATION_LEVEL1_DEVELOPMENT_ID = 11600;
export const INDUSTRY_LEVEL1_IT_ID = 700;

export const USAGE_KEY_CODES = [
  'profile',
  'cover_photo',
  'review_comments',
  'interview_comments',
  'job_postings',
  'hr_job_seekers',
  'official_salaries',
  'benefits',
] as const;
export type UsageKeyCode = (typeof USAGE_KEY_CODES)[number];

/** Spec §9: post, benefit and official-salary items do not count towards the usage rate. */
export const USAGE_RATE_EXCLUDED: readonly UsageKeyCode[] = ['job_postings', 'benefits', 'official_salaries'];

/** Spec §9: the five welcome tasks. */
export const WELCOME_TASKS: readonly UsageKeyCode[] = ['profile', 'cover_photo', 'review_comments', 'interview_comments', 'job_postings'];

export const NOTIFICATION_BAR_SIZE = 5;
export const NOTIFICATION_PAGE_SIZE = 20;
export const APPLICANT_BADGE_CAP = 999;
export const REQUEST_TIMEOUT_MS = 60_000;
export const CSRF_HEADER = 'x-csrf-token';
export const LOGIN_CHECK_ERROR_FLAG = 'login_check_error';

/**
 * The largest request body a route takes, in bytes (decision 0026). Every JSON form fits `form` with room to
 * spare; `rich` is the largest body allowed by the rich-text schemas: a company post of 100,000 characters
 * of Korean text (3 bytes each in UTF-8) with its title and summary, about 300 KB, which also covers a
 * posting's two 30,000-character HTML fields. Uploads are multipart and keep their own per-purpose limits.
 */
export const BODY_LIMITS = { form: 64 * 1024, rich: 384 * 1024 } as const;

/**
 * An e-mail address as typed (the contract's `emailSchema` is built from these; a form can check it without
 * zod). The length check comes first, so the pattern never runs on a longer string, and the pattern is linear:
 * the domain's first label takes no dot, so the engine never tries each split of a run of dots (the old
 * `[^\s@]+\.[^\s@]+` was quadratic: 20,000 dots held the event loop for 0.7 s). Decision 0026.
 */
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;

/** Whether `value`, trimmed, is an e-mail address `emailSchema` takes. */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX && EMAIL_PATTERN.test(trimmed);
}
