import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { testConfig } from '../../platform/config.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { ProposalTokens } from '../proposals/proposal-token.js';

const SEEKER_1 = new SeekerIdCodec(testConfig().sessionSecret).encode(1);
const PROPOSAL_1 = new ProposalTokens(testConfig().sessionSecret).sign(1, new Date(Date.now() + 86_400_000));

let t: TestApp;
let admin: Client;
let partner: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  partner = await signedIn(t.app, 'partner@demo.test');
  // Past the privacy agreement, so the talent routes' input rules are what gets fuzzed.
  await admin.request({
    method: 'POST',
    url: '/api/v3/resumes/components/matchings',
    payload: { matchings: { privacy_agreement: { value: true } } },
  });
});
afterAll(() => t.close());

const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'company_id',
      'term',
      'customer_name',
      'customer_phone',
      'customer_email',
      'apply_on',
      'tos_privacy',
      'redirect_url',
      'customer_rank',
      'event',
      'text',
      'enc',
      'position',
      'display',
      'hr_save_search_query',
      'matchings',
      'hr_project',
      'user_id',
      'project_ids',
      'action_status',
      'message',
      'reason',
      'detail',
    ),
    fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string({ unit: 'binary' }), fc.array(fc.string())),
  ),
);
const anyQuery = fc.dictionary(
  fc.constantFrom(
    'term',
    'with_industry',
    'exact_name',
    'managed',
    'noti_for',
    'per',
    'page',
    'pool',
    'order_by',
    'query',
    'or',
    'not',
    'occu',
    'occu_1',
    'gen',
    'yoe',
    'byear',
    'hsalary',
    'edu',
    'deg',
    'job_intention',
    'verification_badge',
    'profile_level',
    'job_seeker_ids',
    'search_session_id',
    'ab_test',
    'enc',
    'type',
    'fields',
    'codes',
    'active',
    'action_status',
    'user_id',
  ),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom(
      '-1',
      '0',
      '1e9',
      'NaN',
      'true',
      '%00',
      '💥',
      '\u0000',
      '3;5',
      '1990;1980',
      '5000;10000',
      '자바,스프링',
      'c++',
      '!!!',
      'bachelor',
      'all',
      'female',
    ),
  ),
);

describe('fuzzed input never produces a 500', () => {
  // Sign-in and sign-out are left out: they would end the fuzzing clients' own sessions.
  const routes = () => t.app.routeCatalog.filter((r) => !['/api/v3/user_session', '/users/sign_out_spa'].includes(r.url));

  it('for every route, query and body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes()), anyQuery, anyJson, async (route, query, body) => {
        const client = route.url.includes('change_company') ? partner : admin;
        // Ids that exist (the demo company's project 1, candidate 1, seeker 1), so that the handlers behind the params are fuzzed too.
        const path = route.url.replace(':id', '1').replace(':user_id', SEEKER_1).replace(':token', PROPOSAL_1);
        const url = `${path}?${new URLSearchParams(query).toString()}`;
        const response = await client.request({
          method: route.method,
          url,
          ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 400) expect(response.json()).toMatchObject({ code: 'bad_request' });
      }),
      { numRuns: 300, seed: 42 },
    );
  });

  it('malformed JSON, prototype keys and wrong content types get 400 naming the body, not 500', async () => {
    for (const [payload, type] of [
      ['{"email":', 'application/json'],
      ['{"a":{"__proto__":{"admin":true}}}', 'application/json'],
      ['{"constructor":{"prototype":{"admin":true}}}', 'application/json'],
      ['email=a', 'application/x-www-form-urlencoded'],
      ['<x/>', 'text/xml'],
    ] as const) {
      const response = await admin.request({ method: 'POST', url: '/api/v5/partners/consulting', payload, headers: { 'content-type': type } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body' });
    }
  });

  it('sign-in with fuzzed bodies answers 400 or 401', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v3/user_session',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', 'x-csrf-token': await admin.csrfToken(), cookie: admin.cookieHeader },
        });
        expect([400, 401, 429]).toContain(response.statusCode);
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
