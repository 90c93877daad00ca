import { and, eq, sql } from 'drizzle-orm';
import { integer, pgView, text } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db.js';
import { appMeta, companies } from '../db/schema/index.js';

const SEED_KEY = 'demo_seed';
/** Tables with serial ids that the generator fills with explicit ids. */
const SERIAL_TABLES = [
  'companies',
  'users',
  'notifications',
  'consulting_requests',
  'job_seekers',
  'job_postings',
  'job_applications',
  'company_reviews',
  'interview_reviews',
  'welfare_reviews',
] as const;

/** The catalogue's index list, read to take a table's indexes off during a bulk load. */
const pgIndexes = pgView('pg_indexes', {
  schemaname: text('schemaname').notNull(),
  tablename: text('tablename').notNull(),
  indexname: text('indexname').notNull(),
  indexdef: text('indexdef').notNull(),
}).existing();
const pgConstraint = pgView('pg_constraint', {
  oid: integer('oid').notNull(),
  conname: text('conname').notNull(),
  contype: text('contype').notNull(),
  conrelid: integer('conrelid').notNull(),
}).existing();

export async function readSeedMarker(db: Db) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  return row?.value ?? null;
}

export async function writeSeedMarker(db: Db, value: Record<string, unknown>) {
  await db.insert(appMeta).values({ key: SEED_KEY, value });
}

/** Every company's id and industry, in id order (the order the companies step made them). */
export async function readPlannedCompanies(db: Db): Promise<{ id: number; industryId: number }[]> {
  return db.select({ id: companies.id, industryId: companies.industryId }).from(companies).orderBy(companies.id);
}

/** After COPY with explicit ids, move each sequence past the largest id. */
export async function resetSequences(db: Db) {
  for (const table of SERIAL_TABLES) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`));
  }
}

/**
 * Drops the indexes of `table` that back no constraint (the primary key stays) and returns their
 * definitions: loading a million rows and then building each index once is far faster than
 * maintaining it row by row.
 */
export async function dropSecondaryIndexes(db: Db, table: string): Promise<string[]> {
  const indexes = await db
    .select({ name: pgIndexes.indexname, definition: pgIndexes.indexdef })
    .from(pgIndexes)
    .where(
      and(
        eq(pgIndexes.schemaname, sql`current_schema()`),
        eq(pgIndexes.tablename, table),
        sql`${pgIndexes.indexname} not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
      ),
    );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.map((i) => i.definition);
}

/** Builds indexes side by side, one connection each; SET LOCAL gives the sort memory to that statement only. */
export async function createIndexes(db: Db, definitions: readonly string[], memory = '1GB') {
  await Promise.all(
    definitions.map((definition) =>
      db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory}'`));
        await tx.execute(sql.raw(definition));
      }),
    ),
  );
}

/**
 * Statistics for the planner, and the visibility map: the search counts its matches from the index
 * without reading rows only on pages marked all-visible, which a freshly loaded table has none of.
 */
export async function vacuumAnalyze(db: Db, table: string) {
  await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}

export type ForeignKey = { table: string; name: string; definition: string };

/**
 * Drops the foreign keys of `table` for a bulk load: each is then checked in one pass instead of one
 * lookup (and one row lock on the referenced row) per loaded row.
 */
export async function dropForeignKeys(db: Db, table: string): Promise<ForeignKey[]> {
  const keys = await db
    .select({ name: pgConstraint.conname, definition: sql<string>`pg_get_constraintdef(${pgConstraint.oid})` })
    .from(pgConstraint)
    .where(and(eq(pgConstraint.contype, 'f'), sql`${pgConstraint.conrelid} = ${table}::regclass`));
  for (const key of keys) await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(key.name)}`);
  return keys.map((key) => ({ table, ...key }));
}

/** Adds foreign keys back; each is checked in one pass over the table. */
export async function addForeignKeys(db: Db, keys: readonly ForeignKey[]) {
  for (const key of keys) await db.execute(sql.raw(`alter table "${key.table}" add constraint "${key.name}" ${key.definition}`));
}
