// (e) of bench/queue-compare.mjs: can the queue run on PGlite, the embedded engine of `npm start`
// (apps/server/src/platform/db.ts)? Each trial, in this process on an in-memory PGlite: enqueue inside a drizzle
// transaction (and roll one back), then let the queue's worker run JOBS jobs, each writing a row.
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import PgBoss from 'pg-boss';
import { Logger, run as runGraphile, runMigrations as migrateGraphile } from 'graphile-worker';
import { BENCH_TABLES, KIND, drizzleExecutor, nowMs } from './queue-adapters.mjs';
import { JobRunner, eachJob, enqueue } from '../apps/server/src/platform/jobs.ts';

const JOBS = 200;
const TIMEOUT_MS = 30_000;

/** A statement or a script on PGlite, answered like node-postgres (the last statement's rows). */
function pgliteExecutor(client) {
  return {
    async executeSql(text, values = []) {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

async function benchTables(db) {
  for (const statement of BENCH_TABLES.split(';').filter((s) => s.trim())) await db.execute(sql.raw(statement));
}

const upsert = (db, key) =>
  db.execute(
    sql`insert into bench_runs (key, runs, started_ms) values (${key}, 1, ${nowMs()}) on conflict (key) do update set runs = bench_runs.runs + 1`,
  );
const count = async (db, text) => {
  const result = await db.execute(sql.raw(text));
  return Number(result.rows[0].n);
};

/** Enqueues JOBS jobs in transactions with a business row, and one more in a transaction that rolls back. */
async function enqueueAll(db, enqueueInTx) {
  for (let key = 1; key <= JOBS; key++) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_orders (key, note) values (${key}, ${'order'})`);
      await enqueueInTx(tx, key);
    });
  }
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into bench_orders (key, note) values (${JOBS + 1}, ${'order'})`);
      await enqueueInTx(tx, JOBS + 1);
      throw new Error('rolled back');
    })
    .catch(() => {});
}

async function ours() {
  const { openPglite } = await import('../apps/server/src/platform/db.ts');
  const database = await openPglite(null);
  try {
    const db = database.db;
    await benchTables(db);
    await enqueueAll(db, (tx, key) => enqueue(tx, KIND, { key }));
    const queued = await count(db, 'select count(*)::int as n from jobs');
    const runner = new JobRunner(
      db,
      { [KIND]: eachJob((job) => upsert(db, Number(job.payload.key))) },
      { batchSize: 100, leaseMs: 60_000, maxAttempts: 8, backoffBaseMs: 2_000 },
    );
    await runner.drain();
    const done = await count(db, "select count(*)::int as n from jobs where status = 'done'");
    const ran = await count(db, 'select count(*)::int as n from bench_runs');
    return { queued, done, ran };
  } finally {
    await database.close();
  }
}

async function pgBoss() {
  const client = new PGlite();
  const db = drizzle(client);
  const boss = new PgBoss({ db: pgliteExecutor(client), supervise: true, maintenanceIntervalSeconds: 1, schedule: false, migrate: true });
  const errors = [];
  boss.on('error', (error) => errors.push(error.message));
  try {
    await benchTables(db);
    await boss.start();
    await boss.createQueue('bench', { retryLimit: 5, retryDelay: 0 });
    await enqueueAll(db, (tx, key) => boss.send('bench', { key }, { db: drizzleExecutor(tx) }));
    const queued = await count(db, "select count(*)::int as n from pgboss.job where name = 'bench'");
    for (let i = 0; i < 8; i++) {
      await boss.work('bench', { batchSize: 100, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await upsert(db, Number(job.data.key));
      });
    }
    const completed = "select count(*)::int as n from pgboss.job where name = 'bench' and state = 'completed'";
    const started = performance.now();
    while ((await count(db, completed)) < queued && performance.now() - started < TIMEOUT_MS) await sleep(100);
    const done = await count(db, completed);
    const ran = await count(db, 'select count(*)::int as n from bench_runs');
    return { queued, done, ran, errors };
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await client.close();
  }
}

/**
 * graphile-worker takes a node-postgres Pool (or a connection string). PGlite is one in-process session with no
 * wire protocol, so the closest one can offer is a Pool-shaped shim whose every "client" is that one session.
 */
function pgliteAsPool(client) {
  const run = (config, values) => {
    const text = typeof config === 'string' ? config : config.text;
    const params = typeof config === 'string' ? values : config.values;
    if (params && params.length > 0) return client.query(text, params);
    return client.exec(text).then((results) => results.at(-1) ?? { rows: [] });
  };
  const connection = Object.assign(new EventEmitter(), { query: run, release() {}, escapeIdentifier: (s) => `"${s.replace(/"/g, '""')}"` });
  // The session's NOTIFYs reach graphile-worker's LISTEN client as node-postgres would deliver them.
  client.onNotification((channel, payload) => connection.emit('notification', { channel, payload }));
  const pool = Object.assign(new EventEmitter(), { query: run, connect: async () => connection, end: async () => {}, options: { max: 10 } });
  for (const emitter of [pool, connection]) for (const event of ['error', 'connect']) emitter.on(event, () => {});
  return pool;
}

async function graphile() {
  const client = new PGlite();
  const db = drizzle(client);
  const pgPool = pgliteAsPool(client);
  const logger = new Logger(() => () => {});
  let runner = null;
  try {
    await benchTables(db);
    await migrateGraphile({ pgPool, logger });
    await enqueueAll(db, (tx, key) => tx.execute(sql`select graphile_worker.add_job(${'bench'}, ${JSON.stringify({ key })}::json)`));
    const queued = await count(db, 'select count(*)::int as n from graphile_worker._private_jobs');
    runner = await runGraphile({
      pgPool,
      concurrency: 8,
      noHandleSignals: true,
      logger,
      taskList: { bench: (payload) => upsert(db, Number(payload.key)) },
    });
    const left = 'select count(*)::int as n from graphile_worker._private_jobs';
    const started = performance.now();
    while ((await count(db, left)) > 0 && performance.now() - started < TIMEOUT_MS) await sleep(100);
    const done = queued - (await count(db, left));
    const ran = await count(db, 'select count(*)::int as n from bench_runs');
    return { queued, done, ran };
  } finally {
    if (runner) await Promise.race([runner.stop(), sleep(5_000)]).catch(() => {});
    await client.close();
  }
}

const TRIALS = { ours, 'pg-boss': pgBoss, 'graphile-worker': graphile };
const NOTES = {
  ours: 'drizzle on PGlite, as `npm start` runs it',
  'pg-boss': 'its `db` option (executeSql) mapped onto PGlite; no pg Pool, no LISTEN needed',
  'graphile-worker':
    'only through a hand-written Pool-shaped shim over PGlite’s one session, NOTIFY wired to its LISTEN client: graphile-worker is built on a node-postgres Pool, which PGlite is not',
};

/** { works: 'works' | 'does not', verdict: one line saying what happened }. */
export async function pgliteTrial(name) {
  const note = NOTES[name];
  try {
    const outcome = await Promise.race([TRIALS[name](), sleep(TIMEOUT_MS * 2).then(() => ({ timedOut: true }))]);
    if (outcome.timedOut) return { works: 'does not', verdict: `does not: no answer within ${(TIMEOUT_MS * 2) / 1000} s (${note})` };
    const { queued, done, ran, errors = [] } = outcome;
    const ok = queued === JOBS && done === JOBS && ran === JOBS;
    const detail = `${queued} queued of ${JOBS} (+1 rolled back), ${done} finished, ${ran} run${errors.length ? `; errors: ${[...new Set(errors)].slice(0, 2).join('; ')}` : ''}`;
    return { works: ok ? 'works' : 'does not', verdict: `${ok ? 'works' : 'does not'}: ${detail} (${note})` };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { works: 'does not', verdict: `does not: ${message} (${note})` };
  }
}
