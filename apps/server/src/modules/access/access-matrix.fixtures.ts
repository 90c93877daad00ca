/**
 * What the access matrix's files share (decision 0027's generated matrix, split by area): the actors' app, the
 * statuses each gate gives, the requests' ids and bodies, and the runner that asks every actor about each row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACTORS, ActorSessions, type ActorName } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { logoUpload } from '../../test/uploads.js';
import { memberships, talentSettings } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { ProposalTokens } from '../proposals/proposal-token.js';
import { koreanMonth } from '@partners/contract/korea-time';

export let t: TestApp;
let actors: ActorSessions;

type Expected = Record<ActorName, number>;
export const all = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected;
export const signedIn = (status: number): Expected => ({ ...all(status), anon: 401 });
/** The console's gates (spec §5): configuration 403, permission 403. */
export const consoleGates = (status: number): Expected => ({ ...signedIn(status), unconfigured: 403, nopermission: 403 });
/** Postings and applicants, what the recruitment-service terms cover (decision 0003): also terms 230. */
export const recruitmentGates = (status: number): Expected => ({ ...consoleGates(status), noterms: 230 });
/** Console gates, and the talent pool's plan rule (spec §6): the basic plan without biz is refused. */
export const talent = (status: number): Expected => ({ ...consoleGates(status), basic: 403 });
/** Operator management (endpoints.ts `operators`): a not-configured company passes; no permission 403. */
export const operatorsLevel = (status: number): Expected => ({ ...signedIn(status), nopermission: 403 });
/** Console gates, and salary analysis' rule: the company applied for it (companies 1, 5 and 6 of the demo). */
export const salaryApplied = (status: number): Expected => ({ ...consoleGates(status), basic: 403, noalri: 403, other: 403 });
export const get = (url: string, status = 200): Row => ({
  method: 'GET',
  url: url.split('?')[0] ?? url,
  request: { method: 'GET', url },
  expected: talent(status),
});
export const ENC = new SeekerIdCodec(testConfig().sessionSecret).encode(1);
export const NO_PROPOSAL = new ProposalTokens(testConfig().sessionSecret).sign(999999, new Date(Date.now() + 86_400_000));

export const POSTINGS = '/api/v5/partners/job/postings';
export const POSTS = '/api/v5/partners/company/posts';
export const OPERATORS = '/api/v5/partners/operators';
export const ANALYSES = '/api/v5/partners/salary_analyses';
export const VISITORS = '/api/v5/partners/data/visitors';
/** The last three Korean months. */
export const VISITOR_MONTHS = (() => {
  const { year, month } = koreanMonth(new Date());
  const from = new Date(Date.UTC(year, month - 3, 1));
  return { from: from.toISOString().slice(0, 7), to: `${year}-${String(month).padStart(2, '0')}` };
})();

/** A multipart upload of a 120×120 PNG logo (the smallest a logo may be), as the browser sends it. */
export const UPLOAD_REQUEST: InjectOptions = { method: 'POST', url: '/api/v5/partners/uploads?purpose=logo', ...(await logoUpload()) };

export type Row = { method: string; url: string; request: InjectOptions; expected: Expected };

export const consulting = {
  customer_name: '김담당',
  customer_phone: '010-1234-5678',
  customer_email: 'hr@example.co.kr',
  apply_on: 'reputation_management',
  tos_privacy: true,
};

/** Makes the app and the actors' sessions before the file's tests, and closes the app after. */
export function useMatrixApp() {
  beforeAll(async () => {
    // Every actor tries a wrong password on one account in the sign-in row, and gets a fresh session for every row
    // (ActorSessions): the per-account limits (their own tests in auth.test.ts) are set out of reach here.
    t = await createTestApp({ signInAccount: { slowAfter: 10_000, lockAfter: 10_000, lockMinutes: 15 } });
    // Every demo operator has agreed to the privacy terms, so the talent rows show the access rules alone.
    const operators = await t.database.db.select({ userId: memberships.userId, companyId: memberships.companyId }).from(memberships);
    await t.database.db.insert(talentSettings).values(operators.map((o) => ({ ...o, privacyAgreedAt: new Date() })));
    actors = new ActorSessions(t.app, t.database.db);
  });
  afterAll(() => t.close());
}

/** A test per row: every actor, on a fresh session, gets the row's expected status. */
export function testRows(rows: readonly Row[]) {
  for (const row of rows) {
    it(`${row.method} ${row.url}`, async () => {
      const actual: Partial<Expected> = {};
      for (const actor of ACTORS) {
        const client = await actors.clientFor(actor);
        actual[actor] = (await client.request(row.request)).statusCode;
      }
      expect(actual).toEqual(row.expected);
    });
  }
}
