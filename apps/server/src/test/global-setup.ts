import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../platform/config.js';
import { ensureConsoleRole, removeStaleSeededDemos, reusableSeededDemo, seedCodeHash, seededDemoDir } from './seeded-demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder whose ready.json describes the run's seeded small demo data (seeded-demo.ts). */
    seededDemoDir: string;
  }
}

/**
 * The server project's global setup: starts seeding the run's small demo data in a child process and does
 * not wait for it, so the web and contract files (and the server files that need no demo data) run
 * meanwhile; `createTestApp` waits for it. A copy of the last half hour with the same code is reused.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (serverUrl) await ensureConsoleRole(serverUrl);
  const engine = serverUrl ? 'postgres' : 'pglite';
  const hash = seedCodeHash();
  const reusable = reusableSeededDemo(hash, engine);
  const dir = reusable ?? seededDemoDir(hash, engine);
  project.provide('seededDemoDir', dir);
  let child: ChildProcess | null = null;
  if (!reusable) {
    mkdirSync(dir, { recursive: true });
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/test/seed-once.ts'), dir, hash], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return async () => {
    if (child && child.exitCode === null) {
      child.kill();
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    await removeStaleSeededDemos(serverUrl);
  };
}
