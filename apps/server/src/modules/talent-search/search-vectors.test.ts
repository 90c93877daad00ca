import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobSeekers } from '../../db/schema/index.js';
import type { Database } from '../../platform/db.js';
import { openTestDatabase, openTestStorage } from '../../test/harness.js';
import { seedDatabase } from '../../seed/index.js';
import { seekerFacets } from './facets.js';
import { keywordTsquery, searchVector, SEARCH_VECTOR_FORMAT } from './keywords.js';
import { searchableText } from './profile-text.js';
import { readVectorFormat, readVectorSources, writeVectorFormat } from './search-vectors.repo.js';
import { rebuildStaleSearchVectors } from './search-vectors.service.js';

let database: Database;
let drop: () => Promise<void>;

const files = openTestStorage();
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedDatabase(database, { size: 'small', storage: files.storage });
});
afterAll(async () => {
  await drop();
  await files.remove();
});

async function matching(keyword: string): Promise<number> {
  const query = keywordTsquery(keyword) ?? '';
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobSeekers)
    .where(sql`${jobSeekers.searchVector} @@ ${query}::tsquery`);
  return row?.n ?? 0;
}

describe('search vector format', () => {
  it('is current right after seeding, so nothing is rebuilt', async () => {
    expect(await readVectorFormat(database.db)).toBe(SEARCH_VECTOR_FORMAT);
    expect(await rebuildStaleSearchVectors(database.db)).toBe(0);
  });

  it('rebuilds every vector of an older database, and its searches find again what the new form holds', async () => {
    const before = await matching('스프링');
    expect(before).toBeGreaterThan(0);
    // An older database: another format marker, and vectors that do not hold what this code looks up.
    await database.db.execute(sql`update job_seekers set search_vector = ''::tsvector`);
    await writeVectorFormat(database.db, 1);
    expect(await matching('스프링')).toBe(0);

    const steps: string[] = [];
    let advanced = 0;
    const rewritten = await rebuildStaleSearchVectors(database.db, {
      step: '검색 색인',
      progress: { start: (step) => steps.push(step), advance: (by) => (advanced += by), finish: () => steps.push('done') },
    });
    const sources = await readVectorSources(database.db, 0, 100_000);
    expect(rewritten).toBe(sources.length);
    expect(advanced).toBe(sources.length);
    expect(steps).toEqual(['검색 색인', 'done']);
    expect(await readVectorFormat(database.db)).toBe(SEARCH_VECTOR_FORMAT);
    expect(await matching('스프링')).toBe(before);

    // Each row holds exactly the vector the seeder would have written for it.
    const sample = sources.filter((_, i) => i % 50 === 0);
    for (const s of sample) {
      const expected = searchVector(searchableText(s), seekerFacets(s));
      const [row] = await database.db
        .select({ same: sql<boolean>`${jobSeekers.searchVector} = ${expected}::tsvector` })
        .from(jobSeekers)
        .where(eq(jobSeekers.id, s.id));
      expect(row?.same, `seeker ${s.id}`).toBe(true);
    }
  });
});
