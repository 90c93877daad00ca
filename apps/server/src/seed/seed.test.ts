import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { OCCUPATION_LEVEL1_DEVELOPMENT_ID, INDUSTRY_LEVEL1_IT_ID } from '@partners/contract';
import { companies, industries, memberships, occupations } from '../db/schema/index.js';
import type { Database } from '../platform/db.js';
import { seedDatabase } from './index.js';
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
  it('is deterministic: the same size and clock give the same companies, and the same file addresses', async () => {
    const { database, drop } = await openTestDatabase();
    const files = openTestStorage();
    const marker = await readSeedMarker(copy.database.db);
    try {
      await seedDatabase(database, { size: 'small', storage: files.storage, now: new Date(String((marker as Record<string, unknown> | null)?.at)) });
      const [a, b] = [await seededNames(database), await seededNames(copy.database)];
      expect(a.names).toEqual(b.names);
      expect(a.names.length).toBeGreaterThanOrEqual(40);
      expect(a.logos).toEqual(b.logos);
      for (const logo of a.logos.slice(0, 7)) expect(logo).toMatch(/^\/files\/[0-9a-f]{32}\/small\.webp$/);
    } finally {
      await drop();
      await files.remove();
    }
  });

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
