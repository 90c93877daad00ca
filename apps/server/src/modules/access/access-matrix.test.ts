import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACTORS, clientFor, type ActorName } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Expected = Record<ActorName, number>;
const all = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected;
const signedIn = (status: number): Expected => ({ ...all(status), anon: 401 });
/** Every gate but alri (spec §5): configuration 403, permission 403, terms 230. */
const consoleGates = (status: number): Expected => ({ ...signedIn(status), unconfigured: 403, nopermission: 403, noterms: 230 });

type Row = { method: string; url: string; request: InjectOptions; expected: Expected };

const consulting = {
  customer_name: '김담당',
  customer_phone: '010-1234-5678',
  customer_email: 'hr@example.co.kr',
  apply_on: 'reputation_management',
  tos_privacy: true,
};

/** Every route, with the status each actor gets. A route missing here fails the suite. */
const MATRIX: Row[] = [
  { method: 'GET', url: '/healthz', request: { method: 'GET', url: '/healthz' }, expected: all(200) },
  { method: 'GET', url: '/api/openapi.json', request: { method: 'GET', url: '/api/openapi.json' }, expected: all(200) },
  { method: 'GET', url: '/api/v3/csrf', request: { method: 'GET', url: '/api/v3/csrf' }, expected: all(200) },
  {
    method: 'POST',
    url: '/api/v3/user_session',
    request: { method: 'POST', url: '/api/v3/user_session', payload: { email: 'admin@demo.test', password: 'wrong-password' } },
    expected: all(401),
  },
  { method: 'DELETE', url: '/users/sign_out_spa', request: { method: 'DELETE', url: '/users/sign_out_spa' }, expected: all(200) },
  {
    method: 'GET',
    url: '/api/v3/business_center/info/info',
    request: { method: 'GET', url: '/api/v3/business_center/info/info' },
    expected: signedIn(200),
  },
  {
    method: 'GET',
    url: '/api/v3/business_center/info/usage',
    request: { method: 'GET', url: '/api/v3/business_center/info/usage' },
    expected: consoleGates(200),
  },
  {
    method: 'PUT',
    url: '/api/v3/business_center/info/change_company',
    request: { method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: 1 } },
    expected: { ...signedIn(403), partner: 200 },
  },
  {
    method: 'GET',
    url: '/autocomplete/company_names.json',
    request: { method: 'GET', url: '/autocomplete/company_names.json?term=%EB%88%84%EB%A6%AC&with_industry=true' },
    expected: signedIn(200),
  },
  {
    method: 'GET',
    url: '/b2b/notifications.json',
    request: { method: 'GET', url: '/b2b/notifications.json?noti_for=noti_bar&per=5' },
    expected: consoleGates(200),
  },
  { method: 'PUT', url: '/b2b/notifications/read_all', request: { method: 'PUT', url: '/b2b/notifications/read_all' }, expected: consoleGates(200) },
  {
    method: 'POST',
    url: '/api/v5/partners/consulting',
    request: { method: 'POST', url: '/api/v5/partners/consulting', payload: consulting },
    expected: consoleGates(200),
  },
  {
    method: 'POST',
    url: '/api/v3/business_center/agreements/tos_recruitment',
    request: { method: 'POST', url: '/api/v3/business_center/agreements/tos_recruitment' },
    // Last: accepting changes noterms' standing for the rows after it. Only the top operator accepts.
    expected: { ...signedIn(200), unconfigured: 403, nopermission: 403, manager: 403, basic: 403 },
  },
];

describe('access matrix', () => {
  it('lists every route the server has', () => {
    const listed = new Set(MATRIX.map((r) => `${r.method} ${r.url}`));
    const missing = t.app.routeCatalog.map((r) => `${r.method} ${r.url}`).filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.method} ${row.url}`, async () => {
      const actual: Partial<Expected> = {};
      for (const actor of ACTORS) {
        const client = await clientFor(t.app, actor);
        actual[actor] = (await client.request(row.request)).statusCode;
      }
      expect(actual).toEqual(row.expected);
    });
  }
});
