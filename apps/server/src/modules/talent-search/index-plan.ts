/**
 * Which filters of a search the GIN index looks rows up by (docs/decisions/0006). Every filter is
 * checked on its column anyway, so leaving one out of the index changes the cost, never the result.
 */
import type { FacetGroup } from './facets.js';
import { keywordLexemes } from './keywords.js';

/** Each frequent lexeme's share of job seekers (column statistics); `floor` bounds any other lexeme's. */
export type LexemeShares = { shares: ReadonlyMap<string, number>; floor: number };

export const NO_SHARES: LexemeShares = { shares: new Map(), floor: 0 };

const shareOf = (s: LexemeShares, lexeme: string) => s.shares.get(lexeme) ?? s.floor;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The share of rows the keyword part can match at most: a keyword's tokens and ANDed keywords take
 * the smallest share, ORed keywords add up. A one-syllable prefix stands for many lexemes: all rows.
 */
export function keywordShare(keywords: readonly string[], any: boolean, s: LexemeShares): number {
  const each = keywords.map((keyword) =>
    Math.min(1, ...keywordLexemes(keyword).map((token) => (token === null ? 1 : Math.min(...token.map((l) => shareOf(s, l)))))),
  );
  return any ? Math.min(1, sum(each)) : Math.min(1, ...each);
}

/**
 * How many rows of a GIN posting list cost as much as one row checked in the heap (measured at a
 * million seekers: ~0.35 µs an entry against ~2.5 µs a row, most heap pages coming from the OS cache).
 */
const HEAP_ROW_COST = 8;

/**
 * The facet groups worth giving the index. GIN drives its scan by a query's rarest lexemes, one by
 * one, so a range (one lexeme per year, each rare) drives it even when the range as a whole holds half
 * the rows: ANDed with 마케팅 and 영업, a ten-year birth range made the scan walk 500,000 entries
 * (190 ms) to find none, against 19 ms with the range checked on its column. A group of several
 * lexemes therefore goes to its column check instead when the rest of the search is so selective that
 * checking its few rows in the heap costs less than walking the group's entries. Shares are combined
 * as if independent (the filters), keywords by their rarest word (they often come together). Only
 * keyword searches leave groups out: in filter-only searches the ranges were as often the best
 * drivers, and the benchmark's filter-only p95 rose from 116 to 162 ms when they were left out.
 * Without statistics (a fresh table) every group goes to the index.
 */
export function indexedGroups(groups: readonly FacetGroup[], keywordPartShare: number | null, s: LexemeShares): FacetGroup[] {
  if (s.shares.size === 0 || keywordPartShare === null) return [...groups];
  const groupShares = groups.map((g) => Math.min(1, sum(g.map((l) => shareOf(s, l)))));
  return groups.filter((g, i) => {
    if (g.length === 1) return true;
    const rest = groupShares.reduce((product, share, j) => (j === i ? product : product * share), keywordPartShare ?? 1);
    return HEAP_ROW_COST * rest >= (groupShares[i] ?? 1);
  });
}
