import type { FastifyPluginCallback } from 'fastify';
import type { Database } from '../../platform/db.js';
import { handle } from '../../platform/endpoint.js';
import { AppError } from '../../platform/errors.js';
import { pingDatabase } from './health.repo.js';

/** The database is pinged at most once a second, so a load balancer's probes stay cheap. */
const PING_EVERY_MS = 1_000;

export const healthRoutes: FastifyPluginCallback<{ database: Database }> = (app, { database }, done) => {
  let lastOk = 0;
  let pending: Promise<void> | null = null;

  async function ping() {
    await pingDatabase(database.db);
    lastOk = Date.now();
  }

  handle(app, 'health.check', async () => {
    if (Date.now() - lastOk > PING_EVERY_MS) {
      pending ??= ping().finally(() => (pending = null));
      try {
        await pending;
      } catch {
        throw new AppError('unavailable');
      }
    }
    return { status: 'ok' as const, database: database.kind };
  });
  done();
};
