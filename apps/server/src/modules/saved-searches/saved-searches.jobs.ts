import { POOL_BY_TAB, TALENT_PATHS, talentSearchQuery, type TalentSearchQuery } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import type { JobLog, PeriodicTask } from '../../platform/jobs.js';
import { notify } from '../notifications/notifications.service.js';
import type { TalentSearchDeps } from '../talent-search/talent-search.service.js';
import { newMatchesMessage } from './saved-searches.copy.js';
import {
  claimWindow,
  dueSavedSearches,
  insertMatchEvent,
  insertMatchRun,
  seekersChangedBetween,
  type DueSavedSearch,
} from './saved-search-matches.repo.js';

export const SAVED_SEARCH_MATCH_TASK = 'saved_searches.match';
/** Each saved search runs at most once a day, over what changed since its last run. */
export const MATCH_INTERVAL_MS = DAY_MS;
/** The task ticks this often; each tick runs the searches that are due. */
const TICK_MS = 10 * 60_000;
/** Saved searches one tick runs at most (the rest wait for the next tick). */
const SEARCHES_PER_TICK = 100;
/** Changed job seekers one engine query restricts to at most. */
const SEEKER_CHUNK = 5_000;
/** Job seekers the notification's link lists (the search's `job_seeker_ids` takes up to 50). */
export const LINKED_MATCHES = 20;

export type MatchOutcome = { savedSearchId: number; newMatches: number } | null;

/** The saved query as the search call takes it, in the pool of its tab; null when it no longer parses. */
function searchQueryOf(search: DueSavedSearch): TalentSearchQuery | null {
  const parsed = talentSearchQuery.safeParse({ ...Object.fromEntries(new URLSearchParams(search.query)), pool: POOL_BY_TAB[search.tab] });
  return parsed.success ? parsed.data : null;
}

/** The saved search's results restricted to the new matches: where the notification leads. */
export function matchesPath(
  deps: Pick<TalentSearchDeps, 'ids'>,
  search: Pick<DueSavedSearch, 'tab' | 'query'>,
  seekerIds: readonly number[],
): string {
  const params = new URLSearchParams(search.query);
  params.set('job_seeker_ids', seekerIds.map((id) => deps.ids.encode(id)).join(','));
  return `${TALENT_PATHS.search(search.tab, 1)}?${params.toString()}`;
}

/**
 * Runs one saved search over the job seekers registered or updated in (watermark, now]: counts the matches
 * with the talent search engine (the same query the search screen runs), then, in one transaction, claims the
 * window, records the run and, when there are matches, adds the event and notifies the owner (every operator
 * of the company when the search is shared). null: another worker ran this window first.
 */
export async function matchSavedSearch(deps: TalentSearchDeps, search: DueSavedSearch, now: Date): Promise<MatchOutcome> {
  const from = search.matchedUntil ?? search.createdAt;
  const query = searchQueryOf(search);
  const changed = query ? await seekersChangedBetween(deps.db, from, now) : [];
  let newMatches = 0;
  const sample: number[] = [];
  for (let i = 0; i < changed.length && query; i += SEEKER_CHUNK) {
    const result = await deps.engine.search({
      scope: { companyId: search.companyId, pool: query.pool },
      query,
      seekerIds: changed.slice(i, i + SEEKER_CHUNK),
      limit: Math.max(LINKED_MATCHES - sample.length, 1),
      offset: 0,
    });
    newMatches += result.total;
    sample.push(...result.rows.map((r) => r.id).slice(0, LINKED_MATCHES - sample.length));
  }
  return deps.db.transaction(async (tx) => {
    if (!(await claimWindow(tx, search.id, new Date(now.getTime() - MATCH_INTERVAL_MS), now))) return null;
    const recorded = await insertMatchRun(tx, {
      companyId: search.companyId,
      savedSearchId: search.id,
      matchedFrom: from,
      matchedTo: now,
      newMatches,
      sampleJobSeekerIds: sample,
      createdAt: now,
    });
    if (!recorded) return null;
    if (newMatches > 0) {
      const link = matchesPath(deps, search, sample);
      await insertMatchEvent(tx, { companyId: search.companyId, savedSearchId: search.id, title: search.title, count: newMatches, link, at: now });
      await notify(tx, search.companyId, search.shared ? 'operators' : [search.userId], newMatchesMessage(search.title, newMatches), link, now);
    }
    return { savedSearchId: search.id, newMatches };
  });
}

/** One tick: every saved search whose last run is a day old or more (up to a batch), oldest first. */
export async function runSavedSearchMatches(deps: TalentSearchDeps, now: Date, log?: JobLog): Promise<MatchOutcome[]> {
  const due = await dueSavedSearches(deps.db, new Date(now.getTime() - MATCH_INTERVAL_MS), SEARCHES_PER_TICK);
  const outcomes: MatchOutcome[] = [];
  for (const search of due) {
    try {
      outcomes.push(await matchSavedSearch(deps, search, now));
    } catch (error) {
      log?.warn({ err: error, savedSearchId: search.id }, 'saved search match failed');
    }
  }
  return outcomes;
}

/** The periodic task: ticks every few minutes, runs each saved search at most once a day. */
export function savedSearchMatchTask(deps: TalentSearchDeps, log?: JobLog): PeriodicTask {
  return { name: SAVED_SEARCH_MATCH_TASK, everyMs: TICK_MS, run: () => runSavedSearchMatches(deps, new Date(), log) };
}
