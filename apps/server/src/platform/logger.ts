import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { ENDPOINTS, PAGES } from '@partners/contract';

export type AppLogger = {
  /** Typed as Fastify's logger so that the app keeps Fastify's default instance type. */
  logger: FastifyBaseLogger;
  /** Writes what is still buffered; called when the app closes so that the last lines are not lost. */
  flush(): void;
};

/**
 * Logs carry no passwords, tokens, phone numbers or e-mails: no headers, no bodies, no query strings,
 * and the few places that could hold them are redacted besides.
 *
 * Without a `stream` (production), lines go to stdout through an asynchronous destination: a request never
 * waits for a write(2), and lines written while one write is in flight leave together in the next. Tests pass
 * a stream to read what was logged. Null means no logging at all (level silent, nothing to capture).
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): AppLogger | null {
  if (level === 'silent' && !stream) return null;
  const options = {
    level,
    redact: {
      paths: ['req.headers', 'res.headers', 'err.params', 'err.detail', 'body', 'password', 'email', 'phone'],
      censor: '[redacted]',
    },
    // For the lines Fastify writes itself (a client error, a reply sent twice): the path, never the query.
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: loggablePath(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
  if (stream) return { logger: pino(options, stream), flush: () => undefined };
  // Lines gather in memory up to 4 KB before one write(2) (a write per line was a quarter of a cheap
  // request's cost); a timer writes what a quiet second leaves, so no line waits longer than that.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed: nothing left to write.
    }
  }, 1_000);
  timer.unref();
  return {
    logger: pino(options, destination),
    flush: () => {
      clearInterval(timer);
      try {
        destination.flushSync();
      } catch {
        // Not open yet (nothing was written) or already closed: nothing to flush.
      }
    },
  };
}

/**
 * Where a path carries a secret token as one segment (an invitation, a proposal response, a file link): the
 * path up to that segment. Taken from the `:token` parameters of the API table and of the pages table (the
 * public pages a mailed or texted link opens), so a new token route is redacted without being listed here.
 */
const TOKEN_PATH_PREFIXES: readonly string[] = [
  ...Object.values(ENDPOINTS).map((entry) => entry.path),
  ...Object.values(PAGES).map((page) => page.path),
]
  .filter((path) => path.includes('/:token'))
  .map((path) => path.slice(0, path.indexOf('/:token') + 1));

/** The path as logged: no query string, and no token (`/api/v5/invitations/:token/accept`). */
export function loggablePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const prefix = TOKEN_PATH_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf('/');
  return `${prefix}:token${slash === -1 ? '' : rest.slice(slash)}`;
}

/**
 * One access-log line per request once it is answered (Fastify's own two lines per request are turned off):
 * method, path without the query string, status, time in ms, the request id and, when signed in, the user.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.actor ? { userId: request.actor.userId } : {}),
      },
      'request',
    );
    done();
  });
}
