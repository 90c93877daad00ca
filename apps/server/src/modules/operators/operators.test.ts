import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operatorListResponse } from '@partners/contract';
import { auditEvents, invitations, jobs, memberships, sessions } from '../../db/schema/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany, type MadeUser } from '../../test/factories.js';
import { setStepUp } from '../../test/step-up.js';
import { OPERATORS, approve, invite, lastMailTo, list, makeInvitation, remove, setRole } from './operators.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/**
 * A company with an admin (signed in) and whatever else a test adds. The admin has confirmed a one-time
 * password unless `steppedUp` is false: every change that grants or removes access needs one (decision 0027).
 */
async function companyWithAdmin({ steppedUp = true } = {}) {
  const company = await makeCompany(db());
  const admin = await makeUser(db(), { company, role: 'admin' });
  const client = await signInAs(t.app, admin);
  if (steppedUp) await setStepUp(db(), client);
  return { company, admin, client };
}

const roleOf = async (company: MadeCompany, user: MadeUser) =>
  (
    await db()
      .select({ role: memberships.businessRole, permission: memberships.permission })
      .from(memberships)
      .where(and(eq(memberships.companyId, company.id), eq(memberships.userId, user.id)))
  )[0];

const auditOf = async (company: MadeCompany) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.companyId, company.id))).map((e) => [e.action, e.subjectType, e.subjectLabel]);

describe('the operator list (spec §2 operator_managements)', () => {
  it('lists the company’s operators with role, status and last visit, and its open invitations; never another company’s', async () => {
    const { company, admin, client } = await companyWithAdmin();
    const manager = await makeUser(db(), { company, role: 'manager', name: '이매니저' });
    const pending = await makeUser(db(), { company, role: 'manager', permission: 'pending', name: '박대기' });
    const roleless = await makeUser(db(), { company, role: null, name: '최역할' });
    await makeUser(db(), { company: await makeCompany(db()), email: 'stranger@other.test' });
    expect((await invite(client, 'New.Person@Example.COM', 'manager')).statusCode).toBe(200);

    const response = await client.get(OPERATORS);
    expect(response.statusCode).toBe(200);
    const data = operatorListResponse.parse(response.json()).data;
    // Role-less first, then waiting, then admins, then managers.
    expect(data.operators.map((o) => [o.user_id, o.business_role, o.status])).toEqual([
      [roleless.id, null, 'active'],
      [pending.id, 'manager', 'awaiting_approval'],
      [admin.id, 'admin', 'active'],
      [manager.id, 'manager', 'active'],
    ]);
    expect(data.operators.find((o) => o.user_id === admin.id)).toMatchObject({ is_me: true, email: admin.email, name: admin.name });
    // Signing in is a visit.
    expect(data.operators.find((o) => o.user_id === admin.id)?.last_visit_at).not.toBeNull();
    expect(data.invitations).toEqual([
      expect.objectContaining({
        email: 'new.person@example.com',
        business_role: 'manager',
        status: 'invited',
        is_expired: false,
        invited_by_name: admin.name,
      }),
    ]);
    expect(data.operators.some((o) => o.email === 'stranger@other.test')).toBe(false);
    expect(data.is_configured).toBe(false);
    expect(data.can_manage).toBe(true);
  });

  it('a manager sees the list but changes nothing: admin_only, even after a step-up', async () => {
    const { company } = await companyWithAdmin();
    const manager = await makeUser(db(), { company, role: 'manager' });
    const pending = await makeUser(db(), { company, role: null, permission: 'pending' });
    const client = await signInAs(t.app, manager);
    await setStepUp(t.database.db, client);
    expect((await list(client)).can_manage).toBe(false);
    for (const response of [
      await invite(client, 'someone@example.com'),
      await approve(client, pending.id, 'manager'),
      await setRole(client, pending.id, 'manager'),
      await remove(client, pending.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'admin_only' });
    }
    expect(await roleOf(company, pending)).toEqual({ role: null, permission: 'pending' });
    expect(await db().select().from(invitations).where(eq(invitations.companyId, company.id))).toEqual([]);
  });
});

describe('the demo data', () => {
  it('shows every state in company 1 and keeps company 3 unconfigured', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const data = await list(admin);
    expect(new Set(data.operators.map((o) => o.status))).toEqual(new Set(['active', 'awaiting_approval']));
    expect(data.operators.find((o) => o.email === 'nopermission@demo.test')?.status).toBe('awaiting_approval');
    expect(data.operators.some((o) => o.last_visit_at === null)).toBe(true);
    const expiringSoon = data.invitations.filter((i) => !i.is_expired && new Date(i.expires_at).getTime() - Date.now() < 86_400_000);
    expect(expiringSoon).toHaveLength(1);
    expect(data.invitations.filter((i) => i.is_expired)).toHaveLength(1);
    expect(data.is_configured).toBe(true);
    const unconfigured = await list(await signedIn(t.app, 'unconfigured@demo.test'));
    expect(unconfigured.is_configured).toBe(false);
    expect(unconfigured.operators.filter((o) => o.business_role === null)).toHaveLength(1);
  });
});

describe('inviting', () => {
  it('stores only the hash of a random token, expires in 7 days and mails the link in Korean with a plain-text part', async () => {
    const { company, client } = await companyWithAdmin();
    expect((await invite(client, '  Kim.Invitee@Example.com ', 'admin')).statusCode).toBe(200);
    const [row] = await db().select().from(invitations).where(eq(invitations.companyId, company.id));
    expect(row).toMatchObject({ email: 'kim.invitee@example.com', businessRole: 'admin', acceptedAt: null, revokedAt: null });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mail = await lastMailTo(t, 'kim.invitee@example.com');
    expect(mail.subject).toBe(`[파트너스 콘솔] ${company.name}의 운영자로 초대되었습니다`);
    expect(mail.textBody).toContain('최고 운영자로 초대했습니다');
    const token = /\/invitations\/accept\/([\w-]+)/.exec(mail.textBody)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail.textBody).not.toContain(row?.tokenHash);
    expect(mail.htmlBody).toContain(`/invitations/accept/${token}`);
    expect(await auditOf(company)).toContainEqual(['operator.invited', 'invitation', 'kim.invitee@example.com']);
  });

  it('refuses an address that already operates the company (409 on the field), and a bad address (400)', async () => {
    const { company, client } = await companyWithAdmin();
    const pending = await makeUser(db(), { company, role: 'manager', permission: 'pending' });
    const taken = await invite(client, pending.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'operator.already_member', field: 'body.email' });
    const bad = await invite(client, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.email' });
    expect(await db().select().from(invitations).where(eq(invitations.companyId, company.id))).toEqual([]);
  });

  it('a new invitation to the same address replaces the open one; a resend issues a new link', async () => {
    const { company, client } = await companyWithAdmin();
    await invite(client, 'twice@example.com', 'manager');
    await invite(client, 'twice@example.com', 'admin');
    const rows = await db().select().from(invitations).where(eq(invitations.companyId, company.id)).orderBy(invitations.id);
    expect(rows.map((r) => [r.businessRole, r.revokedAt === null])).toEqual([
      ['manager', false],
      ['admin', true],
    ]);
    const open = (await list(client)).invitations;
    expect(open.map((i) => i.business_role)).toEqual(['admin']);
    const id = open[0]?.id ?? 0;
    const before = rows[1]?.tokenHash;
    const resent = await client.request({ method: 'POST', url: `${OPERATORS}/invitations/${id}/resend` });
    expect(resent.statusCode).toBe(200);
    const [after] = await db().select().from(invitations).where(eq(invitations.id, id));
    expect(after?.tokenHash).not.toBe(before);
    const mails = await db().select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(mails.filter((j) => (j.payload as { to: string }).to === 'twice@example.com')).toHaveLength(3);
  });

  it('revokes an open invitation; another company’s invitation id is a 404 like a missing one', async () => {
    const { company, client } = await companyWithAdmin();
    const other = await companyWithAdmin();
    await invite(other.client, 'theirs@example.com');
    const theirs = (await list(other.client)).invitations[0]?.id ?? 0;
    for (const id of [theirs, 999_999]) {
      const url = `${OPERATORS}/invitations/${id}`;
      expect((await client.request({ method: 'DELETE', url })).json()).toMatchObject({ code: 'not_found' });
      expect((await client.request({ method: 'POST', url: `${url}/resend` })).statusCode).toBe(404);
    }
    expect((await list(other.client)).invitations).toHaveLength(1);

    await invite(client, 'mine@example.com');
    const mine = (await list(client)).invitations[0]?.id ?? 0;
    const revoked = await client.request({ method: 'DELETE', url: `${OPERATORS}/invitations/${mine}` });
    expect(revoked.statusCode).toBe(200);
    expect(operatorListResponse.parse(revoked.json()).data.invitations).toEqual([]);
    const again = await client.request({ method: 'DELETE', url: `${OPERATORS}/invitations/${mine}` });
    expect(again.json()).toMatchObject({ code: 'invitation.revoked' });
    expect(await auditOf(company)).toContainEqual(['operator.invitation_revoked', 'invitation', 'mine@example.com']);
  });
});

describe('approving, changing roles and removing', () => {
  it('approves a pending membership with a role (how nopermission gets in)', async () => {
    const { company, client } = await companyWithAdmin();
    const pending = await makeUser(db(), { company, role: 'manager', permission: 'pending' });
    const waiting = await signInAs(t.app, pending);
    expect((await waiting.get(OPERATORS)).statusCode).toBe(403);
    const response = await approve(client, pending.id, 'admin');
    expect(response.statusCode).toBe(200);
    expect(await roleOf(company, pending)).toEqual({ role: 'admin', permission: 'granted' });
    expect((await waiting.get(OPERATORS)).statusCode).toBe(200);
    expect((await approve(client, pending.id, 'admin')).json()).toMatchObject({ code: 'operator.not_pending' });
    expect(await auditOf(company)).toContainEqual(['operator.approved', 'user', `${pending.name} (${pending.email})`]);
  });

  it('every role change needs the step-up, a first role included; a first role configures the company (spec §5)', async () => {
    const { company, client } = await companyWithAdmin({ steppedUp: false });
    const manager = await makeUser(db(), { company, role: 'manager' });
    const roleless = await makeUser(db(), { company, role: null });
    const info = async () =>
      (await client.get('/api/v3/business_center/info/info')).json<{ data: { user: { is_configured: boolean } } }>().data.user.is_configured;
    expect(await info()).toBe(false);

    for (const refused of [await setRole(client, roleless.id, 'manager'), await setRole(client, manager.id, 'admin')]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'step_up_required' });
    }
    expect(await roleOf(company, roleless)).toEqual({ role: null, permission: 'granted' });
    expect(await roleOf(company, manager)).toEqual({ role: 'manager', permission: 'granted' });

    await setStepUp(t.database.db, client);
    const first = await setRole(client, roleless.id, 'manager');
    expect(first.statusCode).toBe(200);
    expect(operatorListResponse.parse(first.json()).data.is_configured).toBe(true);
    expect(await info()).toBe(true);
    expect((await setRole(client, manager.id, 'admin')).statusCode).toBe(200);
    expect(await roleOf(company, manager)).toEqual({ role: 'admin', permission: 'granted' });
    expect((await auditOf(company)).filter(([action]) => action === 'operator.role_changed')).toHaveLength(2);
  });

  it('inviting and approving grant access: without a fresh step-up they are refused and nothing changes (issue 28)', async () => {
    const { company, client } = await companyWithAdmin({ steppedUp: false });
    const pending = await makeUser(db(), { company, role: null, permission: 'pending' });
    const { id: invitationId } = await makeInvitation(t, { company, email: 'open@example.com' });
    const before = await db().select().from(invitations).where(eq(invitations.companyId, company.id));
    for (const until of [null, new Date(Date.now() - 1_000)]) {
      await setStepUp(db(), client, until);
      for (const refused of [
        await invite(client, 'attacker@example.com', 'admin'),
        await invite(client, 'colleague@example.com', 'manager'),
        await approve(client, pending.id, 'admin'),
        await client.request({ method: 'POST', url: `${OPERATORS}/invitations/${invitationId}/resend` }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'step_up_required' });
      }
    }
    expect(await roleOf(company, pending)).toEqual({ role: null, permission: 'pending' });
    expect(await db().select().from(invitations).where(eq(invitations.companyId, company.id))).toEqual(before);
    expect((await auditOf(company)).filter(([action]) => action?.startsWith('operator.'))).toEqual([]);
    // Revoking an open link removes no one's access: the top operator does it without a code.
    expect((await client.request({ method: 'DELETE', url: `${OPERATORS}/invitations/${invitationId}` })).statusCode).toBe(200);
  });

  it('an expired step-up no longer counts', async () => {
    const { company, client } = await companyWithAdmin({ steppedUp: false });
    const manager = await makeUser(db(), { company, role: 'manager' });
    await setStepUp(t.database.db, client, new Date(Date.now() - 60_000));
    expect((await setRole(client, manager.id, 'admin')).json()).toMatchObject({ code: 'step_up_required' });
    expect((await remove(client, manager.id)).json()).toMatchObject({ code: 'step_up_required' });
  });

  it('removes an operator after the step-up: the membership goes, their sessions in the company end, the account stays', async () => {
    const { company, admin, client } = await companyWithAdmin({ steppedUp: false });
    const manager = await makeUser(db(), { company, role: 'manager' });
    const theirs = await signInAs(t.app, manager);
    expect((await remove(client, manager.id)).json()).toMatchObject({ code: 'step_up_required' });
    await setStepUp(t.database.db, client);
    const response = await remove(client, manager.id);
    expect(response.statusCode).toBe(200);
    expect(operatorListResponse.parse(response.json()).data.operators.map((o) => o.user_id)).toEqual([admin.id]);
    expect(await roleOf(company, manager)).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, manager.id))).toEqual([]);
    expect((await theirs.get(OPERATORS)).statusCode).toBe(401);
    expect((await theirs.signIn(manager.email, manager.password)).statusCode).toBe(403);
    expect((await remove(client, admin.id)).json()).toMatchObject({ code: 'operator.self_remove' });
    expect(await auditOf(company)).toContainEqual(['operator.removed', 'user', `${manager.name} (${manager.email})`]);
  });

  it('another company’s operator is a 404 like a missing one', async () => {
    const { client } = await companyWithAdmin();
    await setStepUp(t.database.db, client);
    const stranger = await makeUser(db(), { company: await makeCompany(db()), role: null, permission: 'pending' });
    for (const userId of [stranger.id, 999_999]) {
      expect((await setRole(client, userId, 'manager')).json()).toMatchObject({ code: 'not_found' });
      expect((await approve(client, userId, 'manager')).json()).toMatchObject({ code: 'not_found' });
      expect((await remove(client, userId)).json()).toMatchObject({ code: 'not_found' });
    }
    expect(await roleOf({ id: stranger.companyId } as MadeCompany, stranger)).toEqual({ role: null, permission: 'pending' });
  });
});

describe('the last admin (issue 19: never a company without an admin)', () => {
  it('cannot be demoted nor removed, one request after another', async () => {
    const company = await makeCompany(db());
    const partner = await makeUser(db(), { company: await makeCompany(db()), isPartnersAdmin: true, grants: [company] });
    const admin = await makeUser(db(), { company, role: 'admin' });
    const pendingAdmin = await makeUser(db(), { company, role: 'admin', permission: 'pending' });
    const client = await signInAs(t.app, admin);
    await setStepUp(t.database.db, client);
    // A pending admin cannot act: they do not count.
    const demoted = await setRole(client, admin.id, 'manager');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ code: 'operator.last_admin' });
    // A partner admin acting in the company (no membership) may remove operators, but not the last admin.
    const acting = await signInAs(t.app, partner);
    await acting.request({ method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: company.id } });
    await setStepUp(t.database.db, acting);
    expect((await remove(acting, admin.id)).json()).toMatchObject({ code: 'operator.last_admin' });
    expect((await remove(acting, pendingAdmin.id)).statusCode).toBe(200);
    expect(await roleOf(company, admin)).toEqual({ role: 'admin', permission: 'granted' });
  });

  for (const race of ['demote', 'remove'] as const) {
    it(`two admins who ${race} each other at once leave one admin`, async () => {
      const company = await makeCompany(db());
      const a = await makeUser(db(), { company, role: 'admin' });
      const b = await makeUser(db(), { company, role: 'admin' });
      const [ca, cb] = await Promise.all([signInAs(t.app, a), signInAs(t.app, b)]);
      await Promise.all([setStepUp(t.database.db, ca), setStepUp(t.database.db, cb)]);
      const act = (client: Client, target: MadeUser) => (race === 'demote' ? setRole(client, target.id, 'manager') : remove(client, target.id));
      const statuses = (await Promise.all([act(ca, b), act(cb, a)])).map((r) => r.statusCode).sort();
      // The second finds itself no longer an admin (or the other the last one): refused, nothing changed.
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await db()
        .select()
        .from(memberships)
        .where(and(eq(memberships.companyId, company.id), eq(memberships.businessRole, 'admin'), eq(memberships.permission, 'granted')));
      expect(admins).toHaveLength(1);
    });
  }

  it('many parallel demotions of every admin leave exactly one', async () => {
    const company = await makeCompany(db());
    const admins = await Promise.all([0, 1, 2, 3].map(() => makeUser(db(), { company, role: 'admin' })));
    const actor = await makeUser(db(), { company: await makeCompany(db()), isPartnersAdmin: true, grants: [company] });
    const client = await signInAs(t.app, actor);
    await client.request({ method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: company.id } });
    await setStepUp(t.database.db, client);
    const statuses = (await Promise.all(admins.map((a) => setRole(client, a.id, 'manager')))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    expect((await list(client)).operators.filter((o) => o.business_role === 'admin')).toHaveLength(1);
  });
});
