import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DAY_MS } from '@partners/contract/korea-time';
import { jobs } from '../db/schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from './db.js';
import { JobRunner, Worker, backoffMs, deleteDoneJobs, eachJob, enqueue, type Job, type JobHandler } from './jobs.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const options = { batchSize: 10, leaseMs: 60_000, maxAttempts: 3, backoffBaseMs: 1_000 };

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Seconds from the database's now to the job's run_at. */
async function dueIn(id: number): Promise<number> {
  const [row] = await database.db
    .select({ seconds: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row?.seconds ?? Number.NaN;
}

describe('enqueue', () => {
  it('writes the job with the transaction it is part of, and not without it', async () => {
    const kept = await database.db.transaction((tx) => enqueue(tx, 'test.kept', { n: 1 }));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test.rolled_back', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => [r.id, r.kind, r.status, r.attempts])).toEqual([[kept, 'test.kept', 'pending', 0]]);
  });
});

describe('JobRunner', () => {
  it('runs due jobs by kind, in order, and marks them done', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(database.db, { 'test.echo': eachJob((job) => Promise.resolve(void seen.push(job.payload.n))) }, options);
    for (const n of [1, 2, 3]) await enqueue(database.db, 'test.echo', { n });
    const later = await enqueue(database.db, 'test.echo', { n: 4 }, new Date(Date.now() + 3_600_000));
    expect(await runner.runDueJobs()).toEqual({ claimed: 3, done: 3, retried: 0, failed: 0 });
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect(await runner.runDueJobs()).toMatchObject({ claimed: 0 });
    expect((await jobRow(later)).status).toBe('pending');
    const done = (await database.db.select().from(jobs).where(eq(jobs.status, 'done'))).length;
    expect(done).toBe(3);
  });

  it('retries a failed attempt with exponential backoff, then marks the job failed', async () => {
    let calls = 0;
    const runner = new JobRunner(
      database.db,
      {
        'test.flaky': eachJob(() => {
          calls++;
          return Promise.reject(new Error(`provider down (call ${calls})\nparams: secret`));
        }),
      },
      options,
    );
    const id = await enqueue(database.db, 'test.flaky', {});
    expect(await runner.runDueJobs()).toMatchObject({ claimed: 1, retried: 1 });
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down (call 1)' });
    // First retry after the base delay (with up to 20% jitter), the second after twice that.
    expect(await dueIn(id)).toBeGreaterThan(0.9);
    expect(await dueIn(id)).toBeLessThan(1.3);
    expect(await runner.runDueJobs()).toMatchObject({ claimed: 0 });

    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    expect(await runner.runDueJobs()).toMatchObject({ retried: 1 });
    expect(await dueIn(id)).toBeGreaterThan(1.9);
    expect(await dueIn(id)).toBeLessThan(2.5);

    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    expect(await runner.runDueJobs()).toMatchObject({ failed: 1 });
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider down (call 3)' });
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    expect(await runner.runDueJobs()).toMatchObject({ claimed: 0 });
    expect(calls).toBe(3);
  });

  it('fails only the jobs a batch handler reports, and a job of an unknown kind', async () => {
    const handler: JobHandler = (batch: readonly Job[]) => Promise.resolve(batch.map((job) => (job.payload.bad ? new Error('bad payload') : null)));
    const runner = new JobRunner(database.db, { 'test.batch': handler }, options);
    const good = await enqueue(database.db, 'test.batch', { bad: false });
    const bad = await enqueue(database.db, 'test.batch', { bad: true });
    const unknown = await enqueue(database.db, 'test.nobody', {});
    expect(await runner.runDueJobs()).toEqual({ claimed: 3, done: 1, retried: 2, failed: 0 });
    expect((await jobRow(good)).status).toBe('done');
    expect((await jobRow(bad)).lastError).toBe('bad payload');
    expect((await jobRow(unknown)).lastError).toBe('no handler for job kind test.nobody');
  });

  it('takes a job up again once the lease of a worker that died has passed', async () => {
    const runs: number[] = [];
    const id = await enqueue(database.db, 'test.lease', {});
    // A worker claims the job and dies before finishing: the handler never returns.
    const dying = new JobRunner(database.db, { 'test.lease': () => new Promise<never>(() => {}) }, { ...options, leaseMs: 60_000 });
    void dying.runDueJobs();
    await expect.poll(async () => (await jobRow(id)).attempts).toBe(1);
    const healthy = new JobRunner(database.db, { 'test.lease': eachJob((job) => Promise.resolve(void runs.push(job.attempts))) }, options);
    expect(await healthy.runDueJobs()).toMatchObject({ claimed: 0 });
    expect(await dueIn(id)).toBeGreaterThan(50);
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    expect(await healthy.runDueJobs()).toMatchObject({ claimed: 1, done: 1 });
    expect(runs).toEqual([2]);
  });

  it('lets concurrent runners claim disjoint batches (SKIP LOCKED)', async () => {
    const seen: number[] = [];
    const handlers = { 'test.count': eachJob((job) => Promise.resolve(void seen.push(job.id))) };
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await enqueue(database.db, 'test.count', {}));
    const runners = Array.from({ length: 4 }, () => new JobRunner(database.db, handlers, { ...options, batchSize: 7 }));
    for (let round = 0; round < 10; round++) await Promise.all(runners.map((r) => r.runDueJobs()));
    expect(seen.sort((a, b) => a - b)).toEqual(ids);
  });

  it('doubles the delay per attempt, capped at an hour', () => {
    expect(backoffMs(1, 1_000, () => 0)).toBe(1_000);
    expect(backoffMs(2, 1_000, () => 0)).toBe(2_000);
    expect(backoffMs(5, 1_000, () => 0)).toBe(16_000);
    expect(backoffMs(5, 1_000, () => 1)).toBe(19_200);
    expect(backoffMs(40, 1_000, () => 0)).toBe(3_600_000);
  });
});

describe('Worker', () => {
  it('picks up jobs promptly, runs periodic tasks, and stops after the current pass', async () => {
    const seen: number[] = [];
    let ticks = 0;
    const runner = new JobRunner(database.db, { 'test.live': eachJob((job) => Promise.resolve(void seen.push(Number(job.payload.n)))) }, options);
    const worker = new Worker(
      runner,
      { pollMs: 20, batchSize: 10, periodic: [{ name: 'tick', everyMs: 0, run: () => Promise.resolve(ticks++) }] },
      { warn: () => {} },
    );
    worker.start();
    await enqueue(database.db, 'test.live', { n: 1 });
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual([1]);
    await enqueue(database.db, 'test.live', { n: 2 });
    worker.wake();
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual([1, 2]);
    await worker.stop();
    expect(ticks).toBeGreaterThan(0);
    await enqueue(database.db, 'test.live', { n: 3 });
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([1, 2]);
  });
});

describe('deleteDoneJobs', () => {
  async function insertJob(status: 'pending' | 'done' | 'failed', daysAgo: number): Promise<number> {
    const [row] = await database.db
      .insert(jobs)
      .values({ kind: 'test.old', payload: {}, status, doneAt: status === 'done' ? sql`now() - ${daysAgo} * interval '1 day'` : null })
      .returning({ id: jobs.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  it('deletes done jobs older than the retention and keeps recent, pending and failed ones', async () => {
    await insertJob('done', 8);
    const recent = await insertJob('done', 6);
    const failed = await insertJob('failed', 30);
    const pending = await insertJob('pending', 30);
    expect(await deleteDoneJobs(database.db, 7 * DAY_MS)).toBe(1);
    const left = await database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
    expect(left.map((r) => r.id)).toEqual([recent, failed, pending]);
  });

  it('goes on batch after batch until every old done job is gone', async () => {
    await database.db.execute(
      sql`insert into jobs (kind, payload, status, done_at) select 'test.old', '{}'::jsonb, 'done', now() - interval '10 days' from generate_series(1, 5003)`,
    );
    expect(await deleteDoneJobs(database.db, 7 * DAY_MS)).toBe(5003);
    expect(await database.db.$count(jobs)).toBe(0);
  });
});
