import pino from 'pino';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { createJobWorker } from './job-worker.js';

/**
 * `npm run worker`: a job worker process beside the servers (scale-out on PostgreSQL; the embedded
 * database belongs to one process, so with it the server's own in-process worker is the one).
 * SIGTERM or SIGINT lets the current batch finish, then exits.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel, redact: { paths: ['email', 'phone'], censor: '[redacted]' } });
  const database = await openDatabase(config);
  const { worker } = createJobWorker({ config, db: database.db, log });

  const shutdown = async (signal: string) => {
    log.info(`${signal}: stopping the worker`);
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  worker.start();
  log.info(`job worker running (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
