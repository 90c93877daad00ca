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
  webDist = mkdtempSync(path.join(tmpdir(), 'pc-spa-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>콘솔</title>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  database = await openPglite(null);
  app = await buildApp({ config: testConfig({ webDist, cookieSecure: true }), database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers of the hosted web app', () => {
  it('the HTML page carries the CSP: own origin only, no framing', async () => {
    const response = await app.inject({ method: 'GET', url: '/partners/talent' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-dns-prefetch-control']).toBe('off');
  });

  it('scripts and JSON get the common headers but neither the CSP nor the document-only ones', async () => {
    for (const url of ['/assets/app-1a2b.js', '/healthz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      for (const name of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-xss-protection',
      ])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('HSTS is sent when cookies are secure (served over HTTPS)', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('files of the hosted web app', () => {
  it('a hashed file is kept a year; a page is the HTML page, revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/partners/reputation_management' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('a hashed file the build does not have (an old chunk after a deploy) is a 404 never stored, not the HTML page', async () => {
    for (const url of ['/assets/Table-CgDPXl-O.js', '/assets/home-old.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
