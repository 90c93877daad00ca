import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { memoryLimiter } from '../../platform/attempt-limiter.js';
import { AppError } from '../../platform/errors.js';

/** A browser stuck in a failing loop is heard once in a while, not once a frame: 20 reports a minute an address. */
const REPORTS_PER_MINUTE = 20;

/**
 * The web's own failures, in the server's log at `warn` (an error of one browser, not of the server): a render
 * error of a page, or a script of the build it could not load after reloading once. Public, since the sign-in
 * page fails too; counted per address in this process.
 */
export const clientErrorRoutes: FastifyPluginCallback = (app, _options, done) => {
  const limiter = memoryLimiter(REPORTS_PER_MINUTE, 60_000);
  handle(app, 'clientErrors.report', async (request) => {
    if (await limiter.isBlocked(request.ip)) throw new AppError('rate_limited');
    await limiter.recordFailure(request.ip);
    const { kind, message, stack, path } = request.body;
    request.log.warn({ clientError: { kind, message, stack, path, userAgent: request.headers['user-agent'] } }, 'client error');
    return ok({ recorded: true as const });
  });
  done();
};
