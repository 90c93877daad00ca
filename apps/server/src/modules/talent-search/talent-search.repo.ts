import { and, between, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ANY_DEGREE, SEARCH_TOTAL_EXACT_LIMIT, type SearchOrder } from '@partners/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { jobApplications, jobSeekers, talentPoolEntries } from '../../db/schema/index.js';
import { filterGroups, groupsTsquery, salaryBounds, type FacetGroup } from './facets.js';
import { indexedGroups, keywordShare, NO_SHARES, type LexemeShares } from './index-plan.js';
import { isSearchableKeyword, keywordTsquery } from './keywords.js';
import type { EngineQuery, EngineResult, TalentSearchEngine } from './search-engine.js';
import { resultColumns } from './talent-seekers.repo.js';

/** The keyword part of a search as tsquery input: all (or any, with `or`) keywords, minus excluded ones. */
export function keywordPart(keywords: readonly string[] | undefined, any: boolean): string | null {
  const parts = (keywords ?? []).map(keywordTsquery).filter((q): q is string => q !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] ?? null) : `(${parts.join(any ? ' | ' : ' & ')})`;
}

function excludedPart(keywords: readonly string[] | undefined): string | null {
  const parts = (keywords ?? []).map(keywordTsquery).filter((q): q is string => q !== null);
  return parts.length === 0 ? null : parts.map((p) => `!${p}`).join(' & ');
}

/**
 * What the GIN index can find rows by: the given facet groups and the keywords, minus exclusions; null
 * when nothing positive is left (an exclusion alone cannot be looked up).
 */
export function searchTsquery(q: EngineQuery['query'], groups: readonly FacetGroup[]): string | null {
  const positive = [groupsTsquery(groups), keywordPart(q.query, q.or)].filter((p): p is string => p !== null);
  if (positive.length === 0) return null;
  return [...positive, excludedPart(q.not)].filter((p): p is string => p !== null).join(' & ');
}

/** How long the lexeme shares read from the statistics are used before they are read again. */
const SHARES_TTL_MS = 10 * 60_000;

/** Each frequent lexeme's share of job seekers: the most common elements ANALYZE keeps for the vector. */
export async function readLexemeShares(db: Db): Promise<LexemeShares> {
  const { rows } = (await db.execute<{ lexeme: string; share: number }>(sql`
    select e as lexeme, f as share
    from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(e, f)
    where s.schemaname = current_schema() and s.tablename = 'job_seekers' and s.attname = 'search_vector' and e is not null`)) as {
    rows: { lexeme: string; share: number }[];
  };
  const shares = new Map(rows.map((r) => [r.lexeme, Number(r.share)]));
  return { shares, floor: shares.size === 0 ? 0 : Math.min(...shares.values()) };
}

/**
 * ORDER BY of each sort (spec §4), matching the btree indexes (DESC NULLS LAST) so that a broad search
 * walks an index and stops after one page. Accuracy is ranking here, and its window is re-ranked.
 */
function orderBy(order: SearchOrder): SQL[] {
  const tieBreak = sql`${jobSeekers.id} desc nulls last`;
  switch (order) {
    case 'updated_at':
      return [sql`${jobSeekers.resumeUpdatedAt} desc nulls last`, tieBreak];
    case 'job_intention_updated_at':
      return [sql`${jobSeekers.jobIntentionUpdatedAt} desc nulls last`, tieBreak];
    case 'score':
    case 'ranking':
      return [sql`${jobSeekers.rankScore} desc nulls last`, tieBreak];
  }
}

/** The filters as plain column predicates: what a walk along a sort index checks row by row. */
function filterConditions(q: EngineQuery['query']): SQL[] {
  const c: SQL[] = [];
  const occupation = [
    ...(q.occu_1 ? [inArray(jobSeekers.occupation1Id, q.occu_1)] : []),
    ...(q.occu ? [inArray(jobSeekers.occupation2Id, q.occu)] : []),
  ];
  if (occupation.length > 0) c.push(or(...occupation) ?? sql`true`);
  if (q.gen) c.push(inArray(jobSeekers.gender, q.gen));
  if (q.yoe) c.push(between(jobSeekers.yearsOfExperience, q.yoe.min, q.yoe.max));
  if (q.byear) c.push(between(jobSeekers.birthYear, q.byear.min, q.byear.max));
  if (q.edu) {
    const pairs = q.edu.map((level, i) => {
      const degree = q.deg?.[i] ?? ANY_DEGREE;
      return degree === ANY_DEGREE
        ? eq(jobSeekers.educationLevel, level)
        : and(eq(jobSeekers.educationLevel, level), eq(jobSeekers.degreeStatus, degree));
    });
    c.push(or(...pairs) ?? sql`true`);
  }
  if (q.job_intention) c.push(inArray(jobSeekers.jobIntention, q.job_intention));
  if (q.verification_badge !== undefined) c.push(eq(jobSeekers.verificationBadge, q.verification_badge));
  if (q.profile_level) c.push(inArray(jobSeekers.profileLevel, q.profile_level));
  return c;
}

/** Sets planner settings for the rest of the transaction, all in one round trip. */
async function setLocal(tx: Db, settings: Record<string, string>) {
  const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/** Planner switches: which access path a step may use. */
const ACCESS_PATHS = {
  // Room for an exact bitmap of a broad facet (a lossy one rechecks every row of its pages).
  bitmap: { enable_indexscan: 'off', enable_bitmapscan: 'on', enable_seqscan: 'off', work_mem: '32MB' },
  walk: { enable_indexscan: 'on', enable_bitmapscan: 'off', enable_seqscan: 'off' },
} as const;

/**
 * A filter-only search estimated at this many times the exact limit is surely above it, and skips
 * counting. The estimate comes from the filter columns' own statistics (histograms and most common
 * values), which at a million seekers came within 5% of the true count (5,983 against 5,989; 30,024
 * against 29,750); the search vector's statistics keep only the thousand most common lexemes, and
 * missed facets by up to 7×. Counting 10,001 broad matches was the slowest part of such a search.
 */
const SURELY_MORE = 1.25;

/** The planner's row estimate for a query (EXPLAIN, not run). */
export async function estimatedRows(tx: Db, query: SQLWrapper): Promise<number> {
  // Both drivers answer with `rows`; the plan is JSON on one and text on the other.
  const { rows } = (await tx.execute<Record<string, unknown>>(sql`explain (format json) ${query}`)) as { rows: Record<string, unknown>[] };
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * Accuracy re-ranks this many of the best matches by ranking with ts_rank; the matches after them keep
 * the ranking order (a rescore window, as in Elasticsearch). ts_rank reads each match's whole vector,
 * which is stored out of line: ranking every match of a broad keyword cost hundreds of milliseconds.
 * A multiple of the page size, so that no page straddles it.
 */
export const RESCORE_WINDOW = 200;

/**
 * The sort keys of an order (all DESC NULLS LAST, then id DESC), as selectable expressions. Accuracy
 * sorts by ranking here; its window is re-ranked afterwards.
 */
function sortKeys(order: SearchOrder): SQL[] {
  switch (order) {
    case 'updated_at':
      return [sql`${jobSeekers.resumeUpdatedAt}`];
    case 'job_intention_updated_at':
      return [sql`${jobSeekers.jobIntentionUpdatedAt}`];
    case 'score':
    case 'ranking':
      return [sql`${jobSeekers.rankScore}`];
  }
}

/** Rows in the order of `ids` (a page found by id, fetched with `id in (…)`). */
function inOrder<T extends { id: number }>(rows: T[], ids: readonly number[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

export type EngineTuning = {
  /** Matches above which the bitmap pass gives way to a walk (tests force either plan with it). */
  walkAbove?: number;
  /** A filter-only search estimated above this many matches walks at once, without counting. */
  surelyAbove?: number;
  rescoreWindow?: number;
};

/**
 * Two plans, chosen by the count rather than by the planner's estimates, which assume independent
 * keywords and go badly wrong when they are not (two keywords that never meet made it walk a whole sort
 * index: 9 s at a million rows). Every filter is checked on its column in both.
 * 1. Bitmap: read at most 10,001 matches by the GIN index (keywords and filters in one tsquery) with
 *    their sort keys, counting them and sorting them in the same statement. Up to `walkAbove` matches,
 *    that pass is the answer: the page's ids and the exact total. A filter-only search that its columns'
 *    statistics put above 12,500 skips it (SURELY_MORE). A search with nothing for the index (no keyword, no
 *    filter but salary) is counted by a scan that stops at 10,001.
 * 2. Walk: otherwise walk the sort index, checking each row, and stop after one page. A page that comes
 *    back short ends the matches, so its total is exact even when an estimate chose the walk.
 * Accuracy takes the ranking order from either plan and re-ranks its first `rescoreWindow` matches by
 * ts_rank. Either plan's statement returns the page's result columns with it (one round trip less than
 * fetching them by id afterwards); only accuracy's re-ranking takes the window's ids, then the page by id.
 */
export class PostgresTalentSearchEngine implements TalentSearchEngine {
  private readonly walkAbove: number;
  private readonly surelyAbove: number;
  private readonly rescoreWindow: number;

  constructor(
    private readonly db: Db,
    tuning: EngineTuning = {},
  ) {
    this.walkAbove = tuning.walkAbove ?? SEARCH_TOTAL_EXACT_LIMIT;
    this.surelyAbove = tuning.surelyAbove ?? SURELY_MORE * SEARCH_TOTAL_EXACT_LIMIT;
    this.rescoreWindow = tuning.rescoreWindow ?? RESCORE_WINDOW;
  }

  private shares: { readAt: number; value: Promise<LexemeShares> } | null = null;

  /** The lexeme shares, read again every SHARES_TTL_MS; a failed read plans without them. */
  private lexemeShares(): Promise<LexemeShares> {
    if (!this.shares || Date.now() - this.shares.readAt > SHARES_TTL_MS) {
      this.shares = { readAt: Date.now(), value: readLexemeShares(this.db).catch(() => NO_SHARES) };
    }
    return this.shares.value;
  }

  async search(request: EngineQuery): Promise<EngineResult> {
    const { query, scope } = request;
    const keywords = keywordPart(query.query, query.or);
    const groups = filterGroups(query);
    const shares = await this.lexemeShares();
    const searchable = (query.query ?? []).filter(isSearchableKeyword);
    const indexed = searchTsquery(query, indexedGroups(groups, searchable.length > 0 ? keywordShare(searchable, query.or, shares) : null, shares));
    const keywordQuery = [keywords, excludedPart(query.not)].filter((p): p is string => p !== null).join(' & ') || null;
    // Checks the facets do not hold: salary and a seeker list.
    const unindexed: SQL[] = [];
    const salary = salaryBounds(query);
    if (salary) {
      unindexed.push(gte(jobSeekers.desiredSalary, salary.min));
      if (salary.max !== null) unindexed.push(lte(jobSeekers.desiredSalary, salary.max));
    }
    if (request.seekerIds) unindexed.push(inArray(jobSeekers.id, [...request.seekerIds]));
    // One probe of the (posting, seeker) unique index per row checked.
    if (request.notApplicantsOf !== undefined)
      unindexed.push(
        sql`not exists (select 1 from ${jobApplications} where ${jobApplications.jobPostingId} = ${request.notApplicantsOf} and ${jobApplications.jobSeekerId} = ${jobSeekers.id})`,
      );
    const checks = [...filterConditions(query), ...unindexed];
    const vector = (q: string | null) => (q ? [sql`${jobSeekers.searchVector} @@ ${q}::tsquery`] : []);
    const bitmapWhere = and(...vector(indexed), ...checks);
    const walkWhere = and(...vector(keywordQuery), ...checks);

    // The company pools join the searching company's own entries: another company's pool is never read.
    const poolJoin =
      scope.pool === 'big_pool'
        ? null
        : and(
            eq(talentPoolEntries.jobSeekerId, jobSeekers.id),
            eq(talentPoolEntries.companyId, scope.companyId),
            eq(talentPoolEntries.pool, scope.pool),
          );
    const selecting = <T extends SelectedFields>(tx: Db, columns: T) => {
      const builder = tx.select(columns).from(jobSeekers).$dynamic();
      return poolJoin ? builder.innerJoin(talentPoolEntries, poolJoin) : builder;
    };
    const pageById = async (tx: Db, ids: number[]) =>
      ids.length === 0 ? [] : inOrder(await tx.select(resultColumns).from(jobSeekers).where(inArray(jobSeekers.id, ids)), ids);

    // Accuracy: the ranking order, whose first matches (up to the window) are then re-ranked. A page in
    // the window needs the whole window in ranking order; a page after it is a ranking page.
    const rescoring = query.order_by === 'score' && keywords !== null && request.offset < this.rescoreWindow;
    const span = rescoring ? { offset: 0, limit: Math.max(this.rescoreWindow, request.offset + request.limit) } : request;
    const window = this.rescoreWindow;
    const pageOf = async (tx: Db, ranked: number[]) => {
      if (!rescoring || !keywords) return ranked;
      const head = ranked.slice(0, window);
      const reranked =
        head.length === 0
          ? []
          : await tx
              .select({ id: jobSeekers.id })
              .from(jobSeekers)
              .where(inArray(jobSeekers.id, head))
              .orderBy(sql`ts_rank(${jobSeekers.searchVector}, ${keywords}::tsquery) desc`, ...orderBy('ranking'));
      return [...reranked.map((r) => r.id), ...ranked.slice(window)].slice(request.offset, request.offset + request.limit);
    };

    const started = performance.now();
    const { rows, counted } = await this.db.transaction(async (tx) => {
      // The planner switches below add a disable cost to the estimates, which then cross the JIT
      // threshold: compiling took ~200 ms for a walk that ran 7 ms. No search here gains from JIT.
      // Parallel workers: starting them costs more than the short scans here save, and under
      // concurrent searches they only take the cores other searches need.
      // Filter estimates come from the columns' statistics and hold; keyword estimates assume independent keywords and do not.
      const trustEstimate = !query.query && !query.not && scope.pool === 'big_pool';
      // A search that surely starts with the bitmap pass sets its switches in the same round trip.
      const bitmapFirst = indexed !== null && !trustEstimate;
      await setLocal(tx, { jit: 'off', max_parallel_workers_per_gather: '0', ...(bitmapFirst ? ACCESS_PATHS.bitmap : {}) });
      let total = SEARCH_TOTAL_EXACT_LIMIT + 1;
      if (indexed && (bitmapFirst || (await estimatedRows(tx, selecting(tx, { id: jobSeekers.id }).where(and(...checks)))) <= this.surelyAbove)) {
        if (!bitmapFirst) await setLocal(tx, ACCESS_PATHS.bitmap);
        const keys = sortKeys(query.order_by);
        const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, k.as(`k${i}`)]));
        const matches = selecting(tx, { id: jobSeekers.id, ...keyColumns })
          .where(bitmapWhere)
          .limit(SEARCH_TOTAL_EXACT_LIMIT + 1)
          .as('matches');
        const ordered = tx
          .select({ id: sql<number>`id`.as('page_id'), total: sql<number>`(count(*) over ())::int`.as('total') })
          .from(matches)
          .orderBy(...keys.map((_, i) => sql`${sql.identifier(`k${i}`)} desc nulls last`), sql`id desc`)
          .limit(span.limit)
          .offset(span.offset);
        // A page past the last match has no row to carry the total: count it apart (rare).
        const totalOf = async (page: { total: number }[]) =>
          page[0]?.total ?? (span.offset === 0 ? 0 : ((await tx.select({ n: sql<number>`count(*)::int` }).from(matches))[0]?.n ?? 0));
        if (rescoring) {
          const page = await ordered;
          total = await totalOf(page);
          if (total <= this.walkAbove)
            return {
              rows: await pageById(
                tx,
                await pageOf(
                  tx,
                  page.map((p) => p.id),
                ),
              ),
              counted: total,
            };
        } else {
          // The page's result rows joined in the same statement, in the same order (its keys read from the rows).
          const paged = ordered.as('page');
          const page = await tx
            .select({ total: paged.total, row: resultColumns })
            .from(paged)
            .innerJoin(jobSeekers, eq(jobSeekers.id, paged.id))
            .orderBy(...orderBy(query.order_by));
          total = await totalOf(page);
          if (total <= this.walkAbove) return { rows: page.map((p) => p.row), counted: total };
        }
      }
      if (!indexed) {
        // Nothing for the GIN index (no filter but salary, no keyword): count by a scan that stops at 10,001.
        const capped = selecting(tx, { id: jobSeekers.id })
          .where(walkWhere)
          .limit(SEARCH_TOTAL_EXACT_LIMIT + 1)
          .as('capped');
        total = (await tx.select({ n: sql<number>`count(*)::int` }).from(capped))[0]?.n ?? 0;
      }
      if (total === 0) return { rows: [], counted: 0 };

      await setLocal(tx, ACCESS_PATHS.walk);
      const walkOrder = orderBy(query.order_by);
      // A short page is the end of the matches, whatever the estimate said: the total is then exact.
      const countedOf = (found: number) => (found < span.limit ? Math.min(total, span.offset + found) : total);
      if (rescoring) {
        const ranked = await selecting(tx, { id: jobSeekers.id })
          .where(walkWhere)
          .orderBy(...walkOrder)
          .limit(span.limit)
          .offset(span.offset);
        return {
          rows: await pageById(
            tx,
            await pageOf(
              tx,
              ranked.map((r) => r.id),
            ),
          ),
          counted: countedOf(ranked.length),
        };
      }
      // The walk reads each row it checks: the page's result columns come with it.
      const rows = await selecting(tx, resultColumns)
        .where(walkWhere)
        .orderBy(...walkOrder)
        .limit(span.limit)
        .offset(span.offset);
      return { rows, counted: countedOf(rows.length) };
    });
    const tookMs = performance.now() - started;
    return {
      rows,
      total: Math.min(counted, SEARCH_TOTAL_EXACT_LIMIT),
      totalIsLowerBound: counted > SEARCH_TOTAL_EXACT_LIMIT,
      tookMs: Math.round(tookMs * 10) / 10,
    };
  }
}
