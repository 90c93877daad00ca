import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_EVENT_LOG_PER, ENDPOINTS, NOTIFICATION_BAR_QUERY, PAGES } from '@partners/contract';

/** One product area's first-visit files, as the web build writes them (apps/web/area-preloads.ts). */
export type AreaPreload = { paths: string[]; files: string[] };

/** The build's area preloads; none when the build did not write them. */
export function readAreaPreloads(webDist: string): AreaPreload[] {
  const file = path.join(webDist, 'area-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AreaPreload[]) : [];
}

/**
 * Preload links for the files of the area owning `pathname`, so they download with the shell's scripts.
 * Styles carry `crossorigin`: Vite adds a chunk's stylesheet in CORS mode, and a preload whose credentials
 * mode differs is not used (the browser downloads the file twice). Module preloads are CORS already.
 */
export function areaPreloadLinks(preloads: AreaPreload[], pathname: string): string[] {
  const area = preloads.find((a) => a.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
  return (area?.files ?? []).map((file) =>
    file.endsWith('.css') ? `<${file}>; rel=preload; as=style; crossorigin` : `<${file}>; rel=modulepreload`,
  );
}

/** A data call as the web's client sends it: the query in its keys' order (apps/web/src/lib/api/client.ts). */
function callUrl(path: string, query?: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([key, value]): [string, string] => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The data calls a console page makes first whatever its address says, beyond the console info: every page's
 * notification bar, and the home's banner (the phone's largest paint), welcome tasks and first page of the
 * event log.
 */
const FIRST_CALLS: { pathname: string | null; urls: string[] }[] = [
  { pathname: null, urls: [callUrl(ENDPOINTS['notifications.list'].path, NOTIFICATION_BAR_QUERY)] },
  {
    pathname: PAGES.reputationManagement.path,
    urls: [
      callUrl(ENDPOINTS['dashboard.banner'].path),
      callUrl(ENDPOINTS['info.usage'].path),
      callUrl(ENDPOINTS['dashboard.eventLog'].path, { page: 1, per: DASHBOARD_EVENT_LOG_PER }),
    ],
  },
];

/**
 * Preload links for those calls, so the browser makes them while it downloads the scripts, and the web's own
 * fetch of the same URL takes the answer (a preload's URL and CORS mode must match the fetch's, or it is
 * fetched twice). Only for a page address without a query: a query can change what the page asks first.
 */
export function dataPreloadLinks(pathname: string, hasQuery: boolean): string[] {
  return FIRST_CALLS.filter((call) => call.pathname === null || (call.pathname === pathname && !hasQuery)).flatMap((call) =>
    call.urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`),
  );
}
