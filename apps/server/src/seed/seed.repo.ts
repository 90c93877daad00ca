import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { appMeta } from '../db/schema/index.js';

const SEED_KEY = 'demo_seed';
/** Tables with serial ids that the generator fills with explicit ids. */
const SERIAL_TABLES = ['companies', 'users', 'notifications', 'consulting_requests'] as const;

export async function readSeedMarker(db: Db) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  return row?.value ?? null;
}

export async function writeSeedMarker(db: Db, value: Record<string, unknown>) {
  await db.insert(appMeta).values({ key: SEED_KEY, value });
}

/** After COPY with explicit ids, move each sequence past the largest id. */
export async function resetSequences(db: Db) {
  for (const table of SERIAL_TABLES) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
}
