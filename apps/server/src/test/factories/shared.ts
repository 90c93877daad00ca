/** What the factories share: unique numbering, Korean names, the taxonomy a bare database lacks. */
import { industries, occupations } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { INDUSTRIES, OCCUPATIONS } from '../../seed/taxonomy.js';

/** Makes names and e-mails unique within a test run (each test file has its own database). */
let sequence = 0;
export const next = () => ++sequence;
export function cycle<T>(items: readonly T[], n: number): T {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

/** A company by id: a made one, or a demo company (`{ id: 1 }`). */
export type CompanyRef = { id: number };

/**
 * Companies point at an industry: a bare database has none, so the taxonomy the seed loads is added
 * once per database (the seeded one already holds it; on conflict nothing changes).
 */
const taxonomyLoaded = new WeakSet<Db>();
export async function ensureTaxonomy(db: Db) {
  if (taxonomyLoaded.has(db)) return;
  await db.insert(industries).values(INDUSTRIES).onConflictDoNothing();
  await db.insert(occupations).values(OCCUPATIONS).onConflictDoNothing();
  taxonomyLoaded.add(db);
}

/** Korean family and given names the made people are called by. */
export const FAMILY_NAMES = ['김', '이', '박', '최', '정', '강', '조', '윤'];
export const GIVEN_NAMES = ['서연', '민준', '지우', '하준', '수아', '도윤', '예은', '시우', '하은'];
