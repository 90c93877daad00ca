// The three job queues of bench/queue-compare.mjs behind one shape, used by the bench (enqueueing, seeding,
// counting) and by the worker child (bench/queue-worker.mjs). Runs under `node --import tsx`, so that ours is
// imported from its TypeScript source (apps/server/src/platform/jobs.ts) as the server builds it.
//
// Every queue's job does the same work: one upsert of its key into bench_runs, which counts how often each
// job's handler ran (a delivery's write, and the evidence for the kill -9 counts).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { Logger, run as runGraphile, runMigrations as migrateGraphile } from 'graphile-worker';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { JobRunner, Worker, eachJob, enqueue } from '../apps/server/src/platform/jobs.ts';

export const QUEUES = ['ours', 'pg-boss', 'graphile-worker'];
export const KIND = 'bench.job';
/** pg-boss queue names allow no dot. */
const BOSS_QUEUE = 'bench';
const GRAPHILE_TASK = 'bench';

export const BENCH_TABLES = `
  create table if not exists bench_orders (id bigserial primary key, key int not null, note text not null);
  create table if not exists bench_runs (key int primary key, runs int not null, started_ms float8 not null);
`;
const UPSERT_RUN = 'insert into bench_runs (key, runs, started_ms) values ($1, 1, $2) on conflict (key) do update set runs = bench_runs.runs + 1';

/** Epoch milliseconds with sub-millisecond precision; comparable across processes of one machine. */
export const nowMs = () => performance.timeOrigin + performance.now();

/** The job's work: one row written on the handler's own pool, with the time the handler started. */
export function handlerOn(pool) {
  return async (key) => {
    await pool.query(UPSERT_RUN, [key, nowMs()]);
  };
}

const silentGraphileLog = new Logger(() => () => {});

/**
 * pg-boss's `db` option (an object with executeSql(text, values)) over a drizzle database or transaction:
 * the positional parameters become drizzle parameters, so pg-boss's statement runs in the caller's
 * transaction on either engine. This is the adapter the server would need to enqueue with pg-boss.
 */
export function drizzleExecutor(tx) {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = await tx.execute(sql.join(chunks, sql.raw('')));
      return { rows: Array.isArray(result) ? result : result.rows };
    },
  };
}

/**
 * Bench-side operations per queue on a PostgreSQL database `url` (created by the bench): the schema, one
 * enqueue inside a drizzle transaction, bulk seeding, counting, resetting.
 */
export async function openQueue(name, url, { leaseSeconds }) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await pool.query(BENCH_TABLES);
  const db = drizzle(pool, { schema });
  const count = async (text, values = []) => (await pool.query(text, values)).rows[0].n;
  const base = {
    db,
    pool,
    ran: () => count('select count(*)::int as n from bench_runs'),
    runsOf: async () => (await pool.query('select key, runs, started_ms from bench_runs')).rows,
  };

  if (name === 'ours') {
    // The jobs table from the server's migrations, as `npm start` and `npm run worker` create it.
    const { openPostgres } = await import('../apps/server/src/platform/db.ts');
    const database = await openPostgres(url, { max: 2 });
    await database.close();
    return {
      ...base,
      enqueueInTx: (tx, key) => enqueue(tx, KIND, { key }),
      jobsWithKey: (key) => count("select count(*)::int as n from jobs where (payload->>'key')::int = $1", [key]),
      seed: (from, to) =>
        pool.query("insert into jobs (kind, payload) select $1, jsonb_build_object('key', g) from generate_series($2::int, $3::int) g", [
          KIND,
          from,
          to,
        ]),
      finished: () => count("select count(*)::int as n from jobs where status = 'done'"),
      reset: () => pool.query('truncate jobs, bench_orders, bench_runs restart identity'),
      close: () => pool.end(),
    };
  }

  if (name === 'pg-boss') {
    // Only the bench's side: no maintenance here (the worker process runs it).
    const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false, migrate: true });
    boss.on('error', (error) => console.error('pg-boss (bench side):', error.message));
    await boss.start();
    if (!(await boss.getQueue(BOSS_QUEUE))) await boss.createQueue(BOSS_QUEUE, { retryLimit: 5, retryDelay: 0, expireInSeconds: leaseSeconds });
    return {
      ...base,
      enqueueInTx: (tx, key) => boss.send(BOSS_QUEUE, { key }, { db: drizzleExecutor(tx) }),
      jobsWithKey: (key) => count("select count(*)::int as n from pgboss.job where name = $1 and (data->>'key')::int = $2", [BOSS_QUEUE, key]),
      seed: async (from, to) => {
        for (let start = from; start <= to; start += 5_000) {
          const batch = [];
          for (let key = start; key <= Math.min(to, start + 4_999); key++) batch.push({ name: BOSS_QUEUE, data: { key } });
          await boss.insert(batch);
        }
      },
      finished: () =>
        count(
          "select ((select count(*) from pgboss.job where name = $1 and state = 'completed') + (select count(*) from pgboss.archive where name = $1 and state = 'completed'))::int as n",
          [BOSS_QUEUE],
        ),
      reset: async () => {
        await pool.query('delete from pgboss.job where name = $1', [BOSS_QUEUE]);
        await pool.query('delete from pgboss.archive where name = $1', [BOSS_QUEUE]);
        await pool.query('truncate bench_orders, bench_runs restart identity');
      },
      close: async () => {
        await boss.stop({ graceful: false, wait: true });
        await pool.end();
      },
    };
  }

  if (name === 'graphile-worker') {
    await migrateGraphile({ connectionString: url, logger: silentGraphileLog });
    let seeded = 0;
    return {
      ...base,
      enqueueInTx: (tx, key) => tx.execute(sql`select graphile_worker.add_job(${GRAPHILE_TASK}, ${JSON.stringify({ key })}::json)`),
      jobsWithKey: (key) => count("select count(*)::int as n from graphile_worker._private_jobs where (payload->>'key')::int = $1", [key]),
      seed: async (from, to) => {
        await pool.query("select graphile_worker.add_job($1, json_build_object('key', g)) from generate_series($2::int, $3::int) g", [
          GRAPHILE_TASK,
          from,
          to,
        ]);
        seeded += to - from + 1;
      },
      // A finished job is deleted; a failed one stays with its error (none fail here).
      finished: async () => seeded - (await count('select count(*)::int as n from graphile_worker._private_jobs')),
      /** Ids of the worker pools holding locks on jobs (a dead worker's stay for 4 hours). */
      lockHolders: async () =>
        (await pool.query('select distinct locked_by from graphile_worker._private_jobs where locked_by is not null')).rows.map((r) => r.locked_by),
      forceUnlock: (ids) => pool.query('select graphile_worker.force_unlock_workers($1::text[])', [ids]),
      reset: async () => {
        await pool.query('delete from graphile_worker._private_jobs');
        await pool.query('truncate bench_orders, bench_runs restart identity');
        seeded = 0;
      },
      close: () => pool.end(),
    };
  }
  throw new Error(`unknown queue ${name}`);
}

/**
 * Worker side: starts the queue's worker on `url`, every job running `handle(key)`; returns stop().
 * The settings are each library's usual ones with 8 jobs running at a time (see the bench's header).
 */
export async function startWorker(name, url, settings) {
  const handlerPool = new pg.Pool({ connectionString: url, max: 10 });
  const handle = handlerOn(handlerPool);

  if (name === 'ours') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzle(pool, { schema });
    const options = { batchSize: settings.oursBatch, leaseMs: settings.leaseSeconds * 1000, maxAttempts: 8, backoffBaseMs: 2_000 };
    const runner = new JobRunner(db, { [KIND]: eachJob((job) => handle(Number(job.payload.key)), 8) }, options);
    const worker = new Worker(runner, { pollMs: settings.oursPollMs, batchSize: settings.oursBatch }, { warn: () => {} });
    worker.start();
    return async () => {
      await worker.stop();
      await pool.end();
      await handlerPool.end();
    };
  }

  if (name === 'pg-boss') {
    const boss = new PgBoss({
      connectionString: url,
      max: 10,
      supervise: true,
      maintenanceIntervalSeconds: 1,
      schedule: false,
      migrate: false,
      expireInSeconds: settings.leaseSeconds,
    });
    boss.on('error', (error) => console.error('pg-boss (worker):', error.message));
    await boss.start();
    for (let i = 0; i < settings.bossWorkers; i++) {
      await boss.work(BOSS_QUEUE, { batchSize: settings.bossBatch, pollingIntervalSeconds: settings.bossPollSeconds }, async (jobs) => {
        for (const job of jobs) await handle(Number(job.data.key));
      });
    }
    return async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await handlerPool.end();
    };
  }

  if (name === 'graphile-worker') {
    const runner = await runGraphile({
      connectionString: url,
      concurrency: 8,
      noHandleSignals: true,
      logger: silentGraphileLog,
      taskList: { [GRAPHILE_TASK]: (payload) => handle(Number(payload.key)) },
    });
    return async () => {
      await runner.stop();
      await handlerPool.end();
    };
  }
  throw new Error(`unknown queue ${name}`);
}
