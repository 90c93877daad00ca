import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { appMeta } from '../../db/schema/index.js';
import type { VisitorCategory } from '@partners/contract';

/** Visits per Korean day (every category) of one company, from the daily rollup; days without visits are absent. */
export async function readDailyVisits(db: Db, companyId: number, fromDay: string, toDay: string): Promise<{ day: string; visits: number }[]> {
  const { rows } = (await db.execute<{ day: string; visits: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(visits)::int as visits
    from visit_daily where company_id = ${companyId} and day between ${fromDay}::date and ${toDay}::date
    group by day order by day`)) as { rows: { day: string; visits: number }[] };
  return rows;
}

// ------------------------------------------------------------------ ingest and the rollup job (migration 0012)

/** A visit event as the public site reports it. */
export type VisitEventInput = {
  eventKey: string;
  companyId: number;
  occurredAt: Date;
  category: string;
  ageBand?: number | null;
  gender?: string | null;
  city?: string | null;
  education?: string | null;
  occupationId?: number | null;
  yearsBand?: string | null;
  industryId?: number | null;
  skill?: string | null;
  visitorCompanyId?: number | null;
};

/** Creates the Korean month partitions of `visit_events` for these months (`YYYY-MM-01`) when missing. */
export async function ensurePartitions(db: Db, months: readonly string[]): Promise<void> {
  if (months.length === 0) return;
  await db.execute(sql`select visit_events_ensure_partition(m) from unnest(${`{${months.join(',')}}`}::date[]) as m`);
}

/**
 * Inserts events; one reported again (same key and time) is skipped. Migration 0012's trigger queues the
 * inserted ones for the rollup job. Answers how many were new.
 */
export async function insertVisitEvents(db: Db, events: readonly VisitEventInput[]): Promise<number> {
  if (events.length === 0) return 0;
  const column = <T>(pick: (e: VisitEventInput) => T) => JSON.stringify(events.map(pick));
  const { rows } = (await db.execute<{ inserted: number }>(sql`
    with input as (
      select * from jsonb_to_recordset(${column((e) => ({
        event_key: e.eventKey,
        company_id: e.companyId,
        occurred_at: e.occurredAt.toISOString(),
        category: e.category,
        age_band: e.ageBand ?? null,
        gender: e.gender ?? null,
        city: e.city ?? null,
        education: e.education ?? null,
        occupation_id: e.occupationId ?? null,
        years_band: e.yearsBand ?? null,
        industry_id: e.industryId ?? null,
        skill: e.skill ?? null,
        visitor_company_id: e.visitorCompanyId ?? null,
      }))}::jsonb) as x(event_key uuid, company_id int, occurred_at timestamptz, category text, age_band smallint, gender text,
        city text, education text, occupation_id int, years_band text, industry_id int, skill text, visitor_company_id int)
    ), inserted as (
      insert into visit_events (event_key, company_id, occurred_at, category, age_band, gender, city, education, occupation_id,
        years_band, industry_id, skill, visitor_company_id)
      select event_key, company_id, occurred_at, category, age_band, gender, city, education, occupation_id, years_band,
        industry_id, skill, visitor_company_id from input
      on conflict (event_key, occurred_at) do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted`)) as { rows: { inserted: number }[] };
  return rows[0]?.inserted ?? 0;
}

/**
 * One batch of the rollup job, in the caller's transaction: takes up to `limit` queued events (rows another
 * worker holds are skipped), adds their counts to `visit_daily` and `visit_dimension_monthly`. The seed's
 * `rebuildRollups` counts with the same row definitions. Answers how many events it took.
 *
 * The dimension rows: each event counts under its category and `all`, under occupation 0 (every occupation)
 * and its own occupation when known, once per dimension whose value it carries. The rows are inserted in key
 * order, so two workers' batches lock shared rollup rows in the same order (no deadlock).
 */
export async function rollUpQueuedBatch(tx: Db, limit: number, afterTake?: () => Promise<void>): Promise<number> {
  await tx.execute(sql`
    create temporary table visit_batch on commit drop as
    with taken as (
      delete from visit_queue where id in (select id from visit_queue order by id limit ${limit} for update skip locked)
      returning *
    )
    select * from taken`);
  const { rows } = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from visit_batch`)) as { rows: { n: number }[] };
  const taken = rows[0]?.n ?? 0;
  if (taken > 0) {
    if (afterTake) await afterTake();
    await addToRollups(tx, sql`visit_batch`);
  }
  await tx.execute(sql`drop table visit_batch`);
  return taken;
}

/** Each dimension of `visit_dimension_monthly` and the value an event row counts under (null: not counted). */
const DIMENSION_VALUES: readonly (readonly [string, SQL])[] = [
  ['age_gender', sql`age_band::text || ':' || gender`],
  ['city', sql`city`],
  ['education', sql`education`],
  ['occupation_year', sql`occupation_id::text || ':' || years_band`],
  ['industry_type', sql`industry_id::text`],
  ['skill', sql`skill`],
  ['current_company', sql`visitor_company_id::text`],
];

/**
 * The dimension rows of the events in `source`, as `(company_id, dimension, category, occupation_id, month,
 * value, visits)`, each key once. Counted in three passes, each over fewer rows than the last:
 * - the events per (company, month, category) and every attribute together: visitors who are not signed in
 *   (no attribute) collapse to one row a month, and each row is read once per dimension, not each event;
 * - those rows per dimension value, under the event's category and occupation;
 * - those counts under their own (category, occupation), `all` and occupation 0, each pair its own
 *   aggregate (an event without an occupation counts only under 0).
 * Crossing every event with the seven dimensions and the four pairs in one aggregate hashed four times a
 * million events' seven rows: 48 s of the default seed on PGlite, against 16 s for these passes.
 */
function dimensionRows(source: SQL): SQL {
  const perDimension = DIMENSION_VALUES.map(
    ([dimension, value]) => sql`select company_id, month, category, occupation_id, ${dimension}::text as dimension, ${value} as value,
      sum(events) as visits
      from attributed where ${value} is not null group by 1, 2, 3, 4, 6`,
  );
  return sql`
    with attributed as materialized (
      select company_id, date_trunc('month', occurred_at at time zone 'Asia/Seoul')::date as month, category, occupation_id,
        age_band, gender, city, education, years_band, industry_id, skill, visitor_company_id, count(*) as events
      from ${source} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
    ), counted as materialized (
      ${sql.join(perDimension, sql` union all `)}
    )
    select company_id, dimension, category, occupation_id, month, value, visits from counted where occupation_id is not null
    union all
    select company_id, dimension, 'all', occupation_id, month, value, sum(visits) from counted where occupation_id is not null
      group by company_id, dimension, occupation_id, month, value
    union all
    select company_id, dimension, category, 0, month, value, sum(visits) from counted group by company_id, dimension, category, month, value
    union all
    select company_id, dimension, 'all', 0, month, value, sum(visits) from counted group by company_id, dimension, month, value`;
}

const DAILY_ROWS = (source: SQL) => sql`
  select company_id, (occurred_at at time zone 'Asia/Seoul')::date as day, category, count(*) as visits from ${source} group by 1, 2, 3`;
const MONTHLY_ROWS = (source: SQL) => sql`
  select company_id, date_trunc('month', occurred_at at time zone 'Asia/Seoul')::date as month, category, count(*) as visits
  from ${source} group by 1, 2, 3`;

/**
 * Adds the counts of the events in `source` (the job's batch, or the events an import just wrote) to
 * `visit_daily`, `visit_monthly` and `visit_dimension_monthly`: one statement each, rows in key order. See
 * `rollUpQueuedBatch` for what a dimension row counts.
 */
export async function addToRollups(tx: Db, source: SQL): Promise<void> {
  await tx.execute(sql`
    insert into visit_daily (company_id, day, category, visits)
    ${DAILY_ROWS(source)} order by 1, 2, 3
    on conflict (company_id, day, category) do update set visits = visit_daily.visits + excluded.visits`);
  await tx.execute(sql`
    insert into visit_monthly (company_id, month, category, visits)
    ${MONTHLY_ROWS(source)} order by 1, 2, 3
    on conflict (company_id, month, category) do update set visits = visit_monthly.visits + excluded.visits`);
  await tx.execute(sql`
    insert into visit_dimension_monthly (company_id, dimension, category, occupation_id, month, value, visits)
    ${dimensionRows(source)} order by 1, 2, 3, 4, 5, 6
    on conflict (company_id, dimension, category, occupation_id, month, value)
      do update set visits = visit_dimension_monthly.visits + excluded.visits`);
}

/**
 * Makes migration 0012's queue trigger skip this transaction's events, or queue them again (migration 0014's
 * `partners.skip_visit_queue`, local to the caller's transaction): other sessions' events are queued as ever,
 * and a transaction that fails leaves nothing behind. (It was ALTER TABLE … DISABLE TRIGGER, which needs the
 * table's owner and kept every other writer waiting until commit.)
 */
export async function skipVisitQueue(tx: Db, skip: boolean): Promise<void> {
  await tx.execute(sql`select set_config('partners.skip_visit_queue', ${skip ? 'on' : ''}, true)`);
}

/**
 * Locks `visit_events` and the queue for the caller's transaction and, when both are empty, truncates them,
 * which gives them new files: at `wal_level=minimal` (PGlite) what the transaction writes to them then goes
 * straight to those files instead of also to the WAL. Answers false, and changes nothing, when either holds rows.
 */
export async function renewEmptyVisitEvents(tx: Db): Promise<boolean> {
  await tx.execute(sql`lock table visit_events, visit_queue in access exclusive mode`);
  if (await hasVisitEvents(tx)) return false;
  await tx.execute(sql`truncate visit_events, visit_queue`);
  return true;
}

/** Whether `visit_events` or the queue hold anything (a bulk load wants both empty). */
async function hasVisitEvents(db: Db): Promise<boolean> {
  const { rows } = (await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from visit_events) or exists (select 1 from visit_queue) as any`,
  )) as { rows: { any: boolean }[] };
  return rows[0]?.any ?? false;
}

/**
 * Builds both rollups anew from every event of `visit_events` (after a bulk load; the queue must be empty), in
 * the caller's transaction. The dimension table's primary key is dropped while its rows are written and made
 * again after: PGlite writes a million events' 2.8 million rows in 16 s without it and 40 s with it (the
 * key's sort after is 9 s). Dropping a constraint takes the table's exclusive lock until commit.
 */
export async function rebuildRollups(tx: Db): Promise<void> {
  await tx.execute(sql`truncate visit_daily, visit_monthly, visit_dimension_monthly`);
  // The aggregates of a million events fit in memory instead of spilling to disk (PGlite: 16 s instead of 19 s).
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`insert into visit_daily (company_id, day, category, visits) ${DAILY_ROWS(sql`visit_events`)}`);
  // The months from the days just written: a few thousand rows to group instead of the million events.
  await tx.execute(sql`
    insert into visit_monthly (company_id, month, category, visits)
    select company_id, date_trunc('month', day)::date, category, sum(visits) from visit_daily group by 1, 2, 3`);
  await tx.execute(sql`alter table visit_dimension_monthly drop constraint visit_dimension_monthly_pk`);
  await tx.execute(sql`
    insert into visit_dimension_monthly (company_id, dimension, category, occupation_id, month, value, visits)
    ${dimensionRows(sql`visit_events`)}`);
  await tx.execute(sql`
    alter table visit_dimension_monthly
      add constraint visit_dimension_monthly_pk primary key (company_id, dimension, category, occupation_id, month, value)`);
}

// ------------------------------------------------------------------ an import of visit history in steps

/**
 * A history of visits written in steps by the worker while the console serves (the demo's first start,
 * decision 0030): how many of its events are written, of how many, and what its writer needs to go on.
 * One row of `app_meta` while it runs, none before or after.
 */
export type VisitHistoryImport = { done: number; total: number; source: Record<string, unknown> };
const IMPORT_KEY = 'visit_history_import';

export async function readVisitHistoryImport(db: Db): Promise<VisitHistoryImport | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, IMPORT_KEY)).limit(1);
  return (row?.value as VisitHistoryImport | undefined) ?? null;
}

/** The import's row, locked for the caller's transaction; null when there is none or another worker holds it. */
export async function lockVisitHistoryImport(tx: Db): Promise<VisitHistoryImport | null> {
  const [row] = await tx
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, IMPORT_KEY))
    .limit(1)
    .for('update', { skipLocked: true });
  return (row?.value as VisitHistoryImport | undefined) ?? null;
}

/** Records the import's progress; a finished one (`done` = `total`) leaves no row. */
export async function saveVisitHistoryImport(db: Db, value: VisitHistoryImport): Promise<void> {
  if (value.done >= value.total) {
    await db.delete(appMeta).where(eq(appMeta.key, IMPORT_KEY));
    return;
  }
  await db
    .insert(appMeta)
    .values({ key: IMPORT_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

export async function queuedVisitCount(db: Db): Promise<number> {
  const { rows } = (await db.execute<{ n: number }>(sql`select count(*)::int as n from visit_queue`)) as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

// ------------------------------------------------------------------ readers (pages read only the rollups)

/** Visits per category and Korean month (`YYYY-MM`) over months `fromMonth`..`toMonth` (`YYYY-MM-01`, inclusive). */
export async function readMonthlyVisits(
  db: Db,
  companyId: number,
  fromMonth: string,
  toMonth: string,
): Promise<{ month: string; category: string; visits: number }[]> {
  const { rows } = (await db.execute<{ month: string; category: string; visits: number }>(sql`
    select to_char(month, 'YYYY-MM') as month, category, visits
    from visit_monthly where company_id = ${companyId} and month between ${fromMonth}::date and ${toMonth}::date`)) as {
    rows: { month: string; category: string; visits: number }[];
  };
  return rows;
}

/** Visits of one company over months `fromMonth`..`toMonth` (`YYYY-MM-01`, inclusive), of one category or every one. */
export async function readVisitTotal(db: Db, companyId: number, fromMonth: string, toMonth: string, category: VisitorCategory): Promise<number> {
  const { rows } = (await db.execute<{ visits: number }>(sql`
    select coalesce(sum(visits), 0)::int as visits
    from visit_monthly where company_id = ${companyId} and month between ${fromMonth}::date and ${toMonth}::date
      ${category === 'all' ? sql`` : sql`and category = ${category}`}`)) as { rows: { visits: number }[] };
  return rows[0]?.visits ?? 0;
}

/** The newest Korean day the daily rollup holds for the company (`YYYY-MM-DD`), null before its first visit. */
export async function readLatestVisitDay(db: Db, companyId: number): Promise<string | null> {
  const { rows } = (await db.execute<{ day: string | null }>(sql`
    select to_char(max(day), 'YYYY-MM-DD') as day from visit_daily where company_id = ${companyId}`)) as { rows: { day: string | null }[] };
  return rows[0]?.day ?? null;
}

/**
 * Visits per value of one dimension over months `fromMonth`..`toMonth` (`YYYY-MM-01`, inclusive), of one
 * category (`all` included) and occupation (0: every occupation), most visited first; `total` is every value's.
 */
export async function readDimensionValues(
  db: Db,
  q: { companyId: number; dimension: string; category: string; occupationId: number; fromMonth: string; toMonth: string; limit: number },
): Promise<{ total: number; rows: { value: string; visits: number }[] }> {
  const { rows } = (await db.execute<{ value: string; visits: number; total: number }>(sql`
    with v as (
      select value, sum(visits)::int as visits
      from visit_dimension_monthly
      where company_id = ${q.companyId} and dimension = ${q.dimension} and category = ${q.category}
        and occupation_id = ${q.occupationId} and month between ${q.fromMonth}::date and ${q.toMonth}::date
      group by value
    )
    select value, visits, (sum(visits) over ())::int as total from v order by visits desc, value limit ${q.limit}`)) as {
    rows: { value: string; visits: number; total: number }[];
  };
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ value, visits }) => ({ value, visits })) };
}

/** Names of level-1 occupations, industries and companies by id. */
export async function readNames(db: Db, table: 'occupations' | 'industries' | 'companies', ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = (await db.execute<{ id: number; name: string }>(
    sql`select id, name from ${sql.identifier(table)} where id = any(${`{${ids.join(',')}}`}::int[])`,
  )) as { rows: { id: number; name: string }[] };
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Level-1 occupations (the detail's occupation filter), by id. */
export async function readLevelOneOccupations(db: Db): Promise<{ id: number; name: string }[]> {
  const { rows } = (await db.execute<{ id: number; name: string }>(sql`select id, name from occupations where parent_id is null order by id`)) as {
    rows: { id: number; name: string }[];
  };
  return rows;
}
