import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../platform/config.js';
import { openPglite, openPostgres, type Database } from '../platform/db.js';
import { LocalFileStorage } from '../platform/storage/local.js';
import { seedDatabase } from '../seed/index.js';

/**
 * Seed once, clone per file (decision 0030): the small demo data is made once per test run (or reused from
 * a run of the last half hour with the same migrations and seed code), and every API test file starts from
 * a copy of it instead of running the migrations and the whole seed itself (about 15 s a file).
 *
 * - PGlite: the seeded data directory is dumped to a tar (`dumpDataDir`); each file opens an in-memory
 *   PGlite that loads it (`loadDataDir`).
 * - PostgreSQL (`TEST_DATABASE_URL`): the seed goes into a template database named after the hash; each file
 *   gets `CREATE DATABASE … TEMPLATE` of it.
 * The demo images the seed stores are copied alongside, into each file's own storage folder.
 *
 * Reuse is bounded in time because the seed measures every relative time back from its clock: data seeded
 * yesterday would show "today's" visits and "minutes ago" requests in the wrong place.
 */

/** How long a seeded copy may be reused by later runs. */
const REUSE_MS = 30 * 60_000;
const CACHE_DIR = path.join(tmpdir(), 'partners-test-seed');

export type SeededDemo =
  { kind: 'pglite'; dump: string; uploads: string; seededAt: string } | { kind: 'postgres'; template: string; uploads: string; seededAt: string };

/** A hash of everything that decides the seeded data: the migrations and the seed's and modules' code. */
export function seedCodeHash(): string {
  const hash = createHash('sha256');
  const walk = (file: string) => {
    if (!statSync(file).isDirectory()) return void hash.update(path.relative(REPO_ROOT, file)).update(readFileSync(file));
    for (const name of readdirSync(file).sort()) if (!/\.(test|fixtures)\.ts$/.test(name)) walk(path.join(file, name));
  };
  // The seed calls into the modules (rollups, analyses, search vectors) and the contract's constants; this
  // file decides what a copy holds.
  for (const dir of ['apps/server/drizzle', 'apps/server/src/seed', 'apps/server/src/modules', 'apps/server/src/db', 'packages/contract/src']) {
    walk(path.join(REPO_ROOT, dir));
  }
  walk(fileURLToPath(import.meta.url));
  return hash.digest('hex').slice(0, 12);
}

/** The folder of a run's seeded copy: `ready.json` appears there once it can be cloned, `error.txt` if it failed. */
export function seededDemoDir(hash: string, engine: 'pglite' | 'postgres'): string {
  return path.join(CACHE_DIR, `${engine}-${hash}-${Date.now()}-${randomBytes(3).toString('hex')}`);
}

/** A finished copy of the last half hour for this hash and engine, if there is one (and it is still there). */
export function reusableSeededDemo(hash: string, engine: 'pglite' | 'postgres'): string | null {
  if (!existsSync(CACHE_DIR)) return null;
  for (const name of readdirSync(CACHE_DIR)) {
    if (!name.startsWith(`${engine}-${hash}-`)) continue;
    const ready = path.join(CACHE_DIR, name, 'ready.json');
    if (!existsSync(ready)) continue;
    const demo = JSON.parse(readFileSync(ready, 'utf8')) as SeededDemo;
    if (Date.now() - Date.parse(demo.seededAt) < REUSE_MS) return path.join(CACHE_DIR, name);
  }
  return null;
}

/** Removes the copies older than the reuse window (folders, and the PostgreSQL templates they name). */
export async function removeStaleSeededDemos(serverUrl: string | undefined): Promise<void> {
  if (!existsSync(CACHE_DIR)) return;
  for (const name of readdirSync(CACHE_DIR)) {
    const dir = path.join(CACHE_DIR, name);
    // A folder still being prepared (no ready.json yet) is left to its run unless it is long abandoned.
    if (Date.now() - statSync(dir).mtimeMs < 2 * REUSE_MS) continue;
    const ready = path.join(dir, 'ready.json');
    if (existsSync(ready) && serverUrl) {
      const demo = JSON.parse(await readFile(ready, 'utf8')) as SeededDemo;
      if (demo.kind === 'postgres') await dropDatabase(serverUrl, demo.template);
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/** Seeds the small demo data into a new copy in `dir` (run in a child process by the global setup). */
export async function prepareSeededDemo(dir: string, serverUrl: string | undefined, hash: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const uploads = path.join(dir, 'uploads');
  const storage = new LocalFileStorage(uploads);
  const seededAt = new Date();
  let demo: SeededDemo;
  if (serverUrl) {
    const template = `pc_tpl_${hash}_${randomBytes(3).toString('hex')}`;
    await cloneTemplate(serverUrl, 'template0', template, `ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    const database = await openPostgres(databaseUrl(serverUrl, template), { max: 2 });
    try {
      await seedDatabase(database, { size: 'small', storage, now: seededAt });
    } finally {
      // A template takes no clone while anyone is connected to it.
      await database.close();
    }
    demo = { kind: 'postgres', template, uploads, seededAt: seededAt.toISOString() };
  } else {
    const database = await openPglite(null);
    try {
      // First the migrated, empty database (for the files that fill their own), then the seeded one.
      await writeFile(path.join(dir, 'empty.tar'), await dumpOf(database));
      await writeWhole(path.join(dir, 'empty.json'), { dump: path.join(dir, 'empty.tar') });
      await seedDatabase(database, { size: 'small', storage, now: seededAt });
      await writeFile(path.join(dir, 'pglite.tar'), await dumpOf(database));
    } finally {
      await database.close();
    }
    demo = { kind: 'pglite', dump: path.join(dir, 'pglite.tar'), uploads, seededAt: seededAt.toISOString() };
  }
  await writeWhole(path.join(dir, 'ready.json'), demo);
}

async function dumpOf(database: Database): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error('PGlite without dumpDataDir');
  return Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
}

/** Written beside, then renamed: a reader never sees half a file. */
async function writeWhole(file: string, value: unknown): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(value));
  await rename(`${file}.tmp`, file);
}

/** Waits for the copy in `dir` (another process may still be seeding it). */
export function waitForSeededDemo(dir: string): Promise<SeededDemo> {
  return waitForFile<SeededDemo>(dir, 'ready.json');
}

/** PGlite: the migrated, empty database's dump, made before the seed (sooner than the seeded one). */
export function waitForEmptyDump(dir: string): Promise<{ dump: string }> {
  return waitForFile<{ dump: string }>(dir, 'empty.json');
}

async function waitForFile<T>(dir: string, name: string, timeoutMs = 180_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const ready = path.join(dir, name);
    if (existsSync(ready)) return JSON.parse(await readFile(ready, 'utf8')) as T;
    const error = path.join(dir, 'error.txt');
    if (existsSync(error)) throw new Error(`Seeding the test run's demo data failed:\n${await readFile(error, 'utf8')}`);
    if (Date.now() - started > timeoutMs) throw new Error(`The test run's demo data did not appear in ${dir} within ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Copies the seeded demo images into a test file's own storage folder. */
export async function copySeededUploads(demo: SeededDemo, into: string): Promise<void> {
  if (existsSync(demo.uploads)) await cp(demo.uploads, into, { recursive: true });
}

/** A PostgreSQL database of its own for a test file, made from a template (retried while another clone holds it). */
export async function cloneTemplate(serverUrl: string, template: string, name: string, options = ''): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} ${options}`));
      return;
    } catch (error) {
      // "source database … is being accessed by other users": a concurrent clone's brief connection.
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The role the console's tests connect as on PostgreSQL: it logs in and owns nothing (no superuser, no
 * database or role creation); each test database's owner grants it the rows at open (`migrateAs`), as a
 * deployment's migration role does (decision 0031). Made once per server; a concurrent maker is fine.
 */
export const CONSOLE_ROLE = 'pc_console';

export async function ensureConsoleRole(serverUrl: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_roles where rolname = $1', [CONSOLE_ROLE]);
    if (rowCount) return;
    await admin.query(`create role ${CONSOLE_ROLE} login nosuperuser nocreatedb nocreaterole noinherit`).catch((error: { code?: string }) => {
      // 42710: another test process made it meanwhile.
      if (error.code !== '42710') throw error;
    });
  });
}

/** `url` with the user of TEST_DATABASE_URL (the test databases' owner, DATABASE_MIGRATION_URL) as its user. */
export function asServerUser(url: string): string {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const parsed = new URL(url);
  parsed.username = server.username;
  parsed.password = server.password;
  return parsed.toString();
}

/** `url` with the console's role as its user. */
export function asConsoleRole(url: string): string {
  const parsed = new URL(url);
  parsed.username = CONSOLE_ROLE;
  parsed.password = '';
  return parsed.toString();
}
