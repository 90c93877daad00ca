import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { testConfig } from '../platform/config.js';
import type { TestApp } from './harness.js';
import { asConsoleRole, asServerUser } from './seeded-demo.js';

/** `npm run worker`'s entry point. */
const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../worker.ts');

/**
 * The URL of the test app's own database on the server of `TEST_DATABASE_URL`, as the console's role: what
 * the test app connects as, and the processes a test starts (`DATABASE_MIGRATION_URL`: `asServerUser`).
 */
export async function testDatabaseUrl(t: TestApp): Promise<string> {
  const result = await t.database.db.execute(sql`select current_database() as name`);
  const [row] = (result as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return asConsoleRole(url.toString());
}

/**
 * Job worker processes on a test app's PostgreSQL database, for the tests that kill one for real
 * (SIGKILL) and let another take over. An embedded PGlite database belongs to a single process, so these
 * tests run on PostgreSQL only (`TEST_DATABASE_URL`).
 */
export class WorkerProcesses {
  private readonly children: ChildProcess[] = [];

  private constructor(private readonly databaseUrl: string) {}

  static async of(t: TestApp): Promise<WorkerProcesses> {
    return new WorkerProcesses(await testDatabaseUrl(t));
  }

  /** Workers on the database at `databaseUrl`. */
  static at(databaseUrl: string): WorkerProcesses {
    return new WorkerProcesses(databaseUrl);
  }

  /** A worker that polls every 50 ms under a one-second lease, with the test app's secret; `env` adds to it. */
  start(env: Record<string, string> = {}): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        DATABASE_MIGRATION_URL: asServerUser(this.databaseUrl),
        SESSION_SECRET: testConfig().sessionSecret,
        LOG_LEVEL: 'warn',
        DELIVERY_ADAPTER: 'local',
        SMTP_URL: '',
        JOB_POLL_MS: '50',
        JOB_LEASE_SECONDS: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.children.push(child);
    return child;
  }

  /** Kills every worker still running (afterAll). */
  killAll(): void {
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** Resolves with the exit code (null when a signal ended it) once `child` has exited, also when it already has. */
export function exited(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null;
  return new Promise((resolve) => (done ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}
