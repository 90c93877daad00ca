import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitationViewResponse, type InvitationAcceptBody } from '@partners/contract';
import { auditEvents, invitations, memberships, users } from '../../db/schema/index.js';
import { Client, createTestApp, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';
import { setStepUp } from '../../test/step-up.js';
import { OPERATORS, invite, list, makeInvitation, mailedToken } from './operators.fixtures.js';

let t: TestApp;
let company: MadeCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.database.db, { name: '누리클라우드 초대' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const show = (client: Client, token: string) => client.get(`/api/v5/invitations/${encodeURIComponent(token)}`);
const accept = (client: Client, token: string, body: InvitationAcceptBody) =>
  client.request({ method: 'POST', url: `/api/v5/invitations/${encodeURIComponent(token)}/accept`, payload: body });

let seq = 0;
const address = () => `invitee${++seq}@example.com`;
const NEW_ACCOUNT = { mode: 'create', name: '한초대', password: 'welcome2026' } as const;

/** Everything an acceptance may change, for "nothing changed". */
async function accountState(email: string) {
  const [user] = await db().select({ id: users.id, name: users.name, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  const rows = user ? await db().select().from(memberships).where(eq(memberships.userId, user.id)) : [];
  const invites = await db()
    .select({ acceptedAt: invitations.acceptedAt, revokedAt: invitations.revokedAt })
    .from(invitations)
    .where(eq(invitations.email, email));
  return { user, memberships: rows.map((m) => [m.companyId, m.businessRole, m.permission]), invites };
}

const infoOf = async (client: Client) =>
  (await client.get('/api/v3/business_center/info/info')).json<{
    data: { user: { email: string; company_id: number; business_role: string | null; is_permission: boolean } };
  }>().data.user;

describe('the invitation link (issue 19: works once, expires in 7 days, creates or links the account)', () => {
  it('end to end: the admin invites, the mail carries the link, a new account accepts and lands in the console', async () => {
    const admin = await makeUser(db(), { company, role: 'admin' });
    const adminClient = await signInAs(t.app, admin);
    await setStepUp(db(), adminClient);
    const email = address();
    await invite(adminClient, email, 'manager');
    const token = await mailedToken(t, email);

    const browser = new Client(t.app);
    const view = await show(browser, token);
    expect(view.statusCode).toBe(200);
    expect(invitationViewResponse.parse(view.json()).data.invitation).toMatchObject({
      company_name: '누리클라우드 초대',
      business_role: 'manager',
      email_masked: `i${'*'.repeat(email.indexOf('@') - 1)}@example.com`,
      account_exists: false,
      signed_in_as_invitee: false,
    });
    const accepted = await accept(browser, token, NEW_ACCOUNT);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ code: 200, data: { redirect_url: '/partners/reputation_management' } });
    expect(await infoOf(browser)).toMatchObject({ email, company_id: company.id, business_role: 'manager', is_permission: true });
    expect((await browser.get(OPERATORS)).statusCode).toBe(200);
    // The new account signs in with its password; the admin sees an active operator, no open invitation.
    expect((await new Client(t.app).signIn(email, NEW_ACCOUNT.password)).statusCode).toBe(200);
    const seen = await list(adminClient);
    expect(seen.operators.find((o) => o.email === email)).toMatchObject({ name: '한초대', business_role: 'manager', status: 'active' });
    expect(seen.invitations).toEqual([]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, 'operator.invitation_accepted'));
    expect(audit.map((e) => [e.companyId, e.subjectLabel])).toEqual([[company.id, email]]);
  });

  it('an existing account links with its password, keeps its name and other companies, and is signed in to the inviting one', async () => {
    const elsewhere = await makeCompany(db());
    const existing = await makeUser(db(), { company: elsewhere, role: 'admin', name: '오기존' });
    const { token } = await makeInvitation(t, { company, email: existing.email, role: 'admin' });
    const browser = new Client(t.app);
    expect(invitationViewResponse.parse((await show(browser, token)).json()).data.invitation.account_exists).toBe(true);

    const wrong = await accept(browser, token, { mode: 'sign_in', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', field: 'body.password' });
    expect((await accountState(existing.email)).memberships).toEqual([[elsewhere.id, 'admin', 'granted']]);

    expect((await accept(browser, token, { mode: 'sign_in', password: existing.password })).statusCode).toBe(200);
    const after = await accountState(existing.email);
    expect(after.user?.name).toBe('오기존');
    expect(after.memberships.sort()).toEqual(
      [
        [elsewhere.id, 'admin', 'granted'],
        [company.id, 'admin', 'granted'],
      ].sort(),
    );
    expect(await infoOf(browser)).toMatchObject({ company_id: company.id, business_role: 'admin' });
  });

  it('signed in as the invited account, accepting needs no password; signed in as another, it is refused', async () => {
    const existing = await makeUser(db(), { company: await makeCompany(db()), role: 'manager' });
    const someoneElse = await makeUser(db(), { company: await makeCompany(db()), role: 'manager' });
    const { token } = await makeInvitation(t, { company, email: existing.email });

    const other = await signInAs(t.app, someoneElse);
    expect(invitationViewResponse.parse((await show(other, token)).json()).data.invitation.signed_in_as_invitee).toBe(false);
    expect((await accept(other, token, { mode: 'session' })).json()).toMatchObject({ code: 'invitation.wrong_account' });
    expect((await accept(new Client(t.app), token, { mode: 'session' })).statusCode).toBe(403);

    const mine = await signInAs(t.app, existing);
    expect(invitationViewResponse.parse((await show(mine, token)).json()).data.invitation.signed_in_as_invitee).toBe(true);
    expect((await accept(mine, token, { mode: 'session' })).statusCode).toBe(200);
    expect(await infoOf(mine)).toMatchObject({ company_id: company.id, business_role: 'manager' });
  });

  type Case = { name: string; make: (email: string) => Promise<string>; code: string; status: number };
  const cases: Case[] = [
    {
      name: 'expired',
      make: async (email) => (await makeInvitation(t, { company, email, expiresInDays: -1 })).token,
      code: 'invitation.expired',
      status: 410,
    },
    {
      name: 'used',
      make: async (email) => (await makeInvitation(t, { company, email, accepted: true })).token,
      code: 'invitation.used',
      status: 409,
    },
    {
      name: 'revoked',
      make: async (email) => (await makeInvitation(t, { company, email, revoked: true })).token,
      code: 'invitation.revoked',
      status: 410,
    },
    {
      name: 'replaced by a newer invitation',
      make: async (email) => {
        const admin = await signInAs(t.app, await makeUser(db(), { company, role: 'admin' }));
        await setStepUp(db(), admin);
        await invite(admin, email);
        const first = await mailedToken(t, email);
        await invite(admin, email, 'admin');
        return first;
      },
      code: 'invitation.revoked',
      status: 410,
    },
    {
      name: 'forged',
      make: async (email) => {
        const { token } = await makeInvitation(t, { company, email });
        return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      },
      code: 'invitation.not_found',
      status: 404,
    },
    { name: 'made-up', make: () => Promise.resolve('x'.repeat(90)), code: 'invitation.not_found', status: 404 },
  ];
  for (const { name, make, code, status } of cases) {
    it(`link ${name}: its state shows, and no mode changes an account`, async () => {
      const email = address();
      const token = await make(email);
      const before = await accountState(email);
      const browser = new Client(t.app);
      const view = await show(browser, token);
      expect([view.statusCode, view.json<{ code: string }>().code]).toEqual([status, code]);
      for (const body of [NEW_ACCOUNT, { mode: 'sign_in', password: 'whatever1' }, { mode: 'session' }] as InvitationAcceptBody[]) {
        const response = await accept(browser, token, body);
        expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([status, code]);
      }
      expect(await accountState(email)).toEqual(before);
      expect(browser.cookie('pc_session')).toBeUndefined();
    });
  }

  it('works once: accepting again is refused as used', async () => {
    const email = address();
    const { token } = await makeInvitation(t, { company, email });
    expect((await accept(new Client(t.app), token, NEW_ACCOUNT)).statusCode).toBe(200);
    const again = await accept(new Client(t.app), token, NEW_ACCOUNT);
    expect(again.json()).toMatchObject({ code: 'invitation.used' });
  });

  it('two accepts at once make one account and one membership', async () => {
    const email = address();
    const { token } = await makeInvitation(t, { company, email });
    const responses = await Promise.all([0, 1, 2].map(() => accept(new Client(t.app), token, NEW_ACCOUNT)));
    const outcomes = responses.map((r) => (r.statusCode === 200 ? 'ok' : r.json<{ code: string }>().code)).sort();
    expect(outcomes[0]).toBe('invitation.used');
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    const state = await accountState(email);
    expect(state.memberships).toEqual([[company.id, 'manager', 'granted']]);
  });

  it('two accepts by an existing account at once link it once', async () => {
    const existing = await makeUser(db(), { company: await makeCompany(db()), role: 'manager' });
    const { token } = await makeInvitation(t, { company, email: existing.email, role: 'admin' });
    const responses = await Promise.all([0, 1].map(() => accept(new Client(t.app), token, { mode: 'sign_in', password: existing.password })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, existing.id), eq(memberships.companyId, company.id)));
    expect(rows).toHaveLength(1);
  });

  it('the mode must fit the address: a new account for a taken address, a password for a missing account', async () => {
    const existing = await makeUser(db(), { company: await makeCompany(db()), role: 'manager' });
    const taken = await makeInvitation(t, { company, email: existing.email });
    expect((await accept(new Client(t.app), taken.token, NEW_ACCOUNT)).json()).toMatchObject({ code: 'invitation.email_taken' });
    const email = address();
    const missing = await makeInvitation(t, { company, email });
    expect((await accept(new Client(t.app), missing.token, { mode: 'sign_in', password: 'whatever1' })).json()).toMatchObject({
      code: 'invitation.account_required',
    });
    expect(await accountState(email)).toMatchObject({ user: undefined, memberships: [] });
  });

  it('a new account’s name and password follow the rules, the settings’ password rule with the invited address (400 on the field)', async () => {
    const email = address();
    const local = email.split('@')[0] ?? '';
    const { token } = await makeInvitation(t, { company, email });
    const bad: [InvitationAcceptBody, string, string][] = [
      [{ mode: 'create', name: '한초대', password: 'short1' }, 'body.password', 'settings.password_too_short'],
      [{ mode: 'create', name: '한초대', password: 'onlyletters' }, 'body.password', 'settings.password_weak'],
      [{ mode: 'create', name: '한초대', password: 'abc12345' }, 'body.password', 'settings.password_weak'],
      [{ mode: 'create', name: '한초대', password: `${local}-2026!` }, 'body.password', 'settings.password_contains_email'],
      [{ mode: 'create', name: '   ', password: 'welcome2026' }, 'body.name', 'bad_request'],
    ];
    for (const [body, field, code] of bad) {
      const response = await accept(new Client(t.app), token, body);
      expect([response.statusCode, response.json<{ field?: string }>().field, response.json<{ code: string }>().code]).toEqual([400, field, code]);
    }
    expect((await accountState(email)).user).toBeUndefined();
  });
});

describe("the invitation's sign_in mode and the sign-in limiter (decision 0028)", () => {
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    new Client(t.app).request({ method: 'POST', url: '/api/v3/user_session', payload: { email, password }, remoteAddress });

  it("counts on the account's counter with the sign-in page, both ways", async () => {
    const existing = await makeUser(db(), { company: await makeCompany(db()), role: 'manager' });
    const { token } = await makeInvitation(t, { company, email: existing.email });
    for (let i = 0; i < 3; i++) expect((await signInFrom(`192.0.2.${i}`, existing.email, 'not-the-password')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      expect((await accept(new Client(t.app), token, { mode: 'sign_in', password: 'not-the-password' })).statusCode).toBe(401);
    }
    // Five failures of the account: the right password waits too, on either page, and nothing changes.
    const held = await accept(new Client(t.app), token, { mode: 'sign_in', password: existing.password });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'auth.slow_down' });
    expect((await signInFrom('192.0.2.50', existing.email, existing.password)).json()).toMatchObject({ code: 'auth.slow_down' });
    expect((await accountState(existing.email)).memberships).toHaveLength(1);
  });
});
