/**
 * MSW handlers built from the contract's entries (decision 0012): `answer('projects.get', ({ params }) =>
 * ...)` answers the entry's method and path, hands the resolver the path parameters, query and body as the
 * entry's schemas parse them, and types its reply as the entry's 200 response. A fake that drifts from the
 * contract fails the test: the reply is checked against the response schema, error replies against the
 * error body, and a request the server would refuse is reported too (`setup.ts` fails the test on any).
 *
 * Tests run with the schemas at run time; the app itself imports them as types only (0005).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import {
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  ERROR_MESSAGES,
  ERROR_STATUS,
  errorBodySchema,
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type EndpointSchema,
  type ErrorBody,
  type ErrorCode,
  type HttpMethod,
} from '@partners/contract';

/** One request a contract handler answered: the path with its query string, lower-case headers, JSON body. */
export type RecordedCall = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Every request answered in the current test, in order (emptied after each test by `setup.ts`). */
export const calls: RecordedCall[] = [];

/** What the current test's fakes or requests got wrong against the contract (emptied after each test). */
export const contractViolations: string[] = [];

export type AnswerInput<N extends EndpointName> = {
  params: EndpointParams<N>;
  query: EndpointQuery<N>;
  body: EndpointBody<N>;
  request: Request;
  call: RecordedCall;
};

/** The entry's 200 body, or a ready response (an error from `contractError`, `HttpResponse.error()`). */
export type AnswerReply<N extends EndpointName> = EndpointReply<N> | Response;

export type AnswerResolver<N extends EndpointName> = (input: AnswerInput<N>) => AnswerReply<N> | Promise<AnswerReply<N>>;

const ROUTE: Record<HttpMethod, typeof http.get> = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

type Parsed = { ok: true; data: unknown } | { ok: false };

function parsePart(name: EndpointName, part: 'query' | 'body', schema: z.ZodType | undefined, value: unknown): Parsed {
  if (!schema) return { ok: true, data: undefined };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  contractViolations.push(`${name}: the web sent a ${part} the contract refuses:\n${z.prettifyError(parsed.error)}`);
  return { ok: false };
}

async function checkErrorReply(name: EndpointName, reply: Response): Promise<void> {
  // 230 is the spec's "go to redirect_url" status: an error body like the 4xx and 5xx ones.
  if (reply.type === 'error' || (reply.status < 400 && reply.status !== 230)) return;
  const text = await reply.clone().text();
  const parsed = errorBodySchema.safeParse(text ? (JSON.parse(text) as unknown) : undefined);
  if (!parsed.success)
    contractViolations.push(`${name}: the fake's ${reply.status} body is not the contract's error body:\n${z.prettifyError(parsed.error)}`);
}

/** Reads `request` (its JSON body from a copy) into `calls`. */
export async function recordCall(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  // A multipart upload's body is a file, not JSON: the resolver reads it from `request` if it needs to.
  const multipart = request.headers.get('content-type')?.startsWith('multipart/') ?? false;
  const text = multipart ? '' : await request.clone().text();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const call = { method: request.method, url: url.pathname + url.search, headers, body: text ? (JSON.parse(text) as unknown) : undefined };
  calls.push(call);
  return call;
}

/** An MSW handler for contract entry `name`. */
export function answer<N extends EndpointName>(name: N, resolver: AnswerResolver<N>): HttpHandler {
  const { method, path } = ENDPOINTS[name];
  const schemas: EndpointSchema = ENDPOINT_SCHEMAS[name];
  // MSW's path syntax is the contract's: `:name` segments become `params`.
  return ROUTE[method](path, async ({ request, params: rawParams }) => {
    const params = schemas.params ? schemas.params.safeParse(rawParams) : { success: true as const, data: undefined };
    // A segment the entry refuses means another entry's path (`/x/:id` and `/x/display_toggle`): let the
    // next handler answer, as the server's router prefers a static segment.
    if (!params.success) return undefined;
    const call = await recordCall(request);
    const query = parsePart(name, 'query', schemas.query, Object.fromEntries(new URL(request.url).searchParams));
    const body = parsePart(name, 'body', schemas.body, call.body);
    if (!query.ok || !body.ok) return contractError('bad_request');

    const reply = await resolver({ params: params.data, query: query.data, body: body.data, request, call } as AnswerInput<N>);
    if (reply instanceof Response) {
      await checkErrorReply(name, reply);
      return reply;
    }
    const checked = schemas.response[200].safeParse(reply);
    if (!checked.success) contractViolations.push(`${name}: the fake's response does not match the contract:\n${z.prettifyError(checked.error)}`);
    return HttpResponse.json(reply as Record<string, unknown>);
  });
}

/** The contract's error body with its status (`ERROR_STATUS`); the message defaults to the catalogue's. */
export function contractError(code: ErrorCode, message?: string, extra: Omit<ErrorBody, 'code' | 'message'> = {}): Response {
  const catalogued: string | ((params: never) => string) = ERROR_MESSAGES[code];
  const text = message ?? (typeof catalogued === 'string' ? catalogued : undefined);
  if (text === undefined) throw new Error(`${code} takes params: pass the message the server would render`);
  return HttpResponse.json({ code, message: text, ...extra }, { status: ERROR_STATUS[code] });
}
