import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from './config.js';
import { openPglite, type Database } from './db.js';

let app: FastifyInstance;
let database: Database;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'pc-compress-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>콘솔</title>');
  mkdirSync(path.join(webDist, 'assets'));
  const script = `console.log(${JSON.stringify('가'.repeat(2_000))});`;
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  database = await openPglite(null);
  app = await buildApp({ config: testConfig({ webDist }), database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

const OPENAPI = '/api/openapi.json';

describe('compressed answers', () => {
  it('a JSON answer of 1 KB or more goes gzipped to a browser, with Vary, and reads back the same', async () => {
    const plain = await app.inject({ method: 'GET', url: OPENAPI, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    // What Chromium sends: gzip is chosen, brotli is not offered (decision 0005).
    const gzip = await app.inject({ method: 'GET', url: OPENAPI, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const brOnly = await app.inject({ method: 'GET', url: OPENAPI, headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('a small answer goes as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('a built asset keeps its own pre-compressed file and is not compressed again', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.log(');
  });

  it('a compressed request body is not inflated: it is refused as the JSON it is not, never read past its limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/client_errors',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ message: 'x'.repeat(100_000) })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body' });
  });
});
