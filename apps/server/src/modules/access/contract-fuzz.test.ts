import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { ENDPOINTS, ENDPOINT_SCHEMAS, type EndpointName } from '@partners/contract';
import { nulCharacterField } from '../../platform/endpoint.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';

/**
 * Inputs generated from every request schema of the contract (decision 0031): for each entry's body, query and
 * params, values shaped by the schema (its types, lengths, ranges, enums, patterns) and hostile ones (wrong
 * types, huge strings and arrays, deep nesting, unicode edge cases, prototype keys, numbers at and past the
 * limits), sent as the top operator. Whatever comes in: no 5xx, a `bad_request` names its field, and no
 * request takes a second. FUZZ_RUNS inputs per entry (30 in `npm test` and CI; `FUZZ_RUNS=1000` for the
 * issue's full count), on the engine of the run (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string }; bag: Record<string, unknown> } };
const defOf = (s: unknown) => (s as Schema)._zod.def;
const bagOf = (s: unknown) => (s as Schema)._zod.bag ?? {};

/** Values of the schema's input shape: what a form or a careless client would send. */
function shaped(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter((k) => !['optional', 'default'].includes(defOf(shape[k]).type));
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, shaped(v, depth + 1)])), { requiredKeys: required });
    }
    case 'string': {
      const minLength = num(bag.minimum, 0);
      const maxLength = Math.min(num(bag.maximum, 40), minLength + 60);
      if (bag.format === 'email') return fc.emailAddress();
      if (bag.format === 'url') return fc.webUrl();
      const patterns = bag.patterns as Set<RegExp> | undefined;
      const pattern = patterns && [...patterns][0];
      if (pattern) return fc.oneof(fc.stringMatching(pattern), fc.string({ minLength, maxLength }));
      return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
    }
    case 'number': {
      const min = num(bag.minimum, -1_000_000);
      const max = num(bag.maximum, 1_000_000);
      return bag.format === 'safeint' || bag.format === 'int32'
        ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return depth > 6 ? fc.constant([]) : fc.array(shaped(def.element, depth + 1), { maxLength: Math.min(num(bag.maximum, 5), 5) });
    case 'optional':
    case 'default':
      return fc.option(shaped(def.innerType, depth), { nil: undefined });
    case 'nullable':
      return fc.option(shaped(def.innerType, depth), { nil: null });
    case 'pipe':
      return shaped(def.in, depth);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => shaped(o, depth + 1)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const deep = (levels: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};
/** What no form sends. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -0,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    '',
    ' ',
    'a'.repeat(100_000),
    '가'.repeat(30_000),
    '\uD800',
    '\u202E\u200B\u0000\uFEFF',
    'e\u0301\u0301\u0301'.repeat(500),
    '👩‍👩‍👧‍👦'.repeat(2_000),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    'NaN',
    'Infinity',
    '1e400',
    Array.from({ length: 10_000 }, (_, i) => i),
    Array.from({ length: 2_000 }, () => 'x'.repeat(100)),
    deep(200),
    {},
    [],
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A shaped value with one field, or the whole value, swapped for a hostile one. */
function mutated(schema: unknown): fc.Arbitrary<unknown> {
  return fc.tuple(shaped(schema), hostile, fc.nat(), fc.boolean()).map(([value, bad, at, whole]) => {
    if (whole || value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
    const keys = Object.keys(value);
    if (keys.length === 0) return bad;
    return { ...value, [keys[at % keys.length] ?? 'x']: bad };
  });
}
const input = (schema: unknown) => fc.oneof({ arbitrary: shaped(schema), weight: 2 }, { arbitrary: mutated(schema), weight: 2 });

/** A value as a URL carries it: a string as it is, anything else as JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** A query string the way a browser writes one: arrays as repeated keys, objects as JSON. */
function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? (v as unknown[]).slice(0, 50) : [v]) search.append(k, asText(item));
  }
  return search.toString();
}
function pathWith(path: string, params: unknown): string {
  const values = params !== null && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const v = values[name];
    const text = asText(v === undefined ? params : v).slice(0, 4_000);
    // A dot segment ('.', '..', or the same percent-encoded) is another path altogether, never this route's.
    if (text === '.' || text === '..') return `${text}x`;
    try {
      return encodeURIComponent(text) || 'x';
    } catch {
      // A lone surrogate has no UTF-8: sent as the bytes a careless client would put there instead.
      return '%ED%A0%80';
    }
  });
}

let t: TestApp;
let admin: Client;
const signIn = async () => {
  admin = await signedIn(t.app, 'admin@demo.test');
  await admin.request({
    method: 'POST',
    url: '/api/v3/resumes/components/matchings',
    payload: { matchings: { privacy_agreement: { value: true } } },
  });
};
beforeAll(async () => {
  t = await createTestApp();
  await signIn();
}, 60_000);
afterAll(() => t.close());

const entries = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
  const s = ENDPOINT_SCHEMAS[name] as { body?: unknown; query?: unknown; params?: unknown };
  return (s.body ?? s.query ?? s.params) !== undefined;
});

describe('inputs generated from every request schema', () => {
  const seen = { requests: 0, byStatus: new Map<number, number>(), slowestMs: 0 };
  afterAll(() => {
    console.info(
      `[fuzz] ${entries.length} entries × ${RUNS}: ${seen.requests} requests, statuses ${[...seen.byStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}, slowest ${seen.slowestMs.toFixed(0)} ms`,
    );
  });

  it.each(entries)(
    '%s: no 5xx, a bad_request names its field, none takes a second',
    async (name) => {
      const route = ENDPOINTS[name];
      const schemas = ENDPOINT_SCHEMAS[name] as { body?: unknown; query?: unknown; params?: unknown };
      const part = (s: unknown) => (s === undefined ? fc.constant(undefined) : input(s));
      await fc.assert(
        fc.asyncProperty(part(schemas.params), part(schemas.query), part(schemas.body), async (params, query, body) => {
          const url = pathWith(route.path, params) + (query === undefined ? '' : `?${queryString(query)}`);
          const started = performance.now();
          const response = await admin.request({
            method: route.method,
            url,
            ...(body === undefined || route.method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          const ms = performance.now() - started;
          seen.requests++;
          seen.byStatus.set(response.statusCode, (seen.byStatus.get(response.statusCode) ?? 0) + 1);
          seen.slowestMs = Math.max(seen.slowestMs, ms);
          if (response.statusCode >= 500)
            throw new Error(`${route.method} ${url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`);
          const answer = response.headers['content-type']?.toString().startsWith('application/json')
            ? response.json<{ code?: string; field?: unknown }>()
            : {};
          if (response.statusCode === 400 && answer.code === 'bad_request') expect(typeof answer.field).toBe('string');
          expect(ms).toBeLessThan(1_000);
          // A call that ended the session (none should): a fresh one for the next input.
          if (response.statusCode === 401) await signIn();
        }),
        { numRuns: RUNS, seed: 20261128 },
      );
    },
    120_000,
  );
});

describe('NUL characters', () => {
  it('are refused with 400 naming the field, before anything reaches PostgreSQL (whose text cannot hold them)', async () => {
    const post = await admin.request({
      method: 'POST',
      url: '/api/v5/partners/company/posts',
      payload: { kind: 'news', title: 'a\u0000b', body_html: '<p>본문</p>' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ code: 'bad_request', field: 'body.title' });
    const search = await admin.get('/api/v5/partners/hr/job_seekers/search?query=%E1%84%80%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'bad_request', field: 'query.query' });
  });

  it('are found in nested values and keys, not in raw bytes', () => {
    expect(nulCharacterField({ a: [{ b: 'x' }, { c: 'y\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(nulCharacterField({ 'k\u0000': 1 }, 'body')).toBe('body');
    expect(nulCharacterField(Buffer.from([0, 0, 0]), 'body')).toBeNull();
    expect(nulCharacterField({ a: 'ok', n: 1, m: null }, 'body')).toBeNull();
  });
});
