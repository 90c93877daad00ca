import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { OCCUPATION_LEVEL1_DEVELOPMENT_ID, INDUSTRY_LEVEL1_IT_ID } from '@partners/contract';
import { companies, industries, memberships, occupations } from '../db/schema/index.js';
import type { Database } from '../platform/db.js';
import { seedDatabase } from './index.js';
import { visitHistoryImportTask } from './steps/visit-history-import.js';
import { visitHistoryPreparing } from '../modules/visitors/visitors.service.js';
import { readSeedMarker } from './seed.repo.js';
import { openSeededTestDatabase, openTestDatabase, openTestStorage } from '../test/harness.js';

async function seededNames(database: Database) {
  const names = await database.db.select({ name: companies.name, logoUrl: companies.logoUrl }).from(companies).orderBy(asc(companies.id));
  const taxonomy = {
    industries: await database.db.select().from(industries),
    occupations: await database.db.select().from(occupations),
  };
  const roleless = (await database.db.select().from(memberships)).filter((m) => m.businessRole === null);
  return { names: names.map((n) => n.name), logos: names.map((n) => n.logoUrl), taxonomy, roleless };
}

/** A fingerprint of the visit events (all but their serial ids) and of both rollups. */
async function visitFingerprint(database: Database) {
  const { rows } = (await database.db.execute(sql`
    select
      (select count(*)::int from visit_events) as events,
      (select md5(string_agg(concat_ws('|', event_key, company_id, occurred_at, category, age_band, gender, city, education,
        occupation_id, years_band, industry_id, skill, visitor_company_id), ',' order by event_key)) from visit_events) as event_rows,
      (select md5(string_agg(concat_ws('|', company_id, day, category, visits), ',' order by company_id, day, category)) from visit_daily) as daily,
      (select md5(string_agg(concat_ws('|', company_id, dimension, category, occupation_id, month, value, visits), ','
        order by company_id, dimension, category, occupation_id, month, value)) from visit_dimension_monthly) as dimensions,
      (select count(*)::int from visit_queue) as queued`)) as { rows: Record<string, unknown>[] };
  return rows[0];
}

// The run's seeded copy (seeded at the run's start), and one more seed made here on another clock.
let copy: Awaited<ReturnType<typeof openSeededTestDatabase>>;
beforeAll(async () => {
  copy = await openSeededTestDatabase();
});
afterAll(async () => {
  await copy.drop();
  await copy.files.remove();
});

describe('demo-data generator', () => {
  // The copy wrote its visit history in the seed; this seed leaves it to the worker's task (the first
  // `npm start`), which writes it in steps: the same events and rollups either way.
  // A whole small seed and its history in 1,500-event steps: about 10 s alone, several times that on a loaded machine.
  it(
    'is deterministic: the same size and clock give the same companies, file addresses and visits (also written later in steps)',
    { timeout: 120_000 },
    async () => {
      const { database, drop } = await openTestDatabase();
      const files = openTestStorage();
      const marker = await readSeedMarker(copy.database.db);
      try {
        const now = new Date(String((marker as Record<string, unknown> | null)?.at));
        await seedDatabase(database, { size: 'small', storage: files.storage, now, deferVisits: true });
        const preparing = await visitHistoryPreparing(database.db);
        expect(preparing).toEqual({ done: 0, total: expect.any(Number) as number });
        expect((await visitFingerprint(database))?.events).toBe(0);

        // Steps of 1,500 events: the events first, then their rollups unit by unit; the progress only grows.
        const task = visitHistoryImportTask(database.db, { write: 1_500, count: 1_500 });
        const progress: number[] = [];
        for (let left = preparing; left !== null; left = await visitHistoryPreparing(database.db)) {
          await task.run();
          progress.push((await visitHistoryPreparing(database.db))?.done ?? Infinity);
        }
        expect(progress.length).toBeGreaterThan((preparing?.total ?? 0) / 2 / 1_500);
        expect(progress).toEqual([...progress].sort((x, y) => x - y));
        const written = await visitFingerprint(copy.database);
        expect(written?.events).toBeGreaterThan(1_500);
        expect(await visitFingerprint(database)).toEqual(written);

        const [a, b] = [await seededNames(database), await seededNames(copy.database)];
        expect(a.names).toEqual(b.names);
        expect(a.names.length).toBeGreaterThanOrEqual(40);
        expect(a.logos).toEqual(b.logos);
        for (const logo of a.logos.slice(0, 7)) expect(logo).toMatch(/^\/files\/[0-9a-f]{32}\/small\.webp$/);
      } finally {
        await drop();
        await files.remove();
      }
    },
  );

  it("uses the spec's taxonomy ids (development 11600, IT/web/telecom 700)", async () => {
    const { taxonomy } = await seededNames(copy.database);
    expect(taxonomy.industries.find((i) => i.id === INDUSTRY_LEVEL1_IT_ID)?.name).toBe('IT/웹/통신');
    expect(taxonomy.occupations.find((o) => o.id === OCCUPATION_LEVEL1_DEVELOPMENT_ID)?.name).toBe('개발');
  });

  it('gives the unconfigured demo company an operator without a role', async () => {
    const { roleless } = await seededNames(copy.database);
    expect(roleless.some((m) => m.companyId === 3)).toBe(true);
  });
});
