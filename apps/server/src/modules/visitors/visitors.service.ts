import {
  VISITOR_CATEGORIES,
  VISITOR_DATA_START,
  VISITOR_DETAIL_DATA_START,
  VISITOR_DIMENSIONS,
  VISITOR_FREE_PERIOD_MONTHS,
  VISITOR_PERIOD_MONTHS,
  VISITOR_PERIOD_TYPES,
  VISITOR_PERIOD_YEARS,
  monthIndex,
  monthOfIndex,
  visitorCheckAllowed,
  type visitorDetailQuery,
  type visitorOverviewQuery,
  type VisitorPeriodType,
} from '@partners/contract';
import { koreanDaysBetween, koreanMonth, koreanMonthBounds, koreanYearMonth } from '@partners/contract/korea-time';
import type { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import { companyRatings } from '../reviews/reviews.service.js';
import {
  ensurePartitions,
  renewEmptyVisitEvents,
  lockVisitHistoryImport,
  insertVisitEvents,
  readDailyVisits,
  readDimensionValues,
  readLatestVisitDay,
  readLevelOneOccupations,
  readMonthlyVisits,
  readNames,
  readVisitHistoryImport,
  readVisitTotal,
  rebuildRollups,
  rollUpQueuedBatch,
  saveVisitHistoryImport,
  skipVisitQueue,
  type VisitEventInput,
  type VisitHistoryImport,
} from './visitors.repo.js';

type VisitorOverviewQueryParsed = z.output<typeof visitorOverviewQuery>;
type VisitorDetailQueryParsed = z.output<typeof visitorDetailQuery>;

/**
 * Visitor statistics (spec §2 /visitor_statistics; decision 0025). Pages read only the rollups that the
 * visitor rollup job keeps from the raw visit events.
 */

/** Visits per Korean day from `fromDay` to `toDay` (`YYYY-MM-DD`, inclusive), every day present (zeros too). */
export async function dailyVisits(db: Db, companyId: number, fromDay: string, toDay: string): Promise<{ day: string; visits: number }[]> {
  const rows = await readDailyVisits(db, companyId, fromDay, toDay);
  const byDay = new Map(rows.map((r) => [r.day, r.visits]));
  return koreanDaysBetween(fromDay, toDay).map((day) => ({ day, visits: byDay.get(day) ?? 0 }));
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

/**
 * A bulk load of visit events (the demo seed's million): `load` inserts them in one transaction with the
 * queue skipped, and the rollups are then built once from all of them, in the same transaction, with
 * the rollup job's row definitions (`rebuildRollups`). Queuing each event and rolling the queue up batch by
 * batch would write every event three times and aggregate it in dozens of small batches. The months' partitions must exist.
 * Only for an empty `visit_events` (the rollups would count the events already there a second time).
 */
export async function bulkLoadVisitEvents(db: Db, load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Made anew in this transaction, the tables are written without WAL on PGlite (wal_level minimal).
    if (!(await renewEmptyVisitEvents(tx))) throw new Error('bulkLoadVisitEvents needs an empty visit_events and queue.');
    await insertUnqueuedVisitEvents(tx, () => load(tx));
    await rebuildRollups(tx);
  });
}

// ------------------------------------------------------------------ a visit history imported in steps

export type { VisitHistoryImport };

/** Starts an import of visit history that the worker writes in steps (`visitHistoryImportStep`). */
export const startVisitHistoryImport = (db: Db, value: VisitHistoryImport) => saveVisitHistoryImport(db, value);

/** How far an import of visit history is ({ done, total } events) while one runs; null otherwise. */
export async function visitHistoryPreparing(db: Db): Promise<{ done: number; total: number } | null> {
  const value = await readVisitHistoryImport(db);
  return value ? { done: value.done, total: value.total } : null;
}

/**
 * One step of an import, in one short transaction so that the console goes on serving between steps (on
 * PGlite every statement runs on the server's own thread): `step` does the next part of the work and
 * answers the import's new progress. A worker that dies mid-step rolls it back; the next step starts where
 * the last committed one ended. Answers whether a step ran.
 */
export async function visitHistoryImportStep(db: Db, step: (tx: Db, value: VisitHistoryImport) => Promise<VisitHistoryImport>): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const value = await lockVisitHistoryImport(tx);
    if (!value) return false;
    await saveVisitHistoryImport(tx, await step(tx, value));
    return true;
  });
}

/** Writes events with `insert` past the queue, in the caller's transaction: whoever writes them counts them. */
export async function insertUnqueuedVisitEvents(tx: Db, insert: () => Promise<void>): Promise<void> {
  await skipVisitQueue(tx, true);
  await insert();
  await skipVisitQueue(tx, false);
}

/** Creates the partitions of the current Korean month and the next `ahead` months. */
export async function ensureComingPartitions(db: Db, now = new Date(), ahead = 3): Promise<string[]> {
  const { start } = koreanMonthBounds(now);
  const months: string[] = [];
  for (let i = 0, at = start; i <= ahead; i++, at = koreanMonthBounds(at).end) months.push(koreanMonthDay(at));
  await ensurePartitions(db, months);
  return months;
}

// ------------------------------------------------------------------ the visitor statistics API (spec §7, §9)

const dotted = (month: string) => month.replace('-', '.');

type Period = { from_date: string; to_date: string };

/**
 * Spec §9 bounds (decision 0025): from `start` (2022-08, or 2023-11 for the detail) to the current Korean
 * month, `from_date` not after `to_date`; a 400 names the field. Answers the period's length in months.
 */
export function checkPeriod(q: Period, start: string, now: Date): number {
  if (monthIndex(q.from_date) < monthIndex(start)) {
    throw new AppError('visitors.period_before_data', { field: 'query.from_date', params: { start: dotted(start) } });
  }
  if (monthIndex(q.to_date) > monthIndex(koreanYearMonth(now))) throw new AppError('visitors.period_after_current', { field: 'query.to_date' });
  if (monthIndex(q.from_date) > monthIndex(q.to_date)) throw new AppError('visitors.period_reversed', { field: 'query.from_date' });
  return monthIndex(q.to_date) - monthIndex(q.from_date) + 1;
}

const planOf = (access: Access) => access.row.plan.privilegeMasterCode;

/** Spec §6 gates: year periods and periods over 12 months need a branding plan. */
function checkPeriodGate(access: Access, periodType: VisitorPeriodType, months: number) {
  if ((periodType === 'year' || months > VISITOR_FREE_PERIOD_MONTHS) && !visitorCheckAllowed('year_periods', planOf(access))) {
    throw new AppError('plan.branding_required');
  }
}

export async function visitorFilters(db: Db, access: Access, now = new Date()) {
  const plan = planOf(access);
  const occupations = await readLevelOneOccupations(db);
  return {
    categories: [...VISITOR_CATEGORIES],
    dimensions: [...VISITOR_DIMENSIONS],
    period_types: [...VISITOR_PERIOD_TYPES],
    months: [...VISITOR_PERIOD_MONTHS],
    years: [...VISITOR_PERIOD_YEARS],
    data_start: VISITOR_DATA_START,
    detail_data_start: VISITOR_DETAIL_DATA_START,
    latest_month: koreanYearMonth(now),
    occupations,
    preparing: await visitHistoryPreparing(db),
    checks: {
      overview: visitorCheckAllowed('overview', plan),
      detail: visitorCheckAllowed('detail', plan),
      year_periods: visitorCheckAllowed('year_periods', plan),
      company_rank: visitorCheckAllowed('company_rank', plan),
    },
  };
}

export async function visitorOverview(db: Db, access: Access, q: VisitorOverviewQueryParsed, now = new Date()) {
  const months = checkPeriod(q, VISITOR_DATA_START, now);
  checkPeriodGate(access, q.period_type, months);
  const companyId = access.row.company.id;
  const previousFrom = monthIndex(q.from_date) - months;
  const [rows, latest, previous] = await Promise.all([
    readMonthlyVisits(db, companyId, `${q.from_date}-01`, `${q.to_date}-01`),
    readLatestVisitDay(db, companyId),
    previousFrom < monthIndex(VISITOR_DATA_START)
      ? Promise.resolve(null)
      : readVisitTotal(db, companyId, `${monthOfIndex(previousFrom)}-01`, `${monthOfIndex(monthIndex(q.from_date) - 1)}-01`, q.chip),
  ]);
  const byCategory = new Map<string, number>();
  const byPeriod = new Map<string, number>();
  const periodOf = (month: string) => (q.period_type === 'year' ? month.slice(0, 4) : month);
  for (const r of rows) {
    byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + r.visits);
    if (q.chip === 'all' || r.category === q.chip) byPeriod.set(periodOf(r.month), (byPeriod.get(periodOf(r.month)) ?? 0) + r.visits);
  }
  const periods: string[] = [];
  for (let i = monthIndex(q.from_date); i <= monthIndex(q.to_date); i++) {
    const period = periodOf(monthOfIndex(i));
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  const all = [...byCategory.values()].reduce((s, v) => s + v, 0);
  const series = periods.map((period) => ({ period, visits: byPeriod.get(period) ?? 0 }));
  return {
    from_date: q.from_date,
    to_date: q.to_date,
    chip: q.chip,
    series,
    categories: VISITOR_CATEGORIES.map((category) => ({ category, visits: category === 'all' ? all : (byCategory.get(category) ?? 0) })),
    total: series.reduce((s, p) => s + p.visits, 0),
    previous_total: previous,
    data_until: latest,
  };
}

/** The rank table's and the detail's rows: at most this many values, most visited first. */
export const VISITOR_DETAIL_ROWS = 50;

export async function visitorDetail(db: Db, access: Access, q: VisitorDetailQueryParsed, now = new Date()) {
  if (!visitorCheckAllowed('detail', planOf(access))) throw new AppError('visitors.paid_plan_required');
  const months = checkPeriod(q, VISITOR_DETAIL_DATA_START, now);
  checkPeriodGate(access, q.period_type, months);
  if (q.dimension === 'current_company' && !visitorCheckAllowed('company_rank', planOf(access))) throw new AppError('plan.branding_required');
  const { total, rows } = await readDimensionValues(db, {
    companyId: access.row.company.id,
    dimension: q.dimension,
    category: q.chip,
    occupationId: q.occupation_id ?? 0,
    fromMonth: `${q.from_date}-01`,
    toMonth: `${q.to_date}-01`,
    limit: VISITOR_DETAIL_ROWS,
  });
  const ids = (pick: (value: string) => string | undefined) => [
    ...new Set(rows.map((r) => Number(pick(r.value))).filter((n) => Number.isInteger(n))),
  ];
  let labels = new Map<number, string>();
  let scores = new Map<number, number>();
  let idOf: (value: string) => string | undefined = () => undefined;
  if (q.dimension === 'occupation_year') idOf = (v) => v.split(':')[0];
  if (q.dimension === 'industry_type' || q.dimension === 'current_company') idOf = (v) => v;
  const table = q.dimension === 'occupation_year' ? 'occupations' : q.dimension === 'industry_type' ? 'industries' : 'companies';
  if (q.dimension === 'occupation_year' || q.dimension === 'industry_type' || q.dimension === 'current_company') {
    [labels, scores] = await Promise.all([
      readNames(db, table, ids(idOf)),
      q.dimension === 'current_company' ? companyRatings(db, ids(idOf)) : Promise.resolve(new Map<number, number>()),
    ]);
  }
  return {
    dimension: q.dimension,
    from_date: q.from_date,
    to_date: q.to_date,
    chip: q.chip,
    occupation_id: q.occupation_id ?? null,
    total,
    rows: rows.map((r, i) => {
      const id = Number(idOf(r.value));
      const score = scores.get(id);
      return {
        rank: i + 1,
        key: r.value,
        label: labels.get(id) ?? null,
        visits: r.visits,
        ratio: total > 0 ? Math.round((r.visits / total) * 1000) / 10 : 0,
        company_score: q.dimension === 'current_company' && score !== undefined ? Math.round(score * 10) / 10 : null,
      };
    }),
  };
}
