/**
 * Job seekers in batches of consecutive ids, each batch drawn from its own random sequence (seeded by its
 * first id). A batch is therefore the same whichever thread makes it, so a large load is generated in
 * worker threads while the main thread streams the finished batches to the database in id order.
 */
import { availableParallelism } from 'node:os';
import { setImmediate } from 'node:timers/promises';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { toCopyText } from '../platform/copy-text.js';
import type { SeededCompany } from './context.js';
import { DEMO_SEED, createRng } from './random.js';
import { employersByFamily, generateSeeker } from './seeker-generator.js';

/** What every batch is generated from; plain data, since it is copied to each worker. */
export type SeekerBatchPlan = { companies: Pick<SeededCompany, 'name' | 'industryId'>[]; nowMs: number };
/**
 * One batch: its rows encoded for COPY as UTF-8 bytes, and the seekers' names, which the contact rows need
 * later. Bytes rather than a string: a worker hands them over without a copy (seeker-worker.ts), and the
 * main thread, which streams every batch to the database, neither copies nor encodes 5 MB per batch;
 * with strings it was the busiest thread of a million-seeker load.
 */
export type SeekerBatch = { firstId: number; rows: Uint8Array<ArrayBuffer>; names: string[] };

const utf8 = new TextEncoder();

export function seekerBatchGenerator(plan: SeekerBatchPlan): (firstId: number, count: number) => SeekerBatch {
  const employers = employersByFamily(plan.companies);
  const now = new Date(plan.nowMs);
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return (firstId, count) => {
    const rng = createRng(DEMO_SEED + firstId);
    const rows: unknown[][] = [];
    const names: string[] = [];
    for (let id = firstId; id < firstId + count; id++) {
      const seeker = generateSeeker({ rng, now }, id, employers, nowMonth);
      rows.push(seeker.row);
      names.push(seeker.name);
    }
    return { firstId, rows: utf8.encode(toCopyText(rows)), names };
  };
}

/** From this many seekers the batches are made in worker threads; below it a worker's start-up costs more than it saves. */
const WORKERS_FROM = 10_000;

// The bundle (dist/seed.js) runs dist/seeker-worker.js. The sources (tsx, vitest) run the .ts file, which a
// worker can only load after registering tsx's loader inside the worker itself.
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './seeker-worker.ts' : './seeker-worker.js', import.meta.url);
function startWorker(options: WorkerOptions): Worker {
  if (WORKER_URL.pathname.endsWith('.js')) return new Worker(WORKER_URL, options);
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(code, { ...options, eval: true });
}

/** A worker thread answering batch requests in the order they were sent. */
class SeekerWorker {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (batch: SeekerBatch) => void; reject: (error: Error) => void }[] = [];

  constructor(plan: SeekerBatchPlan) {
    // A larger young generation: a batch allocates ~10 MB of short-lived strings, which the default
    // 16 MB semi-space would scavenge many times over.
    this.worker = startWorker({ workerData: plan, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
    this.worker.on('message', (batch: SeekerBatch) => this.waiting.shift()?.resolve(batch));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`seeker worker exited with code ${code}`)));
  }

  generate(firstId: number, count: number): Promise<SeekerBatch> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage({ firstId, count });
    });
  }

  terminate() {
    this.worker.removeAllListeners('exit');
    return this.worker.terminate();
  }

  private failAll(error: Error) {
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }
}

/**
 * Batches of `batchSize` seekers with ids 1…total, in id order. With worker threads, each worker keeps
 * two batches queued so that none waits while the main thread hands a finished batch to the database.
 */
export async function* seekerBatches(plan: SeekerBatchPlan, total: number, batchSize: number): AsyncGenerator<SeekerBatch> {
  const count = (firstId: number) => Math.min(batchSize, total - firstId + 1);
  if (total < WORKERS_FROM) {
    const generate = seekerBatchGenerator(plan);
    for (let firstId = 1; firstId <= total; firstId += batchSize) {
      yield generate(firstId, count(firstId));
      await setImmediate();
    }
    return;
  }
  const workers = Array.from({ length: Math.min(availableParallelism(), 4) }, () => new SeekerWorker(plan));
  const queued: Promise<SeekerBatch>[] = [];
  let next = 1;
  let turn = 0;
  const request = () => {
    const batch = workers[turn++ % workers.length]?.generate(next, count(next));
    if (!batch) throw new Error('no seeker worker');
    // Awaited in order below; until then a failure must not count as unhandled.
    batch.catch(() => undefined);
    queued.push(batch);
    next += batchSize;
  };
  try {
    while (next <= total && queued.length < workers.length * 2) request();
    while (queued.length > 0) {
      const batch = await queued.shift();
      if (next <= total) request();
      if (batch) yield batch;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
