import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import * as schema from '../db/schema/index.js';
import { REPO_ROOT, type Config } from './config.js';
import { toCopyText } from './copy-text.js';
import { lockDirectory } from './dir-lock.js';

export type Schema = typeof schema;
/** Both engines' drizzle databases share this type: one dialect, two engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type EngineKind = 'pglite' | 'postgres';

/**
 * `settings`: session settings the COPY's own connection holds while it runs, reset after (the pool gives
 * each COPY any connection, so a setting made beforehand on another would not apply), e.g. the seed's
 * `partners.skip_review_alerts`, which the review tables' insert triggers read.
 */
export type CopyOptions = { settings?: Readonly<Record<string, string>> };

type Query = (text: string, values: unknown[]) => Promise<unknown>;
async function withSettings<T>(query: Query, settings: CopyOptions['settings'], run: () => Promise<T>): Promise<T> {
  const entries = Object.entries(settings ?? {});
  for (const [name, value] of entries) await query('select set_config($1, $2, false)', [name, value]);
  try {
    return await run();
  } finally {
    for (const [name] of entries) await query('select set_config($1, $2, false)', [name, '']);
  }
}

export type Database = {
  kind: EngineKind;
  db: Db;
  /** Bulk load with COPY … FROM (text format) on either engine. Values: string, number, boolean, Date, null. */
  copyRows(table: string, columns: readonly string[], rows: readonly unknown[][], options?: CopyOptions): Promise<void>;
  /** The same with rows already encoded by `toCopyText`, as a string or its UTF-8 bytes (the seed encodes them in worker threads). */
  copyText(table: string, columns: readonly string[], text: string | Uint8Array, options?: CopyOptions): Promise<void>;
  /** PGlite only: the whole data directory as a tar, which `openPglite(null, { loadDataDir })` opens again (tests clone the seeded one). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

const MIGRATIONS = path.join(REPO_ROOT, 'apps/server/drizzle');

function copySql(table: string, columns: readonly string[], source: string): string {
  const cols = columns.map((c) => `"${c}"`).join(', ');
  return `COPY "${table}" (${cols}) FROM ${source} WITH (FORMAT text)`;
}

/**
 * PGlite's server settings beyond its defaults. `wal_level=minimal`: nothing reads its WAL but its own crash
 * recovery (no replica, no archive), and at this level a table truncated or made in a transaction is written
 * without WAL by the rest of it, which is how the seed loads the visits and builds their rollups.
 */
const PGLITE_SETTINGS = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'];

/** PGlite in a folder (or in memory with `null`): real PostgreSQL in WASM, one connection. */
export async function openPglite(
  dataDir: string | null,
  { migrationsFolder = MIGRATIONS, loadDataDir }: { migrationsFolder?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    unlock = lockDirectory(`${dataDir}.lock`, `The embedded database ${dataDir}`);
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const copyText: Database['copyText'] = async (table, columns, text, options) => {
    if (text.length === 0) return;
    await withSettings(
      (q, values) => client.query(q, values),
      options?.settings,
      () => client.query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([text]) }),
    );
  };
  return {
    kind: 'pglite',
    db,
    copyRows: (table, columns, rows, options) => copyText(table, columns, toCopyText(rows), options),
    copyText,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

const CONNECT_TIMEOUT_MS = 5_000;

/** The advisory lock the processes starting on one database take in turn to migrate (and grant). */
const MIGRATION_LOCK = 7_340_201;

/**
 * Runs `work` holding the database's migration lock: hosts of the scale-out shape start together, and two
 * migrating at once would both apply a migration, or both grant, which PostgreSQL refuses with "tuple
 * concurrently updated". The lock is a session lock on a connection of its own, released when done.
 */
async function withMigrationLock(url: string, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    await lock.end();
  }
}

/**
 * Migrates through the tables' owner at `ownerUrl` and grants `role` (the console's) what it needs and nothing
 * more: reading and writing rows, now and in tables migrations add later, and calling the functions (PUBLIC
 * may). No DDL, no TRUNCATE, nothing owned. Temporary tables (the visit rollup's batch) come with the
 * database's default TEMPORARY privilege.
 */
async function migrateAsOwner(ownerUrl: string, role: string): Promise<void> {
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await migratePg(drizzlePg(owner, { schema }), { migrationsFolder: MIGRATIONS });
    const [{ current_user: ownerRole } = { current_user: '' }] = (await owner.query<{ current_user: string }>('select current_user')).rows;
    if (ownerRole === role) return;
    const to = pg.escapeIdentifier(role);
    await owner.query(`
      grant usage on schema public to ${to};
      grant select, insert, update, delete on all tables in schema public to ${to};
      grant usage, select, update on all sequences in schema public to ${to};
      alter default privileges in schema public grant select, insert, update, delete on tables to ${to};
      alter default privileges in schema public grant usage, select, update on sequences to ${to};`);
  } finally {
    await owner.end();
  }
}

/**
 * `bulkLoad`: the connections commit without waiting for the WAL to reach the disk (`synchronous_commit`
 * off), for a load that is started over after a crash anyway (the seed). A crash can lose the last
 * commits, never corrupt anything. `migrateAs`: the tables' owner, who migrates and grants this pool's role
 * its rows (`migrateAsOwner`); without it this pool's role migrates.
 */
export async function openPostgres(url: string, options: { max: number; bulkLoad?: boolean; migrateAs?: string | null }): Promise<Database> {
  // Idle connections stay open (idleTimeoutMillis 0): after a burst, the pool closed its idle connections
  // together ten seconds later, and their PostgreSQL processes exiting at once stalled every request for
  // half a second.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    idleTimeoutMillis: 0,
    // A request never waits for ever for a connection (a server that is down, a pool that is full): after
    // 5 s it is answered 503.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.bulkLoad ? { options: '-c synchronous_commit=off' } : {}),
  });
  // An idle connection that the server ends (restart, failover, admin) is dropped from the pool and the
  // next query reconnects; without this listener the error would bring the whole process down.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
  });
  // A connection lost while checked out (a transaction between two queries when the server crashes) emits
  // 'error' on its client, where the pool listens only while the client is idle: without this listener the
  // process ended. Its next query fails instead (a 503, a job tried again), and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost while in use: ${error.message}`));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (options.migrateAs) {
    const ownerUrl = options.migrateAs;
    const [{ current_user: role } = { current_user: '' }] = (await pool.query<{ current_user: string }>('select current_user')).rows;
    await withMigrationLock(ownerUrl, () => migrateAsOwner(ownerUrl, role));
  } else {
    await withMigrationLock(url, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS }));
  }
  const copyText: Database['copyText'] = async (table, columns, text, options) => {
    if (text.length === 0) return;
    const conn = await pool.connect();
    try {
      await withSettings(
        (q, values) => conn.query(q, values),
        options?.settings,
        () => pipeline(Readable.from([text]), conn.query(copyFrom(copySql(table, columns, 'STDIN')))),
      );
    } finally {
      conn.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    copyRows: (table, columns, rows, options) => copyText(table, columns, toCopyText(rows), options),
    copyText,
    close: () => pool.end(),
  };
}

/** Network errors of a connection that is gone or cannot be made. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection it lost or could not get in time. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/**
 * Whether `error` (or an error it wraps: drizzle wraps the driver's) says the database cannot be reached right
 * now rather than that the query was wrong: a connection refused or broken, a server shutting down or
 * starting (SQLSTATE 57P01–57P03), a connection exception (class 08). The request gets a 503, the web's
 * maintenance answer, and the pool reconnects by itself once the server is back (decision 0031).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || /^57P0[123]$/.test(code) || code.startsWith('08'))) return true;
    if (CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseMigrationUrl' | 'databasePoolSize' | 'dataDir'>,
  { bulkLoad = false }: { bulkLoad?: boolean } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { max: config.databasePoolSize, bulkLoad, migrateAs: config.databaseMigrationUrl })
    : openPglite(path.join(config.dataDir, 'pglite'));
}
