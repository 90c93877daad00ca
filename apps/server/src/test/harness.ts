import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { CSRF_HEADER } from '@partners/contract';
import { buildApp } from '../app.js';
import { tempStorageDir, testConfig, type Config } from '../platform/config.js';
import { LocalFileStorage } from '../platform/storage/local.js';
import type { FileStorage } from '../platform/storage/storage.js';
import { openPglite, openPostgres, type Database } from '../platform/db.js';
import { asConsoleRole, cloneTemplate, copySeededUploads, databaseUrl, dropDatabase, waitForEmptyDump, waitForSeededDemo } from './seeded-demo.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';

type TestDatabase = { database: Database; drop: () => Promise<void> };

/** An in-memory PGlite loaded from one of the run's dumps (seeded-demo.ts). */
async function loadedPglite(dump: string): Promise<TestDatabase> {
  const database = await openPglite(null, { loadDataDir: new Blob([await readFile(dump)]) });
  return { database, drop: () => database.close() };
}

/** A PostgreSQL database of the file's own, made from `template`, dropped by `drop`. */
/** How the app reaches its PostgreSQL database: `connectVia` rewrites the URL (the outage tests put a proxy between). */
export type TestDatabaseOptions = { connectVia?: (url: string) => string };

/**
 * `asConsole`: the app connects as the console's least-privileged role (`CONSOLE_ROLE`), granted its rows by
 * the server's user, who owns the clone; otherwise as the server's user (the seed's own tests, which do the
 * owner's work).
 */
async function clonedPostgres(
  serverUrl: string,
  template: string,
  options = '',
  { connectVia, asConsole = false }: TestDatabaseOptions & { asConsole?: boolean } = {},
): Promise<TestDatabase> {
  const name = `pc_test_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(serverUrl, template, name, options);
  const url = databaseUrl(serverUrl, name);
  const appUrl = asConsole ? asConsoleRole(url) : url;
  const database = await openPostgres(connectVia ? connectVia(appUrl) : appUrl, { max: 5, migrateAs: asConsole ? url : null });
  return {
    database,
    drop: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * API tests run on a real database: an in-memory PGlite loaded from the run's migrated, empty dump (quicker
 * than creating one), or, when TEST_DATABASE_URL is set (CI), a fresh PostgreSQL database per test file,
 * created from template0 with a C.UTF-8 ctype.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return loadedPglite((await waitForEmptyDump(inject('seededDemoDir'))).dump);
  return clonedPostgres(serverUrl, 'template0', `ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
}

/**
 * A test file's own copy of the run's seeded small demo data (seed once, clone per file: seeded-demo.ts): a
 * PGlite that loads the seeded data directory, or a PostgreSQL database cloned from the seeded template, and
 * a storage folder holding the seeded images.
 */
export async function openSeededTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<TestDatabase & { files: ReturnType<typeof openTestStorage> }> {
  const demo = await waitForSeededDemo(inject('seededDemoDir'));
  const files = openTestStorage();
  await copySeededUploads(demo, files.dir);
  if (demo.kind === 'pglite') return { ...(await loadedPglite(demo.dump)), files };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The run seeded PostgreSQL but TEST_DATABASE_URL is not set in this worker');
  return { ...(await clonedPostgres(serverUrl, demo.template, '', { ...options, asConsole: true })), files };
}

/** Stored files in a temporary folder of their own (never the repository's data directory), removed by `remove`. */
export function openTestStorage(): { storage: FileStorage; dir: string; remove(): Promise<void> } {
  const dir = tempStorageDir();
  return { storage: new LocalFileStorage(dir), dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Where the app and the seed store uploaded files (a temporary folder). */
  storage: FileStorage;
  /** The folder behind `storage`. */
  storageDir: string;
  logs: string[];
  close(): Promise<void>;
};

/** `storage`: where the app keeps uploads instead of the test's own folder (the S3 fault tests). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { storage, ...databaseOptions }: TestDatabaseOptions & { storage?: FileStorage } = {},
): Promise<TestApp> {
  const { database, drop, files } = await openSeededTestDatabase(databaseOptions);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = testConfig({ logLevel: 'info', ...overrides });
  const app = await buildApp({ config, database, logStream, storage: storage ?? files.storage, serveSpa: false });
  await app.ready();
  return {
    app,
    database,
    storage: storage ?? files.storage,
    storageDir: files.dir,
    logs,
    async close() {
      await app.close();
      await drop();
      await files.remove();
    },
  };
}

/** A browser-like client: keeps cookies, fetches and sends the CSRF token. */
export class Client {
  private cookies = new Map<string, string>();
  private token: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private keep(response: LightMyRequestResponse) {
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const removed = c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (removed) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async csrfToken(): Promise<string> {
    if (!this.token) {
      const response = await this.request({ method: 'GET', url: '/api/v3/csrf' }, { csrf: false });
      this.token = response.json<{ token: string }>().token;
    }
    return this.token;
  }

  async request(options: InjectOptions, { csrf = true }: { csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (csrf && method !== 'GET' && method !== 'HEAD') headers[CSRF_HEADER] = await this.csrfToken();
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const response = await this.app.inject({ ...options, headers });
    this.keep(response);
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    return this.request({ method: 'POST', url: '/api/v3/user_session', payload: { email, password } });
  }
}

export async function signedIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Client> {
  const client = new Client(app);
  const response = await client.signIn(email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return client;
}
