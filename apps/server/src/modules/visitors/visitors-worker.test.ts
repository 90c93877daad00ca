import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { WorkerProcesses, exited } from '../../test/worker-process.js';
import { recordVisitEvents } from './visitors.service.js';

/**
 * The rollup job survives a real crash: `npm run worker`'s entry point runs as a child process, takes a batch
 * of the queue (its DELETE done, uncommitted) and is killed with SIGKILL while it waits to add the batch to
 * `visit_daily` (the test holds a lock on the table). A second worker process takes the batch again: the
 * rollups equal the counts over the raw events, nothing lost or counted twice. PostgreSQL only: an embedded
 * PGlite database belongs to one process (visitors-rollup.test.ts covers a failed batch on both engines).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the visitor rollup worker process', () => {
  let t: TestApp;
  let workers: WorkerProcesses;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute<T & Record<string, unknown>>(query)) as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await createTestApp();
    workers = await WorkerProcesses.of(t);
  });
  afterAll(async () => {
    workers.killAll();
    await t.close();
  });

  it('adds a batch once although the worker holding it was killed', async () => {
    const db = t.database.db;
    for (const table of ['visit_events', 'visit_queue', 'visit_daily', 'visit_monthly', 'visit_dimension_monthly'])
      await db.execute(sql`delete from ${sql.identifier(table)}`);
    const events = Array.from({ length: 3_000 }, (_, i) => ({
      eventKey: randomUUID(),
      companyId: 1 + (i % 3),
      occurredAt: new Date(Date.UTC(2024, 0, 1) + i * 997_000),
      category: i % 2 ? 'reviews' : 'salaries',
      city: i % 5 ? 'seoul' : 'busan',
      occupationId: i % 4 ? 11600 : null,
      skill: i % 3 ? 'Java' : 'React',
    }));
    await recordVisitEvents(db, events);

    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table visit_daily in access exclusive mode`);
      const first = workers.start();
      // The worker has taken its batch and waits on the lock to add it.
      await expect
        .poll(
          async () =>
            (
              await rows<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into visit_daily%'`)
            )[0]?.n,
          { timeout: 30_000, interval: 50 },
        )
        .toBe(1);
      first.kill('SIGKILL');
      await exited(first);
    });
    // Nothing of the dead worker's batch counted; the batch is queued again once its backend has gone.
    await expect
      .poll(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from visit_queue`))[0]?.n, { timeout: 30_000 })
      .toBe(3_000);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from visit_daily`))[0]?.n).toBe(0);

    const second = workers.start();
    await expect
      .poll(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from visit_queue`))[0]?.n, { timeout: 30_000, interval: 100 })
      .toBe(0);
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    const daily = await rows(sql`
      select company_id, day, category, count(*)::int as visits from (
        select company_id, (occurred_at at time zone 'Asia/Seoul')::date as day, category from visit_events) e
      group by 1, 2, 3
      except select company_id, day, category, visits from visit_daily`);
    expect(daily).toEqual([]);
    expect((await rows<{ n: number }>(sql`select sum(visits)::int as n from visit_daily`))[0]?.n).toBe(3_000);
    const monthly = await rows(sql`
      select company_id, date_trunc('month', occurred_at at time zone 'Asia/Seoul')::date as month, category, count(*)::int as visits
      from visit_events group by 1, 2, 3
      except select company_id, month, category, visits from visit_monthly`);
    expect(monthly).toEqual([]);
    const skills = await rows(sql`
      select company_id, skill as value, count(*)::int as visits from visit_events group by 1, 2
      except select company_id, value, sum(visits)::int from visit_dimension_monthly
        where dimension = 'skill' and category = 'all' and occupation_id = 0 group by company_id, value`);
    expect(skills).toEqual([]);
    expect(
      (
        await rows<{ n: number }>(
          sql`select sum(visits)::int as n from visit_dimension_monthly where dimension = 'city' and category = 'all' and occupation_id = 0`,
        )
      )[0]?.n,
    ).toBe(3_000);
  }, 120_000);
});
