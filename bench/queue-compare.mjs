// npm run bench:queues — our job queue (apps/server/src/platform/jobs.ts) beside pg-boss 10 and graphile-worker
// 0.17 (the last versions for Node 20), on PostgreSQL (fresh databases it creates and drops) and PGlite (issue 16,
// point 6b; docs/decisions/0015-job-queue.md). Every job does the same work: one upsert into bench_runs.
//   (a) enqueue inside the caller's transaction, which also writes a business row (drizzle, as the server does):
//       enqueues/s, and whether a rolled-back transaction leaves no job;
//   (b) throughput: BENCH_JOBS queued jobs drained by one worker process: jobs/s;
//   (c) latency: jobs enqueued at BENCH_RATE/s for BENCH_LATENCY_SECONDS, a worker waiting: commit→handler start;
//   (d) kill -9: a worker process SIGKILLed once 30 % (+50) of BENCH_KILL_JOBS ran, a new one started: jobs run, lost
//       (never run), run twice, unfinished when the recovery window ends;
//   (e) PGlite: whether each queue runs on the embedded engine that `npm start` uses.
// The worker settings: ours as the server's defaults (claims of 100, polled every 200 ms, 8 jobs at a time, lease
// BENCH_LEASE_SECONDS); pg-boss with 8 work() subscriptions fetching up to 100 jobs each, polled every 0.5 s (its
// minimum), expireInSeconds = BENCH_LEASE_SECONDS with maintenance every second; graphile-worker with concurrency
// 8 and its defaults (LISTEN/NOTIFY, 2 s poll; its lock timeout is a fixed 4 hours).
// The machine is noisy: rounds take turns between the queues (a rotating order), and each figure is printed as
// the median with the range of its rounds. Prints figures only; asserts nothing.
//   BENCH_ROUNDS            rounds of (a), (b) and (c) (default 3)
//   BENCH_ENQUEUES          transactions per queue and round in (a) (default 500)
//   BENCH_JOBS              jobs drained per queue and round in (b) (default 20000)
//   BENCH_RATE              enqueues per second in (c) (default 200)
//   BENCH_LATENCY_SECONDS   seconds of enqueueing in (c) (default 10)
//   BENCH_KILL_JOBS         jobs of (d) (default 5000)
//   BENCH_KILL_ROUNDS       rounds of (d) (default 1)
//   BENCH_LEASE_SECONDS     ours' lease and pg-boss' expireInSeconds in (d) (default 5)
//   BENCH_RECOVERY_SECONDS  how long (d) waits after the kill for every job to finish (default 30)
//   BENCH_QUEUES            which queues (default "ours,pg-boss,graphile-worker")
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freshPostgres, PG_SERVER, root, table } from './lib.mjs';
import { QUEUES, nowMs, openQueue } from './queue-adapters.mjs';
import { pgliteTrial } from './queue-pglite.mjs';

const env = process.env;
const rounds = Number(env.BENCH_ROUNDS ?? 3);
const enqueues = Number(env.BENCH_ENQUEUES ?? 500);
const drainJobs = Number(env.BENCH_JOBS ?? 20_000);
const rate = Number(env.BENCH_RATE ?? 200);
const latencySeconds = Number(env.BENCH_LATENCY_SECONDS ?? 10);
const killJobs = Number(env.BENCH_KILL_JOBS ?? 5_000);
const killRounds = Number(env.BENCH_KILL_ROUNDS ?? 1);
const leaseSeconds = Number(env.BENCH_LEASE_SECONDS ?? 5);
const recoverySeconds = Number(env.BENCH_RECOVERY_SECONDS ?? 30);
const queues = (env.BENCH_QUEUES ?? QUEUES.join(',')).split(',').filter((name) => QUEUES.includes(name));

const settings = { leaseSeconds, oursBatch: 100, oursPollMs: 200, bossWorkers: 8, bossBatch: 100, bossPollSeconds: 0.5 };

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
/** "median (min–max)" of a round's figures. */
function spread(values, digits = 0) {
  if (values.length === 0) return 'n/a';
  const f = (v) => v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  if (values.length === 1) return f(values[0]);
  return `${f(percentile(values, 50))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}
/** The queues in a different order each round, so that no queue always runs first or last. */
const turn = (round) => queues.map((_, i) => queues[(i + round) % queues.length]);

async function waitUntil(check, timeoutMs, intervalMs = 50) {
  const started = performance.now();
  for (;;) {
    if (await check()) return true;
    if (performance.now() - started > timeoutMs) return false;
    await sleep(intervalMs);
  }
}

// ---- worker processes ----
const children = new Set();
async function spawnWorker(name, url) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/queue-worker.mjs'), name, url], {
    cwd: root,
    env: { ...env, BENCH_QUEUE_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${name} worker did not start`)), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} worker exited (${code}) before it was ready`));
    });
  });
  return child;
}
function exited(child) {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}
async function stopWorker(child) {
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timeout);
}

// ---- (a) enqueue inside the caller's transaction ----
const orderRow = (tx, key) => tx.execute(sql`insert into bench_orders (key, note) values (${key}, ${`order ${key}`})`);
const enqueueWithOrder = (q, key) =>
  q.db.transaction(async (tx) => {
    await orderRow(tx, key);
    await q.enqueueInTx(tx, key);
  });

async function enqueueRate(q) {
  await q.reset();
  for (let key = 1; key <= 50; key++) await enqueueWithOrder(q, key); // connections open, statements prepared
  const started = performance.now();
  for (let key = 51; key < 51 + enqueues; key++) await enqueueWithOrder(q, key);
  return enqueues / ((performance.now() - started) / 1000);
}

/** A committed transaction leaves its job, a rolled-back one neither its business row nor its job. */
async function rollbackCheck(q) {
  await q.reset();
  await enqueueWithOrder(q, 1);
  let rolledBack = false;
  try {
    await q.db.transaction(async (tx) => {
      await orderRow(tx, 2);
      await q.enqueueInTx(tx, 2);
      throw new Error('the change failed');
    });
  } catch {
    rolledBack = true;
  }
  const [{ orders }] = (await q.pool.query('select count(*)::int as orders from bench_orders where key = 2')).rows;
  const kept = await q.jobsWithKey(1);
  const left = await q.jobsWithKey(2);
  return rolledBack && kept === 1 && left === 0 && orders === 0 ? 'pass' : `FAIL (committed ${kept}, rolled back ${left})`;
}

// ---- (b) throughput ----
async function drain(q, name, url) {
  await q.reset();
  await q.seed(1, drainJobs);
  const child = await spawnWorker(name, url);
  const started = performance.now();
  const done = await waitUntil(async () => (await q.finished()) >= drainJobs, 600_000);
  const seconds = (performance.now() - started) / 1000;
  await stopWorker(child);
  if (!done) throw new Error(`${name}: ${drainJobs} jobs not drained in 10 minutes`);
  const twice = (await q.runsOf()).filter((r) => r.runs > 1).length;
  if (twice > 0) console.log(`   (${name}: ${twice} jobs ran twice without a crash)`);
  return drainJobs / seconds;
}

// ---- (c) latency at a steady rate ----
async function latency(q, name, url) {
  await q.reset();
  const child = await spawnWorker(name, url);
  await sleep(1_000);
  const committedAt = new Map();
  const inflight = new Set();
  const total = Math.round(rate * latencySeconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const key = i + 1;
    const sent = enqueueWithOrder(q, key).then(() => committedAt.set(key, nowMs()));
    inflight.add(sent);
    void sent.finally(() => inflight.delete(sent));
  }
  await Promise.all(inflight);
  const allRan = await waitUntil(async () => (await q.ran()) >= total, 60_000);
  await stopWorker(child);
  if (!allRan) throw new Error(`${name}: not every job of the latency run ran within a minute`);
  const latencies = (await q.runsOf()).map((r) => r.started_ms - committedAt.get(r.key));
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

// ---- (d) kill -9 mid-drain ----
async function killTest(q, name, url) {
  await q.reset();
  await q.seed(1, killJobs);
  const first = await spawnWorker(name, url);
  // 30 % plus 50 jobs: a count that is not a multiple of a claim of 100, so that the kill falls inside a batch
  // (jobs claimed, some run, none marked done), not in the gap between two.
  await waitUntil(async () => (await q.ran()) >= Math.round(killJobs * 0.3) + 50, 120_000, 5);
  first.kill('SIGKILL');
  await exited(first);
  const killedAt = performance.now();
  const ranAtKill = await q.ran();
  const second = await spawnWorker(name, url);
  const recovered = await waitUntil(async () => (await q.finished()) >= killJobs, recoverySeconds * 1000 - (performance.now() - killedAt), 100);
  const recoveredIn = recovered ? (performance.now() - killedAt) / 1000 : null;
  const runs = await q.runsOf();
  const result = {
    ranAtKill,
    ran: runs.length,
    lost: killJobs - runs.length,
    twice: runs.filter((r) => r.runs > 1).length,
    unfinished: killJobs - (await q.finished()),
    recoveredIn,
    afterUnlock: null,
  };
  // graphile-worker keeps a dead worker's locks for 4 hours; an operator (or a supervisor that knows the worker
  // is dead) can release them with force_unlock_workers. Measured after the window, as a separate figure.
  if (!recovered && q.forceUnlock) {
    const holders = await q.lockHolders();
    await q.forceUnlock(holders);
    const unlockedAt = performance.now();
    const done = await waitUntil(async () => (await q.finished()) >= killJobs, 60_000, 100);
    const after = await q.runsOf();
    result.afterUnlock = {
      seconds: done ? (performance.now() - unlockedAt) / 1000 : null,
      lost: killJobs - after.length,
      twice: after.filter((r) => r.runs > 1).length,
      unfinished: killJobs - (await q.finished()),
    };
  }
  await stopWorker(second);
  return result;
}

// ---- the run ----
const databases = {};
const opened = {};
const admin = new pg.Client({ connectionString: PG_SERVER });
await admin.connect();
const [{ version }] = (await admin.query("select current_setting('server_version') as version")).rows;
await admin.end();
console.log(`… PostgreSQL ${version} at ${new URL(PG_SERVER).host}; Node ${process.version}; queues: ${queues.join(', ')}`);
console.log(
  `… rounds ${rounds}; (a) ${enqueues} transactions; (b) ${drainJobs} jobs; (c) ${rate}/s for ${latencySeconds} s; ` +
    `(d) ${killJobs} jobs, lease ${leaseSeconds} s, window ${recoverySeconds} s, ${killRounds} round(s)`,
);
const figures = Object.fromEntries(queues.map((name) => [name, { enqueue: [], rollback: '', drain: [], p50: [], p99: [], kill: [], pglite: null }]));
try {
  for (const name of queues) {
    databases[name] = await freshPostgres(`pc_bench_queue_${name.replace(/\W/g, '_')}`);
    opened[name] = await openQueue(name, databases[name], { leaseSeconds });
  }

  console.log('… (a) enqueue in the caller’s transaction');
  for (let round = 0; round < rounds; round++) for (const name of turn(round)) figures[name].enqueue.push(await enqueueRate(opened[name]));
  for (const name of queues) figures[name].rollback = await rollbackCheck(opened[name]);

  console.log(`… (b) draining ${drainJobs.toLocaleString('en-US')} jobs`);
  for (let round = 0; round < rounds; round++) {
    for (const name of turn(round)) {
      const perSecond = await drain(opened[name], name, databases[name]);
      figures[name].drain.push(perSecond);
      console.log(`   round ${round + 1} ${name}: ${Math.round(perSecond)} jobs/s`);
    }
  }

  console.log(`… (c) ${rate}/s for ${latencySeconds} s`);
  for (let round = 0; round < rounds; round++) {
    for (const name of turn(round)) {
      const l = await latency(opened[name], name, databases[name]);
      figures[name].p50.push(l.p50);
      figures[name].p99.push(l.p99);
      console.log(`   round ${round + 1} ${name}: p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms`);
    }
  }

  console.log('… (d) kill -9 mid-drain');
  for (let round = 0; round < killRounds; round++) {
    for (const name of turn(round)) {
      const k = await killTest(opened[name], name, databases[name]);
      figures[name].kill.push(k);
      console.log(`   round ${round + 1} ${name}: ${JSON.stringify(k)}`);
    }
  }

  console.log('… (e) PGlite');
  for (const name of queues) {
    figures[name].pglite = await pgliteTrial(name);
    console.log(`   ${name}: ${figures[name].pglite.verdict}`);
  }
} finally {
  for (const child of children) child.kill('SIGKILL');
  for (const q of Object.values(opened)) await q.close().catch(() => {});
  const cleanup = new pg.Client({ connectionString: PG_SERVER });
  await cleanup.connect();
  for (const url of Object.values(databases)) await cleanup.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await cleanup.end();
}

const killCell = (name, pick) => figures[name].kill.map(pick).join(' / ') || 'n/a';
const rows = [
  ['(a) enqueue in caller’s tx, per s', (n) => spread(figures[n].enqueue)],
  ['(a) rolled-back tx leaves no job', (n) => figures[n].rollback],
  [`(b) drain ${drainJobs.toLocaleString('en-US')} jobs, jobs/s`, (n) => spread(figures[n].drain)],
  [`(c) ${rate}/s: commit→start p50 ms`, (n) => spread(figures[n].p50, 1)],
  [`(c) ${rate}/s: commit→start p99 ms`, (n) => spread(figures[n].p99, 1)],
  [`(d) kill -9: jobs run before kill`, (n) => killCell(n, (k) => k.ranAtKill)],
  [`(d) run at least once (of ${killJobs})`, (n) => killCell(n, (k) => k.ran)],
  ['(d) lost (never run)', (n) => killCell(n, (k) => k.lost)],
  ['(d) run twice', (n) => killCell(n, (k) => k.twice)],
  [`(d) unfinished ${recoverySeconds} s after kill`, (n) => killCell(n, (k) => k.unfinished)],
  ['(d) all finished, s after kill', (n) => killCell(n, (k) => (k.recoveredIn === null ? 'never' : k.recoveredIn.toFixed(1)))],
  [
    '(d) after force_unlock_workers',
    (n) =>
      killCell(n, (k) => (k.afterUnlock ? `lost ${k.afterUnlock.lost}, twice ${k.afterUnlock.twice}, unfinished ${k.afterUnlock.unfinished}` : '—')),
  ],
  ['(e) runs on PGlite', (n) => figures[n].pglite?.works ?? 'n/a'],
];
console.log(`\nJob queues, median (min–max) of ${rounds} rounds taking turns; (d): one figure per round`);
table(rows.map(([measure, cell]) => ({ measure, ...Object.fromEntries(queues.map((name) => [name, cell(name)])) })));
console.log('\n(e) PGlite, why:');
for (const name of queues) console.log(`  ${name}: ${figures[name].pglite?.verdict ?? 'n/a'}`);
