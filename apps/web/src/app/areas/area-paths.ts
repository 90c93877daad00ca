/**
 * The product areas (top-menu groups, packages/contract/src/menu.ts) and the paths under /partners each
 * owns: a path is the area's when it is one of these or below one. Each key has its route module
 * `<key>.routes.tsx` beside this file. Plain data because the build reads it too (vite.config.ts: which
 * chunks the server preloads with a console page).
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
