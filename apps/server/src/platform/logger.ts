import type { FastifyServerOptions } from 'fastify';

/**
 * Logs carry no passwords, tokens, phone numbers or e-mails: no headers, no bodies, no query strings,
 * and the few places that could hold them are redacted besides.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers', 'res.headers', 'err.params', 'err.detail', 'body', 'password', 'email', 'phone'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
