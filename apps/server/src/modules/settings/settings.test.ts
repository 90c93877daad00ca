import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, settingsResponse } from '@partners/contract';
import { auditEvents, jobs, notificationPreferences, recordedMails } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { testConfig } from '../../platform/config.js';
import { MAIL_SEND_JOB } from '../../platform/mail/outbox.js';
import { makeCompany, makeCompanyReview, makeJobSeeker, makeProject, makeProposal, makeUser, signInAs } from '../../test/factories.js';
import { Client, createTestApp, type TestApp } from '../../test/harness.js';
import { ProposalTokens } from '../proposals/proposal-token.js';
import { operatorsToNotify } from './settings.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/v5/partners/settings';

async function settingsOf(client: Client) {
  const response = await client.get(SETTINGS);
  expect(response.statusCode).toBe(200);
  return settingsResponse.parse(response.json()).data;
}

const enabled = (prefs: { event: string; channel: string; enabled: boolean }[], event: string, channel: string) =>
  prefs.find((p) => p.event === event && p.channel === channel)?.enabled;

/** The queued e-mails of the given kind of key, as (recipient, subject) pairs. */
async function queuedMails(keyPrefix: string) {
  const rows = await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, MAIL_SEND_JOB));
  return rows
    .map((r) => r.payload as { idempotencyKey: string; to: string; subject: string; text: string })
    .filter((m) => m.idempotencyKey.startsWith(keyPrefix));
}

describe('notification preferences', () => {
  it('are the defaults until chosen: e-mail on for every event, the messaging app off (not connected yet)', async () => {
    const company = await makeCompany(t.database.db);
    const user = await makeUser(t.database.db, { company });
    const data = await settingsOf(await signInAs(t.app, user));
    expect(data.preferences).toHaveLength(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length);
    for (const event of NOTIFICATION_EVENTS) {
      expect(enabled(data.preferences, event, 'email')).toBe(true);
      expect(enabled(data.preferences, event, 'messenger')).toBe(false);
    }
    expect(data.channels_connected).toEqual({ email: true, messenger: false });
    expect(data.marketing_consent).toEqual({ agreed: false, changed_at: null });
    expect(data.password_changed_at).toBeNull();
  });

  it("saves the given choices for this operator in this company only, and leaves the others' alone", async () => {
    const company = await makeCompany(t.database.db);
    const [me, colleague] = [await makeUser(t.database.db, { company }), await makeUser(t.database.db, { company, role: 'manager' })];
    const client = await signInAs(t.app, me);
    const response = await client.request({
      method: 'PUT',
      url: `${SETTINGS}/notification_preferences`,
      payload: {
        preferences: [
          { event: 'new_review', channel: 'email', enabled: false },
          { event: 'proposal_answered', channel: 'messenger', enabled: true },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: { preferences: { event: string; channel: string; enabled: boolean }[] } }>().data.preferences;
    expect(enabled(saved, 'new_review', 'email')).toBe(false);
    expect(enabled(saved, 'proposal_answered', 'messenger')).toBe(true);
    expect(enabled(saved, 'new_applicant', 'email')).toBe(true);

    // A second save changes only what it names.
    await client.request({
      method: 'PUT',
      url: `${SETTINGS}/notification_preferences`,
      payload: { preferences: [{ event: 'new_review', channel: 'email', enabled: true }] },
    });
    const again = await settingsOf(client);
    expect(enabled(again.preferences, 'new_review', 'email')).toBe(true);
    expect(enabled(again.preferences, 'proposal_answered', 'messenger')).toBe(true);

    const theirs = await settingsOf(await signInAs(t.app, colleague));
    expect(enabled(theirs.preferences, 'proposal_answered', 'messenger')).toBe(false);
  });

  it.each([
    ['an unknown event', { preferences: [{ event: 'new_follower', channel: 'email', enabled: true }] }, 'body.preferences.0.event'],
    ['an unknown channel', { preferences: [{ event: 'new_review', channel: 'fax', enabled: true }] }, 'body.preferences.0.channel'],
    ['no choice at all', { preferences: [] }, 'body.preferences'],
    [
      'the same choice twice',
      {
        preferences: [
          { event: 'new_review', channel: 'email', enabled: true },
          { event: 'new_review', channel: 'email', enabled: false },
        ],
      },
      'body.preferences',
    ],
  ])('refuses %s with 400 naming the field', async (_case, payload, field) => {
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: await makeCompany(t.database.db) }));
    const response = await client.request({ method: 'PUT', url: `${SETTINGS}/notification_preferences`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });
});

describe('marketing consent', () => {
  it('keeps when it was given or withdrawn, changes nothing when sent again, and audits each change', async () => {
    const company = await makeCompany(t.database.db);
    const user = await makeUser(t.database.db, { company });
    const client = await signInAs(t.app, user);
    const put = async (agreed: boolean) => {
      const response = await client.request({ method: 'PUT', url: `${SETTINGS}/marketing_consent`, payload: { agreed } });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { marketing_consent: { agreed: boolean; changed_at: string | null } } }>().data.marketing_consent;
    };
    const given = await put(true);
    expect(given.agreed).toBe(true);
    expect(Date.now() - Date.parse(given.changed_at ?? '')).toBeLessThan(60_000);
    expect(await put(true)).toEqual(given);
    const withdrawn = await put(false);
    expect(withdrawn.agreed).toBe(false);
    expect(Date.parse(withdrawn.changed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(given.changed_at ?? ''));
    expect((await settingsOf(client)).marketing_consent).toEqual(withdrawn);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.action, 'settings.marketing_consent_changed')));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ companyId: company.id, subjectType: 'user', subjectId: user.id, subjectLabel: user.name });
  });

  it('refuses a consent that is not a yes or no', async () => {
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: await makeCompany(t.database.db) }));
    const response = await client.request({ method: 'PUT', url: `${SETTINGS}/marketing_consent`, payload: { agreed: 'yes' } });
    expect(response).toMatchObject({ statusCode: 400 });
    expect(response.json()).toMatchObject({ field: 'body.agreed' });
  });
});

/** A company with an operator of each kind: e-mail on (default), turned off, awaiting approval, without a role. */
async function companyWithOperators(event: 'new_review' | 'proposal_answered') {
  const db = t.database.db;
  const company = await makeCompany(db);
  const wants = await makeUser(db, { company });
  const declined = await makeUser(db, { company, role: 'manager' });
  const pending = await makeUser(db, { company, role: 'manager', permission: 'pending' });
  const roleless = await makeUser(db, { company, role: null });
  await db.insert(notificationPreferences).values({ userId: declined.id, companyId: company.id, event, channel: 'email', enabled: false });
  return { company, wants, declined, pending, roleless };
}

describe('preferences route the e-mails', () => {
  it('operatorsToNotify: a role, a granted membership, and the preference on (or its default)', async () => {
    const { company, wants } = await companyWithOperators('new_review');
    const byEmail = await operatorsToNotify(t.database.db, company.id, 'new_review', 'email');
    expect(byEmail.map((o) => o.userId)).toEqual([wants.id]);
    // Another event keeps its default for everyone with a role and a granted membership.
    expect(await operatorsToNotify(t.database.db, company.id, 'new_applicant', 'email')).toHaveLength(2);
    // The messaging app is off by default.
    expect(await operatorsToNotify(t.database.db, company.id, 'new_review', 'messenger')).toEqual([]);
  });

  it('a new review queues a mail.send job only for the operators whose preference is on; the bell still tells all', async () => {
    const { company, wants } = await companyWithOperators('new_review');
    await makeCompanyReview(t.database.db, { company });
    const runner = jobRunner(t.database.db);
    await runner.drain();

    const [alert] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'reviews.notify'))).filter(
      (j) => (j.payload as { company_id: number }).company_id === company.id,
    );
    if (!alert) throw new Error('no review alert');
    const mails = await queuedMails(`reviews.notify:${alert.id}:`);
    expect(mails.map((m) => m.to)).toEqual([wants.email]);
    expect(mails[0]?.subject).toBe('[파트너스 콘솔] 새 기업 리뷰가 등록되었습니다');
    expect(mails[0]?.text).toContain(`${wants.name}님, 안녕하세요.`);
    expect(mails[0]?.text).toContain(`${testConfig().publicBaseUrl}/partners/review_managements?replied=unreplied`);
    expect(mails[0]?.text).toContain('/partners/marketing_managements');
    // The worker sent it: the local mailbox holds it once.
    const recorded = await t.database.db.select().from(recordedMails).where(eq(recordedMails.toAddress, wants.email));
    expect(recorded.map((m) => m.subject)).toEqual(['[파트너스 콘솔] 새 기업 리뷰가 등록되었습니다']);
  });

  it("a seeker's answer to a proposal queues the mail for the operators who want it, with a masked name", async () => {
    const db = t.database.db;
    const { company, wants, declined } = await companyWithOperators('proposal_answered');
    const seeker = await makeJobSeeker(db, { name: '한가온' });
    const project = await makeProject(db, { company, name: '데이터 엔지니어 채용' });
    const proposal = await makeProposal(db, { company, sender: wants, project, seeker });
    const token = new ProposalTokens(testConfig().sessionSecret).sign(proposal.id, proposal.expiresAt);
    const answered = await new Client(t.app).request({ method: 'POST', url: `/api/v3/proposals/${token}/accept` });
    expect(answered.statusCode).toBe(200);

    const mails = await queuedMails(`proposal.answered:${proposal.id}:`);
    expect(mails.map((m) => m.to)).toEqual([wants.email]);
    expect(mails.map((m) => m.to)).not.toContain(declined.email);
    expect(mails[0]?.subject).toBe('[파트너스 콘솔] 한○○님이 포지션 제안을 수락했습니다');
    expect(mails[0]?.text).not.toContain('한가온');
  });

  it('the demo seed chose some preferences for the demo accounts', async () => {
    const rows = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [1, 2, 3]));
    expect(rows.length).toBeGreaterThan(0);
  });
});
