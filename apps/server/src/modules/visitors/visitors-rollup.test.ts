import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { KOREA_UTC_OFFSET_MINUTES, koreanDay } from '@partners/contract/korea-time';
import type { Database } from '../../platform/db.js';
import { openTestDatabase, openTestStorage } from '../../test/harness.js';
import { seedDatabase } from '../../seed/index.js';
import type { VisitEventInput } from './visitors.repo.js';
import { ensureComingPartitions, koreanMonthDay, recordVisitEvents, rollUpVisits } from './visitors.service.js';

/**
 * The rollups equal counts computed from the raw events, whatever the stream (late and duplicate reports)
 * and however the job's batches fall (random sizes, interleaved with ingest; on PostgreSQL two workers side
 * by side). The expected counts are computed here in JavaScript from the distinct events, not by the SQL
 * the job uses.
 */
let database: Database;
let drop: () => Promise<void>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const rowsOf = async <T>(query: ReturnType<typeof sql>, db = database.db) =>
  ((await db.execute<T & Record<string, unknown>>(query)) as { rows: T[] }).rows;

/** Instants around Korean month ends (a day's last hours in UTC are the next Korean day), 2023-10 to 2024-03. */
const instant = fc
  .record({ month: fc.integer({ min: 0, max: 5 }), day: fc.integer({ min: -2, max: 2 }), minute: fc.integer({ min: 0, max: 24 * 60 - 1 }) })
  .map(({ month, day, minute }) => new Date(Date.UTC(2023, 10 + month, 1 + day) + minute * 60_000 - KOREA_UTC_OFFSET_MINUTES * 60_000));

const visit = fc.record({
  companyId: fc.integer({ min: 1, max: 3 }),
  occurredAt: instant,
  category: fc.constantFrom('reviews', 'salaries', 'newsroom', 'job_postings'),
  ageBand: fc.option(fc.constantFrom(20, 30, 40), { nil: null }),
  gender: fc.option(fc.constantFrom('male', 'female'), { nil: null }),
  city: fc.option(fc.constantFrom('seoul', 'busan'), { nil: null }),
  education: fc.option(fc.constantFrom('bachelor', 'master'), { nil: null }),
  occupationId: fc.option(fc.constantFrom(11600, 11700), { nil: null }),
  yearsBand: fc.option(fc.constantFrom('0', '1-3', '10+'), { nil: null }),
  industryId: fc.option(fc.constantFrom(700, 800), { nil: null }),
  skill: fc.option(fc.constantFrom('Java', 'React', '영업 기획'), { nil: null }),
  visitorCompanyId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});

/** A stream: events, some reported again (same key and time) later in the stream, cut into reports. */
const stream = fc
  .record({
    events: fc.array(visit, { minLength: 1, maxLength: 60 }),
    repeats: fc.array(fc.nat(), { maxLength: 20 }),
    cuts: fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 1, maxLength: 10 }),
    batchSizes: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 10 }),
  })
  .map(({ events, repeats, cuts, batchSizes }) => {
    const keyed: VisitEventInput[] = events.map((e) => ({ ...e, eventKey: randomUUID() }));
    const reported = [...keyed, ...repeats.flatMap((i) => keyed[i % keyed.length] ?? [])];
    const reports: VisitEventInput[][] = [];
    for (let at = 0, i = 0; at < reported.length; i++) {
      const size = cuts[i % cuts.length] ?? 1;
      reports.push(reported.slice(at, at + size));
      at += size;
    }
    return { distinct: keyed, reports, batchSizes };
  });

function expectedDaily(events: readonly VisitEventInput[]) {
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.companyId}|${koreanDay(e.occurredAt)}|${e.category}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function expectedMonthly(events: readonly VisitEventInput[]) {
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.companyId}|${koreanMonthDay(e.occurredAt)}|${e.category}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function dimensionValues(e: VisitEventInput): [string, string | null][] {
  return [
    ['age_gender', e.ageBand != null && e.gender != null ? `${e.ageBand}:${e.gender}` : null],
    ['city', e.city ?? null],
    ['education', e.education ?? null],
    ['occupation_year', e.occupationId != null && e.yearsBand != null ? `${e.occupationId}:${e.yearsBand}` : null],
    ['industry_type', e.industryId != null ? String(e.industryId) : null],
    ['skill', e.skill ?? null],
    ['current_company', e.visitorCompanyId != null ? String(e.visitorCompanyId) : null],
  ];
}

function expectedDimensions(events: readonly VisitEventInput[]) {
  const counts = new Map<string, number>();
  for (const e of events) {
    const month = koreanMonthDay(e.occurredAt);
    for (const category of [e.category, 'all'])
      for (const occupation of e.occupationId != null ? [0, e.occupationId] : [0])
        for (const [dimension, value] of dimensionValues(e)) {
          if (value === null) continue;
          const key = `${e.companyId}|${dimension}|${category}|${occupation}|${month}|${value}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
  }
  return counts;
}

async function rollups(db = database.db) {
  const daily = await rowsOf<{ key: string; visits: number }>(
    sql`select company_id || '|' || to_char(day, 'YYYY-MM-DD') || '|' || category as key, visits from visit_daily`,
    db,
  );
  const monthly = await rowsOf<{ key: string; visits: number }>(
    sql`select company_id || '|' || to_char(month, 'YYYY-MM-DD') || '|' || category as key, visits from visit_monthly`,
    db,
  );
  const dims = await rowsOf<{ key: string; visits: number }>(
    sql`
    select company_id || '|' || dimension || '|' || category || '|' || occupation_id || '|' || to_char(month, 'YYYY-MM-DD') || '|' || value as key, visits
    from visit_dimension_monthly`,
    db,
  );
  const queued = await rowsOf<{ n: number }>(sql`select count(*)::int as n from visit_queue`, db);
  return {
    daily: new Map(daily.map((r) => [r.key, r.visits])),
    monthly: new Map(monthly.map((r) => [r.key, r.visits])),
    dims: new Map(dims.map((r) => [r.key, r.visits])),
    queued: queued[0]?.n,
  };
}

async function clear() {
  for (const table of ['visit_events', 'visit_queue', 'visit_daily', 'visit_monthly', 'visit_dimension_monthly'])
    await database.db.execute(sql`delete from ${sql.identifier(table)}`);
}

describe('visitor rollups', () => {
  it('an event at 2024-01-31 15:30Z is a visit of 2024-02-01 (Korea), in February’s partition and rollups', async () => {
    await clear();
    const at = new Date('2024-01-31T15:30:00Z');
    await recordVisitEvents(database.db, [{ eventKey: randomUUID(), companyId: 1, occurredAt: at, category: 'reviews', city: 'seoul' }]);
    expect(await rollUpVisits(database.db)).toBe(1);
    expect(await rowsOf(sql`select to_char(day, 'YYYY-MM-DD') as day, visits from visit_daily`)).toEqual([{ day: '2024-02-01', visits: 1 }]);
    expect(await rowsOf(sql`select tableoid::regclass::text as part from visit_events`)).toEqual([{ part: 'visit_events_2024_02' }]);
    const months = await rowsOf<{ month: string }>(sql`select distinct to_char(month, 'YYYY-MM') as month from visit_dimension_monthly`);
    expect(months).toEqual([{ month: '2024-02' }]);
    // 2024-01-31 14:59:59Z is still January 31st in Korea.
    expect(koreanMonthDay(new Date('2024-01-31T14:59:59Z'))).toBe('2024-01-01');
  });

  it('a late event creates its month’s partition; a repeated report counts once', async () => {
    await clear();
    const late = { eventKey: randomUUID(), companyId: 2, occurredAt: new Date('2019-03-10T03:00:00Z'), category: 'salaries' };
    expect(await recordVisitEvents(database.db, [late])).toBe(1);
    expect(await recordVisitEvents(database.db, [late, late])).toBe(0);
    expect(await rollUpVisits(database.db)).toBe(1);
    expect(await rowsOf(sql`select visits from visit_daily where company_id = 2`)).toEqual([{ visits: 1 }]);
  });

  it('keeps the coming months’ partitions', async () => {
    const months = await ensureComingPartitions(database.db, new Date('2030-12-31T16:00:00Z'), 2);
    expect(months).toEqual(['2031-01-01', '2031-02-01', '2031-03-01']);
    const parts = await rowsOf<{ n: string }>(sql`select to_regclass('visit_events_2031_03')::text as n`);
    expect(parts[0]?.n).toBe('visit_events_2031_03');
  });

  it('equal counts computed from the raw events, whatever the stream and the batches', async () => {
    await fc.assert(
      fc.asyncProperty(stream, fc.boolean(), async ({ distinct, reports, batchSizes }, concurrent) => {
        await clear();
        let batch = 0;
        const nextSize = () => batchSizes[batch++ % batchSizes.length] ?? 1;
        for (const report of reports) {
          if (onPostgres && concurrent) {
            // Two workers beside the ingest: SKIP LOCKED gives each its own rows.
            await Promise.all([
              recordVisitEvents(database.db, report),
              rollUpVisits(database.db, { batchSize: nextSize(), maxBatches: 2 }),
              rollUpVisits(database.db, { batchSize: nextSize(), maxBatches: 2 }),
            ]);
          } else {
            await recordVisitEvents(database.db, report);
            await rollUpVisits(database.db, { batchSize: nextSize(), maxBatches: 1 });
          }
        }
        while ((await rollUpVisits(database.db, { batchSize: nextSize() })) > 0);
        const got = await rollups();
        expect(got.queued).toBe(0);
        expect(got.daily).toEqual(expectedDaily(distinct));
        expect(got.monthly).toEqual(expectedMonthly(distinct));
        expect(got.dims).toEqual(expectedDimensions(distinct));
      }),
      { numRuns: onPostgres ? 25 : 25 },
    );
  }, 120_000);

  it('a batch whose transaction fails is left wholly in the queue', async () => {
    await clear();
    const events = Array.from({ length: 5 }, (_, i) => ({
      eventKey: randomUUID(),
      companyId: 1,
      occurredAt: new Date(Date.UTC(2024, 0, 10 + i)),
      category: 'reviews',
      skill: 'Java',
    }));
    await recordVisitEvents(database.db, events);
    await expect(
      rollUpVisits(database.db, {
        afterTake: () => {
          throw new Error('worker died');
        },
      }),
    ).rejects.toThrow('worker died');
    const before = await rollups();
    expect(before.queued).toBe(5);
    expect(before.daily.size).toBe(0);
    expect(before.monthly.size).toBe(0);
    expect(before.dims.size).toBe(0);
    expect(await rollUpVisits(database.db)).toBe(5);
    const after = await rollups();
    expect(after.daily).toEqual(expectedDaily(events));
    expect(after.monthly).toEqual(expectedMonthly(events));
  });
});

describe('the seeded visits', () => {
  // The seed makes its events in the database and builds the rollups once after the load, bypassing the
  // queue: the rollups must be what the job would have made of the same events.
  it('the small seed’s rollups equal counts computed from its raw events, and its queue is empty', { timeout: 120_000 }, async () => {
    const { database: seeded, drop: dropSeeded } = await openTestDatabase();
    const files = openTestStorage();
    const now = new Date('2026-11-01T03:00:00Z');
    try {
      await seedDatabase(seeded, { size: 'small', storage: files.storage, now });
      const events = await rowsOf<Omit<VisitEventInput, 'occurredAt'> & { occurredAt: number }>(
        sql`
        select event_key as "eventKey", company_id as "companyId", (extract(epoch from occurred_at) * 1000)::float8 as "occurredAt", category, age_band as "ageBand",
          gender, city, education, occupation_id as "occupationId", years_band as "yearsBand", industry_id as "industryId", skill,
          visitor_company_id as "visitorCompanyId"
        from visit_events`,
        seeded.db,
      );
      const distinct = events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) }));
      // 8,000 planned, less the last day's hours after the seed's clock.
      expect(distinct.length).toBeGreaterThan(7_900);
      expect(distinct.length).toBeLessThanOrEqual(8_000);
      expect(Math.max(...distinct.map((e) => e.occurredAt.getTime()))).toBeLessThanOrEqual(now.getTime());
      expect(distinct.some((e) => e.visitorCompanyId != null && e.skill != null)).toBe(true);
      const got = await rollups(seeded.db);
      expect(got.queued).toBe(0);
      expect(got.daily).toEqual(expectedDaily(distinct));
      expect(got.monthly).toEqual(expectedMonthly(distinct));
      expect(got.dims).toEqual(expectedDimensions(distinct));
    } finally {
      await dropSeeded();
      await files.remove();
    }
  });
});
