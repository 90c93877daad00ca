import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler, RouteHandlerMethod } from 'fastify';
import {
  BODY_LIMITS,
  ENDPOINTS,
  ENDPOINT_SCHEMAS,
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type EndpointRoute,
  type EndpointSchema,
} from '@partners/contract';
import { AppError } from './errors.js';

/** A request to endpoint `N`, typed from its contract schemas (already validated when the handler runs). */
export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Params: EndpointParams<N>;
  Querystring: EndpointQuery<N>;
  Body: EndpointBody<N>;
}>;

/** A handler answers its entry's 200 body, or the reply when it has sent one itself (a streamed CSV download). */
export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequest<N>,
  reply: FastifyReply,
) => EndpointReply<N> | FastifyReply | Promise<EndpointReply<N> | FastifyReply>;

/**
 * Registers the route of contract entry `name`: its method, path and access level come from `ENDPOINTS`,
 * its validation and response schemas from `ENDPOINT_SCHEMAS`, so a route cannot differ from what the web
 * calls or what the OpenAPI document says. The access guard reads `config.access` (sign-in, gates, CSRF),
 * `config.role` (top operator only) and `config.stepUp` (a fresh one-time password) from the entry.
 *
 * A `webhook` entry is called by a provider's server, not a browser: it takes no CSRF token (the guard
 * skips it on `config.csrf: false`; the provider's signature is the check) and its handler reads the
 * body's bytes as sent (`rawBody`), since the signature covers exactly those bytes. Its route lives in
 * a plugin of its own whose only body parser keeps the bytes, so no other route's parsing changes.
 */
export function handle<N extends EndpointName>(app: FastifyInstance, name: N, handler: EndpointHandler<N>): void {
  const entry: EndpointRoute = ENDPOINTS[name];
  if (!entry.webhook) {
    route(app, name, handler);
    return;
  }
  void app.register((child, _options, done) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body));
    route(child, name, handler, { csrf: false });
    done();
  });
}

/** Past this depth the schemas refuse the input anyway; the walk below stops there. */
const NUL_SEARCH_DEPTH = 64;

/**
 * Where in `value` (as `body.title`, `query.q`) a string or a key holds U+0000, which PostgreSQL's text cannot
 * store (the insert would fail with a 500); null when nowhere. A webhook's raw bytes are not searched.
 */
export function nulCharacterField(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > NUL_SEARCH_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return at;
    const found = nulCharacterField(item, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Input with a NUL character is a 400 naming its field, before the schemas and the handler see it. */
const refuseNulCharacters: preValidationHookHandler = (request, _reply, done) => {
  const field = nulCharacterField(request.params, 'params') ?? nulCharacterField(request.query, 'query') ?? nulCharacterField(request.body, 'body');
  done(field ? new AppError('bad_request', { field }) : undefined);
};

function route<N extends EndpointName>(app: FastifyInstance, name: N, handler: EndpointHandler<N>, extra: { csrf?: false } = {}): void {
  const entry: EndpointRoute = ENDPOINTS[name];
  const { method, path, access } = entry;
  const schemas: EndpointSchema = ENDPOINT_SCHEMAS[name];
  app.route({
    method,
    url: path,
    // A JSON form's limit unless the entry carries rich text (multipart uploads keep their own limits).
    bodyLimit: BODY_LIMITS[entry.body ?? 'form'],
    config: {
      access,
      endpoint: name,
      ...(entry.role ? { role: entry.role } : {}),
      ...(entry.stepUp ? { stepUp: entry.stepUp } : {}),
      ...extra,
    },
    schema: {
      operationId: name,
      tags: [name.slice(0, name.indexOf('.'))],
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: schemas.response,
    },
    preValidation: refuseNulCharacters,
    // The generic handler's request type is narrower than Fastify's default; the schemas above make it true.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** The body of a `webhook` entry's request as the bytes received (empty when none was sent). */
export function rawBody(request: FastifyRequest): Buffer {
  const body: unknown = request.body;
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/** The `{ code: 200, data }` envelope of the console's calls. */
export function ok<T>(data: T): { code: 200; data: T } {
  return { code: 200, data };
}
