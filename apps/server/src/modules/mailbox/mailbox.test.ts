import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_PAGE_SIZE, mailboxResponse } from '@partners/contract';
import { recordedMails } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { Client, createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany, type MadeUser } from '../../test/factories.js';
import { makeInvitation } from '../operators/operators.fixtures.js';

let t: TestApp;
/** A company of its own (the demo data's mails stay out of the counts), its admin signed in. */
let company: MadeCompany;
let owner: MadeUser;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.database.db);
  owner = await makeUser(t.database.db, { company, role: 'admin' });
  admin = await signInAs(t.app, owner);
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function mailbox(client: Client, query = '') {
  const response = await client.get(`/api/demo/mailbox${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return mailboxResponse.parse(response.json()).data;
}

describe('GET /api/demo/mailbox', () => {
  it("lists its company's mail (to its operators, or its invitations) and the codes texted to its operators, newest first, marked as a demo", async () => {
    const db = t.database.db;
    const base = Date.now() - 60 * MINUTE;
    const invitation = await makeInvitation(t, { company, email: 'second@example.co.kr' });
    await db.insert(recordedMails).values([
      { idempotencyKey: 'box-1', toAddress: owner.email.toUpperCase(), subject: '첫 메일', textBody: '본문 1', createdAt: new Date(base) },
      {
        idempotencyKey: `invitation:${invitation.id}:abc`,
        toAddress: 'Second@Example.co.kr',
        subject: '운영자 초대',
        textBody: '초대를 수락하려면 https://partners.example/invite/abc 를 여세요',
        htmlBody: '<p>초대 <script>alert(1)</script></p>',
        createdAt: new Date(base + MINUTE),
      },
    ]);
    // A text message to an operator, through the real step-up and SMS job.
    const user = await makeUser(db, { company });
    const operator = await signInAs(t.app, user);
    expect((await operator.request({ method: 'POST', url: '/api/v5/partners/certify_otp/send', payload: { channel: 'sms' } })).statusCode).toBe(200);
    await jobRunner(db).drain();

    const response = await admin.get('/api/demo/mailbox');
    expect(response.headers['x-demo-mode']).toBe('true');
    const data = mailboxResponse.parse(response.json()).data;
    const [sms, invited, first] = data.results;
    expect(sms).toMatchObject({ kind: 'sms', operator_email: user.email, subject: null, html: null });
    expect(sms?.id).toMatch(/^sms-\d+$/);
    expect(sms?.text).toMatch(/인증번호는 \[\d{6}\]입니다/);
    expect(invited).toMatchObject({
      kind: 'mail',
      to: 'Second@Example.co.kr',
      subject: '운영자 초대',
      // Sent as recorded: the page shows it in a sandboxed frame, never in its own document.
      html: '<p>초대 <script>alert(1)</script></p>',
      sent_at: new Date(base + MINUTE).toISOString(),
    });
    expect(first).toMatchObject({ kind: 'mail', to: owner.email.toUpperCase(), text: '본문 1', html: null });
    expect(data.page_info).toMatchObject({ page: 1, per: MAILBOX_PAGE_SIZE, total: 3 });
  });

  it("never shows another company's mail, invitation links or codes", async () => {
    const db = t.database.db;
    const elsewhere = await makeCompany(db);
    const stranger = await makeUser(db, { company: elsewhere, role: 'admin' });
    const theirInvitation = await makeInvitation(t, { company: elsewhere, email: 'joiner@example.co.kr' });
    await db.insert(recordedMails).values([
      { idempotencyKey: `invitation:${theirInvitation.id}:xyz`, toAddress: 'joiner@example.co.kr', subject: '다른 회사 초대', textBody: '링크' },
      { idempotencyKey: 'box-stranger', toAddress: stranger.email, subject: '다른 회사 운영자에게', textBody: '본문' },
      { idempotencyKey: 'box-nobody', toAddress: 'nobody@example.co.kr', subject: '아무에게도', textBody: '본문' },
    ]);
    const mine = await mailbox(admin);
    expect(mine.results.map((m) => m.subject)).not.toContain('다른 회사 초대');
    expect(mine.results.map((m) => m.subject)).not.toContain('다른 회사 운영자에게');
    expect(mine.results.map((m) => m.subject)).not.toContain('아무에게도');
    expect((await mailbox(admin, '?to=joiner@example.co.kr')).page_info.total).toBe(0);
    const theirs = await mailbox(await signInAs(t.app, stranger));
    expect(theirs.results.map((m) => m.subject).sort()).toEqual(['다른 회사 운영자에게', '다른 회사 초대'].sort());
    // The demo company's operators see none of this company's mail either.
    const demo = await mailbox(await signedIn(t.app, 'other@demo.test'));
    expect(demo.results.map((m) => m.to)).not.toContain(owner.email.toUpperCase());
    expect(demo.results.filter((m) => m.kind === 'sms' && m.operator_email?.endsWith('@demo.test') !== true)).toEqual([]);
  });

  it("filters by an operator's e-mail (case aside) and by kind", async () => {
    expect((await mailbox(admin, '?to=second@example.co.kr')).results.map((m) => m.subject)).toEqual(['운영자 초대']);
    expect(new Set((await mailbox(admin, '?kind=mail')).results.map((m) => m.kind))).toEqual(new Set(['mail']));
    expect(new Set((await mailbox(admin, '?kind=sms')).results.map((m) => m.kind))).toEqual(new Set(['sms']));
    expect((await mailbox(admin, `?kind=mail&to=${owner.email}`)).results.map((m) => m.text)).toEqual(['본문 1']);
    expect((await mailbox(admin, `?kind=sms&to=${owner.email}`)).page_info.total).toBe(0);
    expect((await admin.get('/api/demo/mailbox?to=not-an-address')).json()).toMatchObject({ code: 'bad_request', field: 'query.to' });
    expect((await admin.get('/api/demo/mailbox?kind=fax')).statusCode).toBe(400);
  });

  it('pages newest first without losing or repeating a mail', async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      for (let i = 0; i < MAILBOX_PAGE_SIZE + 3; i++) {
        await enqueueMail(tx, { idempotencyKey: `paged-${i}`, to: owner.email, subject: `메일 ${i}`, text: '본문' });
      }
    });
    await jobRunner(db).drain();
    const first = await mailbox(admin, `?to=${owner.email}&kind=mail`);
    const second = await mailbox(admin, `?to=${owner.email}&kind=mail&page=2`);
    expect(first.page_info).toMatchObject({ total: MAILBOX_PAGE_SIZE + 4, total_pages: 2 });
    const ids = [...first.results, ...second.results].map((m) => m.id);
    expect(new Set(ids).size).toBe(MAILBOX_PAGE_SIZE + 4);
    const sentAt = [...first.results, ...second.results].map((m) => m.sent_at);
    expect([...sentAt].sort().reverse()).toEqual(sentAt);
  });

  it('is not there outside demo mode', async () => {
    const live = await createTestApp({ demoMode: false });
    try {
      const client = await signedIn(live.app, 'admin@demo.test');
      expect((await client.get('/api/demo/mailbox')).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });

  it('needs a signed-in user', async () => {
    expect((await new Client(t.app).get('/api/demo/mailbox')).statusCode).toBe(401);
  });
});
