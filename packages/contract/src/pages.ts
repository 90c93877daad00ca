/**
 * Every page of the console and the pages around it (spec §2): its name, its path, and the product area
 * that owns it. The web's routes, the menus and every link the server writes (dashboard, notifications,
 * e-mails) take their paths from here, as API paths come from ENDPOINTS.
 *
 * Free of imports other than types: the web's build reads AREA_PATHS (apps/web/area-preloads.ts).
 */

/**
 * The product areas (top-menu groups) and the paths under /partners each owns: a path is the area's when it
 * is one of these or below one. Each area has its web route module `apps/web/src/app/areas/<area>.routes.tsx`.
 */
export const AREA_PATHS = {
  home: ['reputation_management'],
  'talent-pool': ['job_seekers', 'demo/candidate_inbox'],
  recruitment: ['job_management', 'applicant_management', 'job/postings'],
  company: ['business_managements', 'file_preview'],
  reviews: ['review_managements', 'interview_managements', 'welfare_managements', 'salary_managements'],
  data: ['visitor_statistics', 'score_statistics'],
  'salary-analysis': ['salary_analysis', 'salary_anaylysis'],
  account: ['operator_managements', 'payment_managements', 'marketing_managements', 'demo/mailbox'],
} as const satisfies Record<string, readonly string[]>;

export type AreaName = keyof typeof AREA_PATHS;

export const CONSOLE_PREFIX = '/partners/';

/** The area owning `pathname` (a URL path, e.g. /partners/job_seekers/search/index/1), if any. */
export function areaNameOf(pathname: string): AreaName | undefined {
  if (!pathname.startsWith(CONSOLE_PREFIX)) return undefined;
  const rest = pathname.slice(CONSOLE_PREFIX.length);
  return (Object.keys(AREA_PATHS) as AreaName[]).find((name) =>
    (AREA_PATHS[name] as readonly string[]).some((p) => rest === p || rest.startsWith(`${p}/`)),
  );
}

/**
 * A page: its path as a route pattern (`:name` a parameter, `:name?` an optional one) and its area. `shell`
 * pages are the console's own (header, footer, gates) and belong to no product area; `outside` pages are
 * not under /partners.
 */
export type Page = { path: string; area: AreaName | 'shell' | 'outside' };

export const PAGES = {
  // home
  reputationManagement: { path: '/partners/reputation_management', area: 'home' },

  // talent-pool (spec §2 "Talent pool routes")
  talentPool: { path: '/partners/job_seekers', area: 'talent-pool' },
  talentSearch: { path: '/partners/job_seekers/search/:tab/:page', area: 'talent-pool' },
  talentProfile: { path: '/partners/job_seekers/profile/:enc', area: 'talent-pool' },
  proposalReport: { path: '/partners/job_seekers/proposal_report', area: 'talent-pool' },
  projects: { path: '/partners/job_seekers/project', area: 'talent-pool' },
  allCandidates: { path: '/partners/job_seekers/project/candidates/:actionStatus?/:page?', area: 'talent-pool' },
  projectCandidates: { path: '/partners/job_seekers/project/:projectId/candidates/:status?/:page?', area: 'talent-pool' },
  /** Demo mode only: what the company's proposals delivered (no response links: answering is the seeker's act). */
  candidateInbox: { path: '/partners/demo/candidate_inbox', area: 'talent-pool' },

  // recruitment
  postings: { path: '/partners/job_management', area: 'recruitment' },
  applicants: { path: '/partners/applicant_management/:jobPostingId?', area: 'recruitment' },
  newPosting: { path: '/partners/job/postings/new', area: 'recruitment' },
  editPosting: { path: '/partners/job/postings/:id/edit', area: 'recruitment' },
  /** Where the audit log was before the account area had it (decision 0017): redirects to auditLog, query kept. */
  legacyAuditLog: { path: '/partners/job_management/audit_log', area: 'recruitment' },

  // company
  companyPage: { path: '/partners/business_managements', area: 'company' },
  companyInfo: { path: '/partners/business_managements/info', area: 'company' },
  coverImage: { path: '/partners/business_managements/cover_image', area: 'company' },
  newsroomEditor: { path: '/partners/business_managements/newsroom_editor', area: 'company' },
  companyNews: { path: '/partners/business_managements/news', area: 'company' },
  companyStory: { path: '/partners/business_managements/story', area: 'company' },
  pressReleases: { path: '/partners/business_managements/press_releases', area: 'company' },
  filePreview: { path: '/partners/file_preview', area: 'company' },

  // reviews
  companyReviews: { path: '/partners/review_managements', area: 'reviews' },
  interviewReviews: { path: '/partners/interview_managements', area: 'reviews' },
  welfareReviews: { path: '/partners/welfare_managements', area: 'reviews' },
  salaryInfo: { path: '/partners/salary_managements', area: 'reviews' },

  // data
  visitorStatistics: { path: '/partners/visitor_statistics', area: 'data' },
  scoreStatistics: { path: '/partners/score_statistics', area: 'data' },

  // salary-analysis: the form and list (query status=create|list) and the bare report, spelled as the spec spells it
  salaryAnalysis: { path: '/partners/salary_analysis', area: 'salary-analysis' },
  salaryReport: { path: '/partners/salary_anaylysis/detail', area: 'salary-analysis' },

  // account
  operatorManagement: { path: '/partners/operator_managements', area: 'account' },
  /** The audit log (the account area; the recruitment left menu links here too). */
  auditLog: { path: '/partners/operator_managements/audit_log', area: 'account' },
  paymentManagement: { path: '/partners/payment_managements', area: 'account' },
  receipt: { path: '/partners/payment_managements/receipts/:id', area: 'account' },
  /** Labelled settings in the menu. */
  settings: { path: '/partners/marketing_managements', area: 'account' },
  /** Demo mode only: the recorded mails and the text messages sent to operators. */
  demoMailbox: { path: '/partners/demo/mailbox', area: 'account' },

  // the console's own pages
  accessError: { path: '/partners/access_error', area: 'shell' },
  brandService: { path: '/partners/renewal_brandservice', area: 'shell' },
  notifications: { path: '/partners/notifications', area: 'shell' },
  termsRecruitment: { path: '/partners/agreements/tos_recruitment', area: 'shell' },
  /** The one-time-password step-up page (bare); `redirect_url` is where it returns. */
  certifyOtp: { path: '/partners/certify_otp', area: 'shell' },

  // outside /partners
  signIn: { path: '/user-session/sign-in', area: 'outside' },
  /** A mailed invitation's page (public, no console shell); the token is a secret. */
  invitationAccept: { path: '/invitations/accept/:token', area: 'outside' },
  /** The job seeker's answer to a proposal (public, reached by a signed link). */
  proposalResponse: { path: '/proposals/respond/:token', area: 'outside' },
  /** Demo mode only: the job seekers' phones, with the links, at the key the server prints (decision 0028). */
  seekerPhone: { path: '/demo/seeker_phone/:key', area: 'outside' },
  /** The additional information a report reason asks for (spec §7), signed in, without menus. */
  reportNew: { path: '/reports/new', area: 'outside' },
  error500: { path: '/error/500', area: 'outside' },
  error503: { path: '/error/503', area: 'outside' },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

/** The parameter names of a route pattern, `?` kept on optional ones. */
type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type RequiredName<N extends string> = N extends `${string}?` ? never : N;
type OptionalName<N extends string> = N extends `${infer Base}?` ? Base : never;
type ParamValue = string | number;

/** The parameters a page's path takes: required ones must be given, optional ones may be. */
export type PageParams<N extends PageName> = {
  [K in RequiredName<PatternParams<(typeof PAGES)[N]['path']>>]: ParamValue;
} & { [K in OptionalName<PatternParams<(typeof PAGES)[N]['path']>>]?: ParamValue };

type PageArgs<N extends PageName> = [PatternParams<(typeof PAGES)[N]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: PageQuery]
  : [RequiredName<PatternParams<(typeof PAGES)[N]['path']>>] extends [never]
    ? [params?: PageParams<N>, query?: PageQuery]
    : [params: PageParams<N>, query?: PageQuery];

/** A link's query; `undefined` values are left out. */
export type PageQuery = Record<string, string | number | undefined>;

/**
 * A page's address: its path with the parameters filled in (each encoded; an optional one left out drops
 * the rest of the path after it) and the query appended. `pagePath('applicants', { jobPostingId: 3 })`.
 */
export function pagePath<N extends PageName>(name: N, ...[params, query]: PageArgs<N>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const parts: string[] = [];
  for (const part of PAGES[name].path.split('/')) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const value = values[part.slice(1, optional ? -1 : undefined)];
    if (value === undefined) {
      if (optional) break;
      throw new Error(`pagePath(${name}): ${part} is missing`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${parts.join('/')}${qs ? `?${qs}` : ''}`;
}

/** The page whose path `pathname` (no query) is, parameters matched as one segment each. */
export function pageOf(pathname: string): PageName | undefined {
  const segments = pathname.split('/');
  return (Object.keys(PAGES) as PageName[]).find((name) => {
    const pattern = PAGES[name].path.split('/');
    const required = pattern.filter((part) => !part.endsWith('?')).length;
    if (segments.length < required || segments.length > pattern.length) return false;
    return segments.every((segment, i) => {
      const part = pattern[i];
      if (part === undefined) return false;
      return part.startsWith(':') ? segment !== '' : part === segment;
    });
  });
}
