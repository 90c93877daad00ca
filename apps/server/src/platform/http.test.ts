import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every JSON answer carries nosniff, no framing and no referrer, and no CSP (it governs documents only)', async () => {
    for (const url of ['/healthz', '/api/v3/business_center/info/info', '/api/no-such-call']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('unknown API paths answer JSON 404 with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('OpenAPI document', () => {
  it('describes every route, generated from the contract schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    const expected = t.app.routeCatalog.filter((r) => r.url !== '/api/openapi.json').map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(expected.filter((key) => !documented.has(key))).toEqual([]);
    const signIn = doc.paths['/api/v3/user_session']?.post as { requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> } };
    expect(signIn.requestBody?.content?.['application/json']?.schema?.required).toEqual(expect.arrayContaining(['email', 'password']));
  });
});
