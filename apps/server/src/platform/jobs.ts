import { and, asc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema/index.js';
import type { JobsConfig } from './config.js';
import type { Db } from './db.js';
import { loggableError } from './http-errors.js';

/**
 * The durable job runner over the `jobs` table (transactional outbox, docs/decisions/0009). A job is
 * written with `enqueue` in the transaction of the change that causes it, so it exists exactly when
 * that change committed. Workers claim due jobs with FOR UPDATE SKIP LOCKED under a lease, run the
 * kind's handler, and mark them done; a failed attempt is retried with exponential backoff until
 * `maxAttempts`, then the job is `failed`. A worker that dies leaves its jobs to be claimed again
 * when the lease ends, so handlers must be idempotent.
 */

export type Job = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

/**
 * Runs a batch of claimed jobs of one kind; answers per job, in order: null when it is done, or the
 * error of a failed attempt. A handler that throws fails every job of the batch.
 */
export type JobHandler = (jobs: readonly Job[]) => Promise<(Error | null)[]>;

export type JobLog = { warn(details: Record<string, unknown>, message: string): void };

/** Adds a job; call it with the transaction that makes the change the job follows. */
export async function enqueue(tx: Db, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}) })
    .returning({ id: jobs.id });
  if (!row) throw new Error('enqueue returned no row');
  return row.id;
}

/**
 * `enqueue` inside a larger statement (a data-modifying CTE): one job per row of the CTE `from`, its
 * payload built in SQL from that row. For hot paths that do their whole change in one round trip.
 */
export function enqueueFrom(kind: string | SQL, from: string, payload: SQL): SQL {
  return sql`insert into ${jobs} (kind, payload) select ${kind}, ${payload} from ${sql.identifier(from)}`;
}

/** Wraps a one-job function as a handler that runs the batch's jobs `concurrency` at a time. */
export function eachJob(run: (job: Job) => Promise<void>, concurrency = 8): JobHandler {
  return async (batch) => {
    const outcomes: (Error | null)[] = new Array<Error | null>(batch.length).fill(null);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < batch.length; i = next++) {
        const job = batch[i];
        if (!job) continue;
        try {
          await run(job);
        } catch (error) {
          outcomes[i] = error instanceof Error ? error : new Error(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    return outcomes;
  };
}

/** The delay before retry number `attempts` (1-based): base, 2×base, 4×base … capped at an hour, with up to 20% jitter. */
export function backoffMs(attempts: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(exponential * (1 + 0.2 * random()));
}

/** What one claim-and-run pass did. */
export type RunReport = { claimed: number; done: number; retried: number; failed: number };

export type RunnerOptions = Pick<JobsConfig, 'batchSize' | 'leaseMs' | 'maxAttempts' | 'backoffBaseMs'>;

export class JobRunner {
  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: RunnerOptions,
    private readonly log: JobLog = { warn: () => {} },
  ) {}

  /**
   * Claims up to `batchSize` due jobs: each claim counts as an attempt and moves `run_at` to the end of
   * the lease, so that a job whose worker died comes back on its own. SKIP LOCKED lets several workers
   * claim side by side without waiting on each other.
   */
  private async claim(): Promise<Job[]> {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, runAt: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    return rows.sort((a, b) => a.id - b.id);
  }

  private async runKind(kind: string, batch: Job[]): Promise<(Error | null)[]> {
    const handler = this.handlers[kind];
    if (!handler) return batch.map(() => new Error(`no handler for job kind ${kind}`));
    try {
      const outcomes = await handler(batch);
      return batch.map((_, i) => outcomes[i] ?? null);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      return batch.map(() => failure);
    }
  }

  /** One pass: claims a batch of due jobs, runs them by kind, records each outcome. */
  async runDueJobs(): Promise<RunReport> {
    const claimed = await this.claim();
    const report: RunReport = { claimed: claimed.length, done: 0, retried: 0, failed: 0 };
    if (claimed.length === 0) return report;

    const byKind = new Map<string, Job[]>();
    for (const job of claimed) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    const doneIds: number[] = [];
    const failures: { job: Job; error: Error }[] = [];
    await Promise.all(
      [...byKind].map(async ([kind, batch]) => {
        const outcomes = await this.runKind(kind, batch);
        batch.forEach((job, i) => {
          const error = outcomes[i];
          if (error) failures.push({ job, error });
          else doneIds.push(job.id);
        });
      }),
    );

    if (doneIds.length > 0) {
      await this.db
        .update(jobs)
        .set({ status: 'done', doneAt: sql`now()`, lastError: null })
        .where(inArray(jobs.id, doneIds));
      report.done = doneIds.length;
    }
    for (const { job, error } of failures) {
      const final = job.attempts >= this.options.maxAttempts;
      // Only the first line, without query parameters: a failed query's message may quote them.
      const lastError = String(loggableError(error).message);
      await this.db
        .update(jobs)
        .set(
          final
            ? { status: 'failed', lastError }
            : { lastError, runAt: sql`now() + ${backoffMs(job.attempts, this.options.backoffBaseMs)} * interval '1 millisecond'` },
        )
        .where(eq(jobs.id, job.id));
      if (final) report.failed++;
      else report.retried++;
      this.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, final, err: lastError }, final ? 'job failed' : 'job attempt failed');
    }
    return report;
  }

  /** Runs passes until no job is due (tests; jobs that fail are left for their retry time). */
  async drain(maxPasses = 1_000): Promise<RunReport> {
    const total: RunReport = { claimed: 0, done: 0, retried: 0, failed: 0 };
    for (let pass = 0; pass < maxPasses; pass++) {
      const report = await this.runDueJobs();
      total.claimed += report.claimed;
      total.done += report.done;
      total.retried += report.retried;
      total.failed += report.failed;
      if (report.claimed === 0) break;
    }
    return total;
  }
}

/** Something a worker does every so often besides jobs (e.g. expiring proposals). */
export type PeriodicTask = { name: string; everyMs: number; run: () => Promise<unknown> };

/** Rows one cleanup statement deletes at most, so that it never holds many row locks or a long transaction. */
const CLEANUP_BATCH = 5_000;

/**
 * Deletes done jobs finished more than `retentionMs` ago (failed ones stay for inspection), a batch at a
 * time until none is left; answers how many went. The due index covers pending jobs only, so claims never
 * read done rows, but the table would otherwise grow with every job ever run.
 */
export async function deleteDoneJobs(db: Db, retentionMs: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.doneAt, sql`now() - ${retentionMs} * interval '1 millisecond'`)))
      .limit(CLEANUP_BATCH);
    const rows = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
    deleted += rows.length;
    if (rows.length < CLEANUP_BATCH) return deleted;
  }
}

/** The periodic task that keeps the jobs table to the retention period (hourly). */
export function doneJobsCleanupTask(db: Db, retentionMs: number): PeriodicTask {
  return { name: 'jobs.cleanup', everyMs: 3_600_000, run: () => deleteDoneJobs(db, retentionMs) };
}

/**
 * The worker loop: claims a batch, and polls again after `pollMs` when the queue had fewer due jobs
 * than a batch (right away when it was full). `stop` lets the current pass finish.
 */
export class Worker {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly lastRun = new Map<string, number>();

  constructor(
    private readonly runner: JobRunner,
    private readonly options: { pollMs: number; batchSize: number; periodic?: readonly PeriodicTask[] },
    private readonly log: JobLog,
  ) {}

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Cuts the idle wait short (e.g. right after enqueueing in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
  }

  private async runPeriodic(now: number) {
    for (const task of this.options.periodic ?? []) {
      if (now - (this.lastRun.get(task.name) ?? 0) < task.everyMs) continue;
      this.lastRun.set(task.name, now);
      try {
        await task.run();
      } catch (error) {
        this.log.warn({ task: task.name, err: loggableError(error) }, 'periodic task failed');
      }
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = (await this.runner.runDueJobs()).claimed;
      } catch (error) {
        this.log.warn({ err: loggableError(error) }, 'job pass failed');
      }
      await this.runPeriodic(Date.now());
      if (this.stopping || claimed >= this.options.batchSize) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }
}
