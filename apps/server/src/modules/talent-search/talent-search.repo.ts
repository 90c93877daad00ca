import { and, between, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ANY_DEGREE, SEARCH_TOTAL_EXACT_LIMIT, type SearchOrder } from '@partners/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { jobSeekers, occupations, searchEvents, talentPoolEntries } from '../../db/schema/index.js';
import { filterTsquery, salaryBounds } from './facets.js';
import { keywordTsquery } from './keywords.js';
import type { EngineQuery, EngineResult, SeekerRow, TalentSearchEngine } from './search-engine.js';

const resultColumns = {
  id: jobSeekers.id,
  headline: jobSeekers.headline,
  birthYear: jobSeekers.birthYear,
  gender: jobSeekers.gender,
  educationLevel: jobSeekers.educationLevel,
  degreeStatus: jobSeekers.degreeStatus,
  occupation1Id: jobSeekers.occupation1Id,
  occupation2Id: jobSeekers.occupation2Id,
  yearsOfExperience: jobSeekers.yearsOfExperience,
  desiredSalary: jobSeekers.desiredSalary,
  jobIntention: jobSeekers.jobIntention,
  verificationBadge: jobSeekers.verificationBadge,
  profileLevel: jobSeekers.profileLevel,
  skills: jobSeekers.skills,
  resume: jobSeekers.resume,
  resumeUpdatedAt: jobSeekers.resumeUpdatedAt,
};

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
 * What the GIN index can find rows by: the filters and the keywords, minus exclusions; null when
 * nothing positive is left (an exclusion alone cannot be looked up).
 */
export function searchTsquery(q: EngineQuery['query']): string | null {
  const positive = [filterTsquery(q), keywordPart(q.query, q.or)].filter((p): p is string => p !== null);
  if (positive.length === 0) return null;
  return [...positive, excludedPart(q.not)].filter((p): p is string => p !== null).join(' & ');
}

/**
 * ORDER BY of each sort (spec §4), matching the btree indexes (DESC NULLS LAST) so that a broad search
 * walks an index and stops after one page. Accuracy ranks by the keywords alone, then by ranking.
 */
function orderBy(order: SearchOrder, keywords: string | null): SQL[] {
  const tieBreak = sql`${jobSeekers.id} desc nulls last`;
  switch (order) {
    case 'updated_at':
      return [sql`${jobSeekers.resumeUpdatedAt} desc nulls last`, tieBreak];
    case 'job_intention_updated_at':
      return [sql`${jobSeekers.jobIntentionUpdatedAt} desc nulls last`, tieBreak];
    case 'score':
      if (keywords) {
        return [sql`ts_rank(${jobSeekers.searchVector}, ${keywords}::tsquery) desc`, sql`${jobSeekers.rankScore} desc nulls last`, tieBreak];
      }
      return [sql`${jobSeekers.rankScore} desc nulls last`, tieBreak];
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
      return degree === ANY_DEGREE ? eq(jobSeekers.educationLevel, level) : and(eq(jobSeekers.educationLevel, level), eq(jobSeekers.degreeStatus, degree));
    });
    c.push(or(...pairs) ?? sql`true`);
  }
  if (q.job_intention) c.push(inArray(jobSeekers.jobIntention, q.job_intention));
  if (q.verification_badge !== undefined) c.push(eq(jobSeekers.verificationBadge, q.verification_badge));
  if (q.profile_level) c.push(inArray(jobSeekers.profileLevel, q.profile_level));
  return c;
}

/** Planner switches for one transaction: which access path a step may use. */
async function allowOnly(tx: Db, path: 'bitmap' | 'walk') {
  await tx.execute(path === 'bitmap' ? sql`set local enable_indexscan = off` : sql`set local enable_bitmapscan = off`);
  await tx.execute(sql`set local enable_seqscan = off`);
  // Room for an exact bitmap of a broad facet (a lossy one rechecks every row of its pages).
  if (path === 'bitmap') await tx.execute(sql`set local work_mem = '32MB'`);
}

/**
 * A filter-only search estimated at this many times the exact limit is surely above it: its attributes
 * are drawn independently, so the planner's estimate is close, and counting 10,001 broad matches was the
 * slowest part of such a search.
 */
const SURELY_MORE = 3;

/** The planner's row estimate for a query (EXPLAIN, not run). */
export async function estimatedRows(tx: Db, query: SQLWrapper): Promise<number> {
  // Both drivers answer with `rows`; the plan is JSON on one and text on the other.
  const { rows } = (await tx.execute<Record<string, unknown>>(sql`explain (format json) ${query}`)) as { rows: Record<string, unknown>[] };
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** Accuracy re-ranks this many of the best matches by ranking (a rescore window, as in Elasticsearch). */
export const RESCORE_WINDOW = 1_000;

/** The sort keys of an order (all DESC NULLS LAST, then id DESC), as selectable expressions. */
function sortKeys(order: SearchOrder, keywords: string | null): SQL[] {
  switch (order) {
    case 'updated_at':
      return [sql`${jobSeekers.resumeUpdatedAt}`];
    case 'job_intention_updated_at':
      return [sql`${jobSeekers.jobIntentionUpdatedAt}`];
    case 'score':
      return keywords ? [sql`ts_rank(${jobSeekers.searchVector}, ${keywords}::tsquery)`, sql`${jobSeekers.rankScore}`] : [sql`${jobSeekers.rankScore}`];
    case 'ranking':
      return [sql`${jobSeekers.rankScore}`];
  }
}

/** Rows in the order of `ids` (a page found by id, fetched with `id in (…)`). */
function inOrder<T extends { id: number }>(rows: T[], ids: readonly number[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/**
 * Two plans, chosen by the count rather than by the planner's estimates, which assume independent
 * keywords and go badly wrong when they are not (two keywords that never meet made it walk a whole sort
 * index: 9 s at a million rows). Every filter is checked on its column in both.
 * 1. Bitmap: read at most 10,001 matches by the GIN index (keywords and filters in one tsquery) with
 *    their sort keys, counting them and sorting them in the same statement. Up to `walkAbove` matches,
 *    that pass is the answer: the page's ids and the exact total. A filter-only search that the planner
 *    puts far above 10,000 skips it (SURELY_MORE). A search with nothing for the index (no keyword, no
 *    filter but salary) is counted by a scan that stops at 10,001.
 * 2. Walk: otherwise walk the sort index, checking each row, and stop after one page. Accuracy with
 *    many matches re-ranks the best RESCORE_WINDOW by ranking.
 * Both end by fetching the page's result columns by id.
 */
export class PostgresTalentSearchEngine implements TalentSearchEngine {
  constructor(
    private readonly db: Db,
    private readonly walkAbove = SEARCH_TOTAL_EXACT_LIMIT,
  ) {}

  async search(request: EngineQuery): Promise<EngineResult> {
    const { query, scope } = request;
    const indexed = searchTsquery(query);
    const keywords = keywordPart(query.query, query.or);
    const keywordQuery = [keywords, excludedPart(query.not)].filter((p): p is string => p !== null).join(' & ') || null;
    // Checks the facets do not hold: salary and a seeker list.
    const unindexed: SQL[] = [];
    const salary = salaryBounds(query);
    if (salary) {
      unindexed.push(gte(jobSeekers.desiredSalary, salary.min));
      if (salary.max !== null) unindexed.push(lte(jobSeekers.desiredSalary, salary.max));
    }
    if (request.seekerIds) unindexed.push(inArray(jobSeekers.id, [...request.seekerIds]));
    const checks = [...filterConditions(query), ...unindexed];
    const vector = (q: string | null) => (q ? [sql`${jobSeekers.searchVector} @@ ${q}::tsquery`] : []);
    const bitmapWhere = and(...vector(indexed), ...checks);
    const walkWhere = and(...vector(keywordQuery), ...checks);
    // What the planner estimates well: the facets hold every other filter, and their column checks would
    // count each filter twice in the estimate.
    const estimateWhere = and(...vector(indexed), ...unindexed);

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

    const started = performance.now();
    const { rows, counted } = await this.db.transaction(async (tx) => {
      // The planner switches below add a disable cost to the estimates, which then cross the JIT
      // threshold: compiling took ~200 ms for a walk that ran 7 ms. No search here gains from JIT.
      await tx.execute(sql`set local jit = off`);
      // Estimates hold for filters (their attributes are independent) but not for keywords.
      const trustEstimate = !query.query && !query.not && scope.pool === 'big_pool';
      let total = SEARCH_TOTAL_EXACT_LIMIT + 1;
      if (indexed && !(trustEstimate && (await estimatedRows(tx, selecting(tx, { id: jobSeekers.id }).where(estimateWhere))) > SURELY_MORE * SEARCH_TOTAL_EXACT_LIMIT)) {
        await allowOnly(tx, 'bitmap');
        // Accuracy's ts_rank reads each match's whole vector: leave it out of this pass, which may end
        // in a walk, and rank only when the matches are few enough to sort (below).
        const byAccuracy = query.order_by === 'score' && keywords !== null;
        const keys = sortKeys(byAccuracy ? 'ranking' : query.order_by, keywords);
        const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, k.as(`k${i}`)]));
        const matches = selecting(tx, { id: jobSeekers.id, ...keyColumns })
          .where(bitmapWhere)
          .limit(SEARCH_TOTAL_EXACT_LIMIT + 1)
          .as('matches');
        const page = await tx
          .select({ id: sql<number>`id`, total: sql<number>`(count(*) over ())::int` })
          .from(matches)
          .orderBy(...keys.map((_, i) => sql`${sql.identifier(`k${i}`)} desc nulls last`), sql`id desc`)
          .limit(request.limit)
          .offset(request.offset);
        // A page past the last match has no row to carry the total: count it apart (rare).
        total = page[0]?.total ?? (request.offset === 0 ? 0 : ((await tx.select({ n: sql<number>`count(*)::int` }).from(matches))[0]?.n ?? 0));
        if (total <= this.walkAbove) {
          const ids = byAccuracy
            ? await selecting(tx, { id: jobSeekers.id })
                .where(bitmapWhere)
                .orderBy(...orderBy('score', keywords))
                .limit(request.limit)
                .offset(request.offset)
            : page;
          return { rows: await pageById(tx, ids.map((p) => p.id)), counted: total };
        }
      }
      if (!indexed) {
        // Nothing for the GIN index (no filter but salary, no keyword): count by a scan that stops at 10,001.
        const capped = selecting(tx, { id: jobSeekers.id }).where(walkWhere).limit(SEARCH_TOTAL_EXACT_LIMIT + 1).as('capped');
        total = (await tx.select({ n: sql<number>`count(*)::int` }).from(capped))[0]?.n ?? 0;
      }
      if (total === 0) return { rows: [], counted: 0 };

      await allowOnly(tx, 'walk');
      const ids =
        query.order_by === 'score' && keywords
          ? await (async () => {
              const window = await selecting(tx, { id: jobSeekers.id }).where(walkWhere).orderBy(...orderBy('ranking', null)).limit(RESCORE_WINDOW);
              return tx
                .select({ id: jobSeekers.id })
                .from(jobSeekers)
                .where(inArray(jobSeekers.id, window.map((w) => w.id)))
                .orderBy(...orderBy('score', keywords))
                .limit(request.limit)
                .offset(request.offset);
            })()
          : await selecting(tx, { id: jobSeekers.id })
              .where(walkWhere)
              .orderBy(...orderBy(query.order_by, keywords))
              .limit(request.limit)
              .offset(request.offset);
      return { rows: await pageById(tx, ids.map((r) => r.id)), counted: total };
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

export async function listOccupations(db: Db) {
  return db.select().from(occupations).orderBy(occupations.id);
}

/** One seeker's résumé for the profile page: every column but the search vector (contacts are elsewhere). */
export async function findProfile(db: Db, id: number) {
  const [row] = await db
    .select({
      ...resultColumns,
      name: jobSeekers.name,
      jobIntentionUpdatedAt: jobSeekers.jobIntentionUpdatedAt,
      registeredAt: jobSeekers.registeredAt,
    })
    .from(jobSeekers)
    .where(eq(jobSeekers.id, id))
    .limit(1);
  return row as (SeekerRow & { name: string; jobIntentionUpdatedAt: Date; registeredAt: Date }) | undefined;
}

export async function insertSearchEvent(db: Db, event: typeof searchEvents.$inferInsert) {
  await db.insert(searchEvents).values(event);
}
