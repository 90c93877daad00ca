import { sql } from 'drizzle-orm';
import { testConfig } from '../platform/config.js';
import type { Db } from '../platform/db.js';
import type { DeliveryAdapters } from '../platform/delivery/index.js';
import type { JobLog } from '../platform/jobs.js';
import { createJobWorker } from '../job-worker.js';

const quiet: JobLog = { warn: () => {} };

/**
 * The job runner of a test database (the tests run the due jobs themselves), with every kind the worker
 * handles, the test configuration, and other delivery providers or a log of its own when a test needs them.
 */
export function jobRunner(db: Db, options: { adapters?: DeliveryAdapters | undefined; log?: JobLog } = {}) {
  return createJobWorker({ config: testConfig(), db, log: options.log ?? quiet, ...(options.adapters ? { adapters: options.adapters } : {}) }).runner;
}

/** Makes every pending job due now (as if its retry time or lease had passed). */
export async function makeJobsDue(db: Db): Promise<void> {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second' where status = 'pending'`);
}
