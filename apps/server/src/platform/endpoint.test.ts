import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type EndpointName, type EndpointRoute } from '@partners/contract';
import { buildApp } from '../app.js';
import { testConfig } from './config.js';
import { openPglite, type Database } from './db.js';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openPglite(null);
  app = await buildApp({ config: testConfig({ workerInProcess: false }), database, serveSpa: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const key = (method: string, path: string) => `${method} ${path}`;

describe('routes and contract entries', () => {
  it('every server route serves a contract entry with the same method, path and access level', () => {
    const strays = app.routeCatalog.filter((route) => {
      const entry = route.endpoint ? ENDPOINTS[route.endpoint] : undefined;
      return !entry || key(entry.method, entry.path) !== key(route.method, route.url) || entry.access !== route.access;
    });
    expect(strays.map((route) => key(route.method, route.url))).toEqual([]);
  });

  it('every contract entry has exactly one server route', () => {
    const served = app.routeCatalog.map((route) => route.endpoint);
    const counts = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [name, served.filter((s) => s === name).length]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('the OpenAPI document lists every entry under its name as operationId', async () => {
    const response = await app.inject({ method: 'GET', url: ENDPOINTS['meta.openapi'].path });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });
});

describe('outside demo mode', () => {
  it('the demo entries have no route and every other entry has exactly one', async () => {
    const database = await openPglite(null);
    const live = await buildApp({ config: testConfig({ workerInProcess: false, demoMode: false }), database, serveSpa: false });
    try {
      await live.ready();
      const served = live.routeCatalog.map((route) => route.endpoint);
      const names = Object.keys(ENDPOINTS) as EndpointName[];
      const isDemo = (name: EndpointName) => (ENDPOINTS[name] as EndpointRoute).demo === true;
      expect(names.filter(isDemo).filter((name) => served.includes(name))).toEqual([]);
      const counts = names.filter((name) => !isDemo(name)).map((name) => [name, served.filter((s) => s === name).length]);
      expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
      expect(names.filter(isDemo).every((name) => ENDPOINTS[name].path.startsWith('/api/demo/'))).toBe(true);
    } finally {
      await live.close();
      await database.close();
    }
  });
});
