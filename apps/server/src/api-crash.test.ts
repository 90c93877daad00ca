import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../../scripts/round-robin-proxy.mjs';
import { hrProjects, savedSearches } from './db/schema/index.js';
import { signInOverHttp, startApiProcess } from './test/api-process.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { exited, testDatabaseUrl } from './test/worker-process.js';

/**
 * One of two API processes killed with SIGKILL in the middle of a write load (decision 0031): the scale-out
 * shape's two hosts behind the round-robin proxy, on one PostgreSQL. Every write a client saw acknowledged is
 * in the database afterwards, the other process goes on serving, and the load is back to answering every
 * request within 5 s. PostgreSQL only (an embedded PGlite database belongs to one process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const CLIENTS = 8;
const LOAD_MS = 6_000;
const KILL_AT_MS = 2_000;

describe.skipIf(!serverUrl)('an API process killed under load', () => {
  let t: TestApp;
  let apis: { child: ChildProcess; url: string }[] = [];
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    t = await createTestApp();
    const databaseUrl = await testDatabaseUrl(t);
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'pc-shared-uploads-'));
    apis = await Promise.all([startApiProcess(databaseUrl, storageDir), startApiProcess(databaseUrl, storageDir)]);
    proxy = await startRoundRobinProxy({ targets: apis.map((a) => a.url) });
  }, 120_000);
  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await proxy.close();
    await t.close();
  });

  it('keeps every acknowledged write, serves on, and recovers within 5 s', async () => {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => signInOverHttp(proxy.url, 'admin@demo.test')));
    expect((await clients[0]?.post('/api/v3/resumes/components/matchings', { matchings: { privacy_agreement: { value: true } } }))?.status).toBe(200);

    const acked = { projects: [] as string[], searches: [] as string[] };
    const failures: { at: number; status: number | string }[] = [];
    let answered = 0;
    const started = Date.now();
    let killedAt = 0;
    const killer = setTimeout(() => {
      killedAt = Date.now() - started;
      apis[0]?.child.kill('SIGKILL');
    }, KILL_AT_MS);
    await Promise.all(
      clients.map(async ({ post }, c) => {
        for (let i = 0; Date.now() - started < LOAD_MS; i++) {
          const name = `부하 ${c}-${i}`;
          const project = i % 2 === 0;
          try {
            const response = project
              ? await post('/hr/projects', { hr_project: { name } })
              : await post('/hr/save_search_queries', { hr_save_search_query: { title: name, query: 'query=자바' } });
            if (response.status === 200) (project ? acked.projects : acked.searches).push(name);
            else failures.push({ at: Date.now() - started, status: response.status });
            answered++;
          } catch (error) {
            failures.push({ at: Date.now() - started, status: error instanceof Error ? error.message : String(error) });
          }
        }
      }),
    );
    clearTimeout(killer);
    await exited(apis[0]?.child as ChildProcess);

    const db = t.database.db;
    const projects = await db.select({ name: hrProjects.name }).from(hrProjects).where(inArray(hrProjects.name, acked.projects));
    const searches = await db.select({ title: savedSearches.title }).from(savedSearches).where(inArray(savedSearches.title, acked.searches));
    expect(projects.length).toBe(acked.projects.length);
    expect(searches.length).toBe(acked.searches.length);
    const lastFailure = Math.max(killedAt, ...failures.map((f) => f.at));
    expect(lastFailure - killedAt).toBeLessThan(5_000);
    expect(failures.every((f) => f.at >= killedAt)).toBe(true);
    const [, second] = proxy.counts();
    expect(second).toBeGreaterThan(answered / 2);
    console.info(
      `[fault] API process 1 killed at ${killedAt} ms of ${LOAD_MS}: ${answered} requests answered, ` +
        `${acked.projects.length + acked.searches.length} writes acknowledged and all ${projects.length + searches.length} found, ` +
        `${failures.length} failed (${[...new Set(failures.map((f) => f.status))].join(', ') || 'none'}), the last ${lastFailure - killedAt} ms after the kill`,
    );
  }, 120_000);
});
