import { koreanMonth, koreanMonthBounds } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import type { PeriodicTask } from '../../platform/jobs.js';
import { ensurePartitions, insertVisitEvents, readDailyVisits, rollUpQueuedBatch, type VisitEventInput } from './visitors.repo.js';

/**
 * Visitor statistics (spec §2 /visitor_statistics; decision 0025). Pages read only the rollups that the
 * visitor rollup job keeps from the raw visit events.
 */

/** Visits per Korean day from `fromDay` to `toDay` (`YYYY-MM-DD`, inclusive), every day present (zeros too). */
export async function dailyVisits(db: Db, companyId: number, fromDay: string, toDay: string): Promise<{ day: string; visits: number }[]> {
  const rows = await readDailyVisits(db, companyId, fromDay, toDay);
  const byDay = new Map(rows.map((r) => [r.day, r.visits]));
  const days: { day: string; visits: number }[] = [];
  for (let at = Date.parse(`${fromDay}T00:00:00Z`), end = Date.parse(`${toDay}T00:00:00Z`); at <= end; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, visits: byDay.get(day) ?? 0 });
  }
  return days;
}

// ------------------------------------------------------------------ ingest and the rollup job

/** Events the rollup job takes per transaction. */
export const VISIT_ROLLUP_BATCH = 20_000;

/** The Korean month (`YYYY-MM-01`) an instant falls in. */
export function koreanMonthDay(at: Date): string {
  const { year, month } = koreanMonth(at);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/**
 * Records visit events as the public site reports them: creates the months' partitions when missing and
 * inserts; an event reported again (same key and time) counts once, a late one (old time) is fine. The
 * migration's trigger queues the new ones for the rollup job. Answers how many were new.
 */
export async function recordVisitEvents(db: Db, events: readonly VisitEventInput[]): Promise<number> {
  await ensurePartitions(db, [...new Set(events.map((e) => koreanMonthDay(e.occurredAt)))]);
  return insertVisitEvents(db, events);
}

/**
 * Adds queued events to the rollups, a batch per transaction, until the queue is empty (or only batches
 * other workers hold are left). A worker that dies mid-batch rolls its transaction back: the batch is
 * queued again, nothing counted. `afterTake` runs inside each transaction once its batch is held (tests).
 */
export async function rollUpVisits(
  db: Db,
  options: { batchSize?: number; maxBatches?: number; afterTake?: () => Promise<void> } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? VISIT_ROLLUP_BATCH;
  let total = 0;
  for (let n = 0; n < (options.maxBatches ?? Infinity); n++) {
    const taken = await db.transaction((tx) => rollUpQueuedBatch(tx as unknown as Db, batchSize, options.afterTake));
    total += taken;
    if (taken < batchSize) break;
  }
  return total;
}

/** The rollup job: every few seconds, the queue into the rollups. */
export function visitRollupTask(db: Db, everyMs = 3_000): PeriodicTask {
  return { name: 'visitors.rollup', everyMs, run: () => rollUpVisits(db) };
}

/** Creates the partitions of the current Korean month and the next `ahead` months. */
export async function ensureComingPartitions(db: Db, now = new Date(), ahead = 3): Promise<string[]> {
  const { start } = koreanMonthBounds(now);
  const months: string[] = [];
  for (let i = 0, at = start; i <= ahead; i++, at = koreanMonthBounds(at).end) months.push(koreanMonthDay(at));
  await ensurePartitions(db, months);
  return months;
}

/** Keeps the coming months' partitions of `visit_events` (hourly). */
export function visitPartitionsTask(db: Db, everyMs = 3_600_000): PeriodicTask {
  return { name: 'visitors.partitions', everyMs, run: () => ensureComingPartitions(db) };
}
