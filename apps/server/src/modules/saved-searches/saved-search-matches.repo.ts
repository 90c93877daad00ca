import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { companyEvents, jobSeekers, savedSearchMatchRuns, savedSearches } from '../../db/schema/index.js';

export type DueSavedSearch = typeof savedSearches.$inferSelect;

/** The watermark of a saved search that has never run: its creation. */
const watermark = sql`coalesce(${savedSearches.matchedUntil}, ${savedSearches.createdAt})`;

/** Saved searches whose last run (or creation) is at or before `before`, the longest-waiting first. */
export async function dueSavedSearches(db: Db, before: Date, limit: number): Promise<DueSavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(sql`${watermark} <= ${before.toISOString()}::timestamptz`)
    .orderBy(asc(watermark), asc(savedSearches.id))
    .limit(limit);
}

/** Job seekers registered or whose résumé was updated in (from, to], by id. */
export async function seekersChangedBetween(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .select({ id: jobSeekers.id })
    .from(jobSeekers)
    .where(
      or(
        and(gt(jobSeekers.resumeUpdatedAt, from), lte(jobSeekers.resumeUpdatedAt, to)),
        and(gt(jobSeekers.registeredAt, from), lte(jobSeekers.registeredAt, to)),
      ),
    )
    .orderBy(asc(jobSeekers.id));
  return rows.map((r) => r.id);
}

/**
 * Moves a saved search's watermark to `to`, only if it is still due (at or before `dueBefore`): of two workers
 * running the same search, one claims it; the other's update waits for the first's commit, then finds the
 * row no longer due and changes nothing.
 */
export async function claimWindow(tx: Db, id: number, dueBefore: Date, to: Date): Promise<boolean> {
  const rows = await tx
    .update(savedSearches)
    .set({ matchedUntil: to })
    .where(and(eq(savedSearches.id, id), sql`${watermark} <= ${dueBefore.toISOString()}::timestamptz`))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Records a run; false when the window was already recorded (the unique index on search and window end). */
export async function insertMatchRun(tx: Db, run: typeof savedSearchMatchRuns.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(savedSearchMatchRuns).values(run).onConflictDoNothing().returning({ id: savedSearchMatchRuns.id });
  return rows.length > 0;
}

/** The event log's row for a run with matches; `link` is the saved search's results narrowed to them, as the notification's. */
export async function insertMatchEvent(
  tx: Db,
  event: { companyId: number; savedSearchId: number; title: string; count: number; link: string; at: Date },
) {
  await tx.insert(companyEvents).values({
    companyId: event.companyId,
    kind: 'saved_search_matches',
    subjectId: event.savedSearchId,
    details: { title: event.title, count: event.count, link: event.link },
    occurredAt: event.at,
  });
}
