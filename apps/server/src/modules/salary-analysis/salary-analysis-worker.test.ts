import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, salaryReports } from '../../db/schema/index.js';
import { makeCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { WorkerProcesses, exited } from '../../test/worker-process.js';
import { SALARY_ANALYSE_JOB } from './salary-analysis.jobs.js';
import { addReports, analysisRow, balanceOf, created, ledgerOf, requestBody, salaryCompany } from './salary-analysis.fixtures.js';

/**
 * The analysis survives a real crash: `npm run worker`'s entry point runs as a child process, takes the
 * analyse job, moves the request to analysing (4), and is killed with SIGKILL while the analysis waits on
 * the salary reports (the test holds a lock on the table). A second worker process takes the job up when
 * the lease has passed: the report is written once and the ticket used once. PostgreSQL only: an embedded
 * PGlite database belongs to one process (salary-analysis.test.ts covers the same on PGlite in process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the salary analysis worker process', () => {
  let t: TestApp;
  let workers: WorkerProcesses;

  beforeAll(async () => {
    t = await createTestApp();
    workers = await WorkerProcesses.of(t);
  });
  afterAll(async () => {
    workers.killAll();
    await t.close();
  });

  it('writes the report once and uses one ticket although the worker was killed mid-analysis', async () => {
    const db = t.database.db;
    // The demo's reports and jobs are not this test's: its cohort holds exactly its own 40 reports.
    await db.delete(salaryReports);
    await addReports(db, await makeCompany(db), 40);
    await db.delete(jobs);
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody());
    expect(analysis.status).toBe(1);
    const analyseJob = async () => (await db.select().from(jobs).where(eq(jobs.kind, SALARY_ANALYSE_JOB)))[0];

    // The lock is held in a transaction of its own until the first worker is dead.
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${salaryReports} in access exclusive mode`);
      const first = workers.start();
      await expect.poll(async () => (await analysisRow(db, analysis.id)).status, { timeout: 30_000, interval: 20 }).toBe(4);
      expect(await analyseJob()).toMatchObject({ status: 'pending', attempts: 1 });
      first.kill('SIGKILL');
      await exited(first);
    });
    expect((await analysisRow(db, analysis.id)).result).toBeNull();

    // A new worker takes the job up when the dead one's lease has passed, and stops cleanly on SIGTERM.
    const second = workers.start();
    await expect.poll(async () => (await analyseJob())?.status, { timeout: 30_000, interval: 100 }).toBe('done');
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    const row = await analysisRow(db, analysis.id);
    expect(row.status).toBe(3);
    expect(row.result?.cohort.size).toBe(40);
    expect(row.analysedAt).not.toBeNull();
    expect(await analyseJob()).toMatchObject({ status: 'done', attempts: 2 });
    expect((await ledgerOf(db, analysis.id)).map((l) => l.reason)).toEqual(['use']);
    expect(await balanceOf(db, company.id)).toBe(0);
  }, 90_000);
});
