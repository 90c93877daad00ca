import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  ENDPOINTS,
  ENDPOINT_SCHEMAS,
  POST_BODY_MAX,
  POST_SUMMARY_MAX,
  POST_TITLE_MAX,
  type EndpointName,
  type EndpointSchema,
} from '@partners/contract';
import { Client, createTestApp, signedIn, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The longest string a schema's `max` allows anywhere in it (rich text is the only long one). */
function longestString(schema: unknown, seen = new Set<unknown>()): number {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return 0;
  seen.add(schema);
  const def = (schema as { _zod?: { def: Record<string, unknown> } })._zod?.def;
  if (!def) return Math.max(0, ...Object.values(schema).map((child) => longestString(child, seen)));
  const checks = ((def.checks as { _zod: { def: { check?: string; maximum?: number } } }[] | undefined) ?? []).map((c) => c._zod.def);
  const own = def.type === 'string' ? Math.max(0, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 0)) : 0;
  return Math.max(own, ...Object.entries(def).map(([key, child]) => (key === 'checks' ? 0 : longestString(child, seen))));
}

describe('body limits per route (issue 28, decision 0026)', () => {
  it('a route takes the larger limit exactly when its body allows rich text (a string of over 10,000 characters)', () => {
    const names = Object.keys(ENDPOINTS) as EndpointName[];
    const rich = names.filter((name) => longestString((ENDPOINT_SCHEMAS[name] as EndpointSchema).body) > 10_000);
    const declared = names.filter((name) => (ENDPOINTS[name] as { body?: 'rich' }).body === 'rich');
    expect(declared.sort()).toEqual(rich.sort());
  });

  it('the largest company post its schema allows (100,000 Korean characters) fits the rich limit', async () => {
    const body = {
      kind: 'news',
      title: '가'.repeat(POST_TITLE_MAX),
      summary: '가'.repeat(POST_SUMMARY_MAX),
      body_html: `<p>${'가'.repeat(POST_BODY_MAX - 7)}</p>`,
      cover_upload_id: null,
    };
    const bytes = Buffer.byteLength(JSON.stringify(body));
    expect(bytes).toBeGreaterThan(BODY_LIMITS.form);
    expect(bytes).toBeLessThanOrEqual(BODY_LIMITS.rich);
    const admin = await signedIn(t.app, 'admin@demo.test');
    const response = await admin.request({ method: 'POST', url: ENDPOINTS['companyPosts.create'].path, payload: body });
    expect(response.statusCode).not.toBe(413);
  });

  it('a sign-in body over the form limit is refused with 413 payload_too_large, not parsed', async () => {
    const client = new Client(t.app);
    const response = await client.request({
      method: 'POST',
      url: ENDPOINTS['auth.signIn'].path,
      payload: { email: `a@${'.'.repeat(BODY_LIMITS.form)}@`, password: 'x' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
  });

  it('a rich body over the rich limit is refused with 413 too', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const response = await admin.request({
      method: 'POST',
      url: ENDPOINTS['companyPosts.create'].path,
      payload: { kind: 'news', title: 't', body_html: 'x'.repeat(BODY_LIMITS.rich) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('a sign-in with the adversarial e-mail under the limit answers at once (the length check aborts)', async () => {
    const client = new Client(t.app);
    const start = performance.now();
    const response = await client.request({
      method: 'POST',
      url: ENDPOINTS['auth.signIn'].path,
      payload: { email: `a@${'.'.repeat(20_000)}@`, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
