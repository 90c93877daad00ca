/**
 * Links to pages of the pages table (pages.ts): `pagePath` fills a page's parameters, `pageOf` reads a path
 * back to its page. Apart from the table, which the web's first load reads, because the first load needs
 * neither (a bundle takes a module whole).
 */
import { PAGES } from './pages.js';

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

/** The parameters a path pattern takes: required ones must be given, optional ones may be. */
export type PatternValues<P extends string> = { [K in RequiredName<PatternParams<P>>]: ParamValue } & {
  [K in OptionalName<PatternParams<P>>]?: ParamValue;
};

type PageArgs<P extends string> = [PatternParams<P>] extends [never]
  ? [params?: Record<string, never>, query?: PageQuery]
  : [RequiredName<PatternParams<P>>] extends [never]
    ? [params?: PatternValues<P>, query?: PageQuery]
    : [params: PatternValues<P>, query?: PageQuery];

/** A link's query; `undefined` values are left out. */
export type PageQuery = Record<string, string | number | undefined>;

/**
 * A page's address: its path with the parameters filled in (each encoded; an optional one left out drops
 * the rest of the path after it) and the query appended. `pagePath(PAGES.applicants, { jobPostingId: 3 })`.
 */
export function pagePath<P extends string>(page: { path: P }, ...[params, query]: PageArgs<P>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const parts: string[] = [];
  for (const part of page.path.split('/')) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const value = values[part.slice(1, optional ? -1 : undefined)];
    if (value === undefined) {
      if (optional) break;
      throw new Error(`pagePath(${page.path}): ${part} is missing`);
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
