/**
 * Every page of the console and the pages around it (spec §2): its name, its path, and the product area
 * that owns it. The web's routes, the menus and every link the server writes (dashboard, notifications,
 * e-mails) take their paths from here, as API paths come from ENDPOINTS.
 *
 * The pages themselves are one export each (pages-console.ts: the pages the web's first load names;
 * pages-areas.ts: the product areas'), gathered here as the module namespace PAGES; links are built with
 * page-path.ts and page-links.ts. None of these imports anything at run time but each other: the web's build
 * reads AREA_PATHS from this file (apps/web/area-preloads.ts).
 */
import * as PAGES from './page-table.js';

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

/**
 * Every page by name, a module namespace: code names a page (`PAGES.notifications`), and a bundle keeps the
 * pages its code names. Nothing in the web looks a page up by a name it computes.
 */
export { PAGES };
