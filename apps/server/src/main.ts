import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { deleteExpiredSessions } from './platform/sessions.repo.js';
import { buildApp } from './app.js';

const SESSION_SWEEP_MS = 10 * 60_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });

  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db, new Date(), config.sessionIdleMinutes * 60_000).catch((error: unknown) =>
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'session sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    clearInterval(sweep);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Partners Console on http://localhost:${config.port}/partners (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
