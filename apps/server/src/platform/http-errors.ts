import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@partners/contract';
import { isDatabaseUnavailable } from './db.js';
import { AppError } from './errors.js';

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

/** `body.email`, `query.page`: where the first validation issue is. */
function fieldOf(error: { validationContext?: string; validation: { instancePath: string }[] }): string {
  const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
  const pathPart = (error.validation[0]?.instancePath ?? '').split('/').filter(Boolean).join('.');
  return pathPart ? `${context}.${pathPart}` : context;
}

/** What may be logged of an unexpected error: no query parameters, no row values. */
export function loggableError(error: unknown): Record<string, unknown> {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = err.cause instanceof Error ? err.cause : null;
  const firstLine = (text: string) => text.split('\n')[0]?.replace(/params:.*$/, '') ?? '';
  return {
    name: err.name,
    message: firstLine(cause?.message ?? err.message).slice(0, 300),
    code: (cause as { code?: unknown } | null)?.code ?? (err as { code?: unknown }).code,
    // Only the call frames: a failed query's stack also repeats its message, parameters included.
    stack: err.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 7)
      .join('\n'),
  };
}

/** Maps every error to `{ code, message, field?, redirect_url? }`; a client's mistake is never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined) request.log.warn({ err: loggableError(error.cause), code: error.code }, 'request failed on a dependency');
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
      return reply.code(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ code: 'bad_request', message: ERROR_MESSAGES.bad_request, field: fieldOf(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // A body over its route's limit (decision 0026): refused before it is read in full or parsed.
      return reply.code(413).send({ code: 'payload_too_large', message: ERROR_MESSAGES.payload_too_large });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON (prototype keys included), wrong content type, oversized body and the like.
      const code = status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : 'bad_request';
      // The body parsers' errors (FST_ERR_CTP_…) are the body's: the field is the whole of it.
      const field = code === 'bad_request' && error.code?.startsWith('FST_ERR_CTP_') ? { field: 'body' } : {};
      return reply.code(status === 429 || status === 404 ? status : 400).send({ code, message: ERROR_MESSAGES[code], ...field });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: the maintenance answer, and the client may try again.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ code: 'unavailable', message: ERROR_MESSAGES.unavailable });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ code: 'internal', message: ERROR_MESSAGES.internal });
  });
}
