import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PRIVILEGE_MASTER_CODES } from '@partners/contract';
import { jobApplications } from '../../db/schema/index.js';
import { clientFor } from '../../test/actors.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { setStepUp } from '../../test/step-up.js';
import { makeInvitation } from '../operators/operators.fixtures.js';

/**
 * The access matrix of the sensitive actions (decision 0027): every route whose contract entry declares
 * `role: 'admin'` or `stepUp`, called with real ids of the caller's company (a real waiting membership, a
 * real operator, a real posting with applicants) as a manager, as the top operator without a fresh
 * step-up, and as the top operator stepped up, each with a target of its own (a call that succeeds
 * spends it). The checks run in one order: the access level's gates, then the role, then the step-up, so
 * a manager is refused with `admin_only` and never asked for a code. The main matrix
 * (access-matrix.test.ts) runs the same routes as every demo actor.
 */

type Caller = 'manager' | 'admin' | 'steppedUp';
const CALLERS: readonly Caller[] = ['manager', 'admin', 'steppedUp'];
/** A status, and the error code when refused. */
type Outcome = readonly [number, string?];
type Row = {
  method: string;
  url: string;
  /** A fresh request with a real target of company 1 (the demo admin's and manager's company). */
  request: () => Promise<InjectOptions>;
  expected: Record<Caller, Outcome>;
};

let t: TestApp;
const COMPANY = { id: 1 };
let postingWithApplicants = 0;
let otherPlan = '';
beforeAll(async () => {
  t = await createTestApp();
  const [application] = await t.database.db
    .select({ postingId: jobApplications.jobPostingId })
    .from(jobApplications)
    .where(and(eq(jobApplications.companyId, COMPANY.id)))
    .limit(1);
  if (!application) throw new Error('the demo company has no applicants');
  postingWithApplicants = application.postingId;
  const admin = await clientFor(t.app, 'admin');
  const info = (await admin.get('/api/v3/business_center/info/info')).json<{
    data: { user: { privilege_master_code: string; company_id: number } };
  }>().data.user;
  expect(info.company_id).toBe(COMPANY.id);
  otherPlan = PRIVILEGE_MASTER_CODES.find((code) => code !== info.privilege_master_code && code !== 'basic') ?? '';
});
afterAll(() => t.close());

async function callerClient(caller: Caller): Promise<Client> {
  const client = await clientFor(t.app, caller === 'steppedUp' ? 'admin' : caller);
  if (caller === 'steppedUp') await setStepUp(t.database.db, client);
  return client;
}

const OPERATORS = '/api/v5/partners/operators';
const db = () => t.database.db;
// With a role: an operator without one would close the company behind the configuration gate for the rows after.
const pendingMember = async () => (await makeUser(db(), { company: COMPANY, role: 'manager', permission: 'pending' })).id;
const member = async () => (await makeUser(db(), { company: COMPANY, role: 'manager' })).id;
const openInvitation = async () => (await makeInvitation(t, { company: COMPANY, email: `${randomUUID()}@example.com` })).id;

/** The top operator only, stepped up: a manager admin_only, the admin without a code step_up_required. */
const adminStepUp = (success: Outcome = [200]): Record<Caller, Outcome> => ({
  manager: [403, 'admin_only'],
  admin: [403, 'step_up_required'],
  steppedUp: success,
});
/** The top operator only, no step-up. */
const adminOnly: Record<Caller, Outcome> = { manager: [403, 'admin_only'], admin: [200], steppedUp: [200] };

const ROWS: Row[] = [
  {
    method: 'POST',
    url: `${OPERATORS}/invitations`,
    // The escalation: inviting an address as top operator.
    request: () =>
      Promise.resolve({ method: 'POST', url: `${OPERATORS}/invitations`, payload: { email: `${randomUUID()}@example.com`, business_role: 'admin' } }),
    expected: adminStepUp(),
  },
  {
    method: 'PATCH',
    url: `${OPERATORS}/:id/approve`,
    request: async () => ({ method: 'PATCH', url: `${OPERATORS}/${await pendingMember()}/approve`, payload: { business_role: 'admin' } }),
    expected: adminStepUp(),
  },
  {
    method: 'PATCH',
    url: `${OPERATORS}/:id/role`,
    request: async () => ({ method: 'PATCH', url: `${OPERATORS}/${await member()}/role`, payload: { business_role: 'admin' } }),
    expected: adminStepUp(),
  },
  {
    method: 'DELETE',
    url: `${OPERATORS}/:id`,
    request: async () => ({ method: 'DELETE', url: `${OPERATORS}/${await member()}` }),
    expected: adminStepUp(),
  },
  {
    method: 'POST',
    url: `${OPERATORS}/invitations/:id/resend`,
    request: async () => ({ method: 'POST', url: `${OPERATORS}/invitations/${await openInvitation()}/resend` }),
    expected: adminStepUp(),
  },
  {
    method: 'DELETE',
    url: `${OPERATORS}/invitations/:id`,
    request: async () => ({ method: 'DELETE', url: `${OPERATORS}/invitations/${await openInvitation()}` }),
    expected: adminOnly,
  },
  {
    method: 'POST',
    url: '/api/v5/partners/payment/checkout',
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/v5/partners/payment/checkout',
        payload: { product_code: 'salary_ticket_1', idempotency_key: randomUUID() },
      }),
    expected: adminStepUp(),
  },
  {
    method: 'POST',
    url: '/api/v5/partners/payment/plan_change_requests',
    request: () => Promise.resolve({ method: 'POST', url: '/api/v5/partners/payment/plan_change_requests', payload: { to_code: otherPlan } }),
    expected: adminStepUp(),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/settings/password',
    // The caller's own password, for every operator: a wrong current password once past the step-up (400 on
    // its field), so that the demo accounts keep theirs.
    request: () =>
      Promise.resolve({
        method: 'PUT',
        url: '/api/v5/partners/settings/password',
        payload: { current_password: 'not-the-password', new_password: 'blue-harbor-2026' },
      }),
    expected: { manager: [403, 'step_up_required'], admin: [403, 'step_up_required'], steppedUp: [400, 'settings.wrong_password'] },
  },
  {
    method: 'GET',
    url: '/api/v5/partners/job/postings/:id/applicants.csv',
    // With contacts: any console operator, stepped up (the flag's declared step-up).
    request: () => Promise.resolve({ method: 'GET', url: `/api/v5/partners/job/postings/${postingWithApplicants}/applicants.csv?contacts=true` }),
    expected: { manager: [403, 'step_up_required'], admin: [403, 'step_up_required'], steppedUp: [200] },
  },
  ...['/api/v5/partners/audit_events', '/api/v5/partners/audit_events/filters', '/api/v5/partners/audit_events.csv'].map((url): Row => ({
    method: 'GET',
    url,
    request: () => Promise.resolve({ method: 'GET', url }),
    expected: adminOnly,
  })),
];

describe('the sensitive actions, by caller (decision 0027)', () => {
  it('lists every route that declares a role or a step-up', () => {
    const listed = ROWS.map((r) => `${r.method} ${r.url}`).sort();
    const declared = t.app.routeCatalog.filter((r) => r.role || r.stepUp).map((r) => `${r.method} ${r.url}`);
    expect(listed).toEqual(declared.sort());
  });

  it('without the flag the applicants CSV needs no step-up (only its contacts do)', async () => {
    const admin = await callerClient('admin');
    const response = await admin.get(`/api/v5/partners/job/postings/${postingWithApplicants}/applicants.csv`);
    expect(response.statusCode).toBe(200);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.url}`, async () => {
      const actual: Partial<Record<Caller, Outcome>> = {};
      for (const caller of CALLERS) {
        const client = await callerClient(caller);
        const response = await client.request(await row.request());
        actual[caller] = response.statusCode < 300 ? [response.statusCode] : [response.statusCode, response.json<{ code: string }>().code];
      }
      expect(actual).toEqual(row.expected);
    });
  }
});
