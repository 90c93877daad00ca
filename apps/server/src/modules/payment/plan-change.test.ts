import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PLAN_CHANGE_MESSAGE_MAX, planChangeListResponse } from '@partners/contract';
import { auditEvents, planChangeRequests } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';
import { setStepUp } from '../../test/step-up.js';

const URL = '/api/v5/partners/payment/plan_change_requests';
const CONSULTING = '/partners/renewal_brandservice?apply_on=brand_service&redirect_url=%2Fpartners%2Fpayment_managements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Made = { company: MadeCompany; admin: Client; manager: Client };
async function companyWith(plan: 'basic' | 'standard' | 'premium' | 'vip' = 'premium'): Promise<Made> {
  const db = t.database.db;
  const company = await makeCompany(db, { plan });
  const admin = await signInAs(t.app, await makeUser(db, { company, role: 'admin' }));
  const manager = await signInAs(t.app, await makeUser(db, { company, role: 'manager' }));
  return { company, admin, manager };
}

const request = (client: Client, payload: object) => client.request({ method: 'POST', url: URL, payload });
const requestsOf = (companyId: number) => t.database.db.select().from(planChangeRequests).where(eq(planChangeRequests.companyId, companyId));

describe('plan change requests', () => {
  it('need a one-time-password step-up first: without one, 403 step_up_required and nothing recorded', async () => {
    const { company, admin } = await companyWith();
    const response = await request(admin, { to_code: 'vip' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'step_up_required' });
    expect(await requestsOf(company.id)).toHaveLength(0);

    // A step-up that has run out is no step-up.
    await setStepUp(t.database.db, admin, new Date(Date.now() - 1000));
    expect((await request(admin, { to_code: 'vip' })).json()).toMatchObject({ code: 'step_up_required' });
  });

  it('record an upgrade, point it to the brand-service consulting form, and audit it', async () => {
    const { company, admin } = await companyWith('premium');
    await setStepUp(t.database.db, admin);
    const response = await request(admin, { to_code: 'vip', message: '  연간 계약으로 전환하고 싶습니다  ' });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { request: { id: number }; consulting_url: string | null } }>().data;
    expect(data).toMatchObject({
      request: { from_code: 'premium', to_code: 'vip', upgrade: true, status: 'requested', message: '연간 계약으로 전환하고 싶습니다' },
      consulting_url: CONSULTING,
    });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'plan.change_requested')));
    expect(audit.map((a) => [a.subjectType, a.subjectId, a.subjectLabel])).toEqual([['plan_change_request', data.request.id, '프리미엄 → VIP']]);
    expect(JSON.parse(audit[0]?.detail ?? 'null')).toEqual({ plan: { from: 'premium', to: 'vip' } });

    const summary = (await admin.get('/api/v5/partners/payment/summary')).json<{ data: { plan_change: { id: number } | null } }>().data;
    expect(summary.plan_change?.id).toBe(data.request.id);
  });

  it('record a downgrade without the consulting path', async () => {
    const { admin } = await companyWith('premium');
    await setStepUp(t.database.db, admin);
    const response = await request(admin, { to_code: 'standard' });
    expect(response.json()).toMatchObject({ data: { request: { upgrade: false, message: null }, consulting_url: null } });
  });

  it('keep one open request per company, also when two arrive together', async () => {
    const { company, admin } = await companyWith('standard');
    await setStepUp(t.database.db, admin);
    const responses = await Promise.all([
      request(admin, { to_code: 'premium' }),
      request(admin, { to_code: 'vip' }),
      request(admin, { to_code: 'premium' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'plan_change.already_requested' });
    expect(await requestsOf(company.id)).toHaveLength(1);
  });

  it('refuse the current plan, an unknown plan and a too long message with 400 on the field', async () => {
    const { company, admin } = await companyWith('premium');
    await setStepUp(t.database.db, admin);
    const cases: [object, string, string][] = [
      [{ to_code: 'premium' }, 'plan_change.same_plan', 'body.to_code'],
      [{ to_code: 'gold' }, 'bad_request', 'body.to_code'],
      [{}, 'bad_request', 'body.to_code'],
      [{ to_code: 'vip', message: '가'.repeat(PLAN_CHANGE_MESSAGE_MAX + 1) }, 'bad_request', 'body.message'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await request(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
    }
    expect(await requestsOf(company.id)).toHaveLength(0);
  });

  it('are the top operator’s: a manager is refused even after a step-up', async () => {
    const { company, manager } = await companyWith();
    await setStepUp(t.database.db, manager);
    const response = await request(manager, { to_code: 'vip' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'admin_only' });
    expect(await requestsOf(company.id)).toHaveLength(0);
  });

  it('list the company’s own requests, newest first, to every operator', async () => {
    const mine = await companyWith('basic');
    const theirs = await companyWith('basic');
    for (const made of [mine, theirs]) await setStepUp(t.database.db, made.admin);
    await request(mine.admin, { to_code: 'standard' });
    await t.database.db.update(planChangeRequests).set({ status: 'completed' }).where(eq(planChangeRequests.companyId, mine.company.id));
    await request(mine.admin, { to_code: 'premium' });
    await request(theirs.admin, { to_code: 'vip' });
    const list = planChangeListResponse.parse((await mine.manager.get(URL)).json()).data.requests;
    expect(list.map((r) => [r.to_code, r.status])).toEqual([
      ['premium', 'requested'],
      ['standard', 'completed'],
    ]);
  });
});
