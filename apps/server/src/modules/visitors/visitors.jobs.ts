import type { Db } from '../../platform/db.js';
import type { PeriodicTask } from '../../platform/jobs.js';
import { ensureComingPartitions, rollUpVisits } from './visitors.service.js';

/** The rollup job: every few seconds, the queue into the rollups. */
export function visitRollupTask(db: Db, everyMs = 3_000): PeriodicTask {
  return { name: 'visitors.rollup', everyMs, run: () => rollUpVisits(db) };
}

/** Keeps the coming months' partitions of `visit_events` (hourly). */
export function visitPartitionsTask(db: Db, everyMs = 3_600_000): PeriodicTask {
  return { name: 'visitors.partitions', everyMs, run: () => ensureComingPartitions(db) };
}
