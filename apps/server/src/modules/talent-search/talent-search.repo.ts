import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_EXACT_LIMIT, type SearchOrder } from '@partners/contract';
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

/** The whole search as one tsquery (filters, keywords, exclusions), answered by one GIN scan. */
export function searchTsquery(q: EngineQuery['query']): string | null {
  const parts = [filterTsquery(q), keywordPart(q.query, q.or), excludedPart(q.not)].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.join(' & ');
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

export class PostgresTalentSearchEngine implements TalentSearchEngine {
  constructor(private readonly db: Db) {}

  async search(request: EngineQuery): Promise<EngineResult> {
    const { query, scope } = request;
    const tsquery = searchTsquery(query);
    const salary = salaryBounds(query);
    const conditions: SQL[] = [];
    if (tsquery) conditions.push(sql`${jobSeekers.searchVector} @@ ${tsquery}::tsquery`);
    if (salary) {
      conditions.push(gte(jobSeekers.desiredSalary, salary.min));
      if (salary.max !== null) conditions.push(lte(jobSeekers.desiredSalary, salary.max));
    }
    if (request.seekerIds) conditions.push(inArray(jobSeekers.id, [...request.seekerIds]));
    const where = conditions.length > 0 ? and(...conditions) : undefined;

    const poolJoin =
      scope.pool === 'big_pool'
        ? null
        : and(
            eq(talentPoolEntries.jobSeekerId, jobSeekers.id),
            eq(talentPoolEntries.companyId, scope.companyId),
            eq(talentPoolEntries.pool, scope.pool),
          );

    const started = performance.now();
    const page = this.db.select(resultColumns).from(jobSeekers).$dynamic();
    const matching = this.db.select({ one: sql`1` }).from(jobSeekers).$dynamic();
    // The company pools join the searching company's own entries: another company's pool is never read.
    if (poolJoin) {
      page.innerJoin(talentPoolEntries, poolJoin);
      matching.innerJoin(talentPoolEntries, poolJoin);
    }
    const capped = matching
      .where(where)
      .limit(SEARCH_TOTAL_EXACT_LIMIT + 1)
      .as('capped');
    const [rows, counts] = await Promise.all([
      page
        .where(where)
        .orderBy(...orderBy(query.order_by, keywordPart(query.query, query.or)))
        .limit(request.limit)
        .offset(request.offset),
      this.db.select({ total: sql<number>`count(*)::int` }).from(capped),
    ]);
    const tookMs = performance.now() - started;
    const counted = counts[0]?.total ?? 0;
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
