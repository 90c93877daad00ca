import { maskEmail } from '../../platform/masking.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { STEP_UP, candidateInboxResponse, mailboxResponse, stepUpStatusResponse, type StepUpChannel } from '@partners/contract';
import { auditEvents, deliveredMessages, jobs, otpChallenges, recordedMails, sessions, users } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import {
  makeApplication,
  makeCompany,
  makeJobSeeker,
  makePosting,
  makeUser,
  signInAs,
  type MadeCompany,
  type MadeUser,
} from '../../test/factories.js';
import { sessionHashOf, setStepUp } from '../../test/step-up.js';
import { stepUpDeliveryKey } from './step-up.service.js';

const MINUTE = 60_000;
const STATUS = '/api/v5/partners/certify_otp';

let t: TestApp;
let company: MadeCompany;
let posting: { id: number; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.database.db);
  posting = await makePosting(t.database.db, { company, title: '백엔드 개발자' });
  await makeApplication(t.database.db, { posting, seeker: await makeJobSeeker(t.database.db, { name: '나은비' }) });
});
afterAll(() => t.close());

const db = () => t.database.db;
const runJobs = () => jobRunner(db()).drain();

/** A fresh operator of the company, signed in: tries and lockouts are per user, so each case has its own. */
async function operator(overrides: Partial<Parameters<typeof makeUser>[1]> = {}): Promise<{ user: MadeUser; client: Client }> {
  const user = await makeUser(db(), { company, ...overrides });
  return { user, client: await signInAs(t.app, user) };
}

const status = async (client: Client) => stepUpStatusResponse.parse((await client.get(STATUS)).json()).data;
const send = (client: Client, channel: StepUpChannel = 'email') => client.request({ method: 'POST', url: `${STATUS}/send`, payload: { channel } });
const verify = (client: Client, code: string) => client.request({ method: 'POST', url: `${STATUS}/verify`, payload: { code } });
const downloadWithContacts = (client: Client) => client.get(`/api/v5/partners/job/postings/${posting.id}/applicants.csv?contacts=true`);

/** The session's newest challenge. */
async function latestChallenge(client: Client) {
  const [row] = await db()
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.sessionHash, sessionHashOf(client)))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  if (!row) throw new Error('no challenge');
  return row;
}

/** Runs the delivery jobs and reads the code from what the operator received (the recorded mail or text). */
async function receivedCode(client: Client): Promise<string> {
  await runJobs();
  const challenge = await latestChallenge(client);
  const key = stepUpDeliveryKey(challenge.id);
  const [mail] = await db().select().from(recordedMails).where(eq(recordedMails.idempotencyKey, key));
  const [text] = await db().select().from(deliveredMessages).where(eq(deliveredMessages.idempotencyKey, key));
  const code = /(\d{6})/.exec(mail?.textBody ?? text?.body ?? '')?.[1];
  if (!code) throw new Error(`no code delivered for ${key}`);
  return code;
}

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the next code be sent at once (the resend cooldown counts from the user's newest challenge). */
async function skipCooldown(user: MadeUser) {
  const past = new Date(Date.now() - STEP_UP.resendCooldownSeconds * 1_000 - 1_000);
  await db().update(otpChallenges).set({ createdAt: past }).where(eq(otpChallenges.userId, user.id));
}

async function auditOf(user: MadeUser, action: 'step_up.verified' | 'step_up.locked') {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.action, action)));
}

describe('the step-up flow', () => {
  it('a right code: the session may take sensitive actions for 30 minutes; the step-up is recorded', async () => {
    const { user, client } = await operator();
    expect((await downloadWithContacts(client)).json()).toMatchObject({ code: 'step_up_required' });
    expect((await send(client)).statusCode).toBe(200);
    const before = Date.now();
    const response = await verify(client, await receivedCode(client));
    expect(response.statusCode, response.body).toBe(200);
    const data = stepUpStatusResponse.parse(response.json()).data;
    const until = new Date(data.verified_until ?? 0).getTime();
    expect(until).toBeGreaterThanOrEqual(before + STEP_UP.lifetimeSeconds * 1_000 - 1_000);
    expect(until).toBeLessThanOrEqual(Date.now() + STEP_UP.lifetimeSeconds * 1_000);
    expect(data).toMatchObject({ tries_left: STEP_UP.maxTries, challenge: null, locked_until: null });
    expect((await downloadWithContacts(client)).statusCode).toBe(200);
    expect(await auditOf(user, 'step_up.verified')).toMatchObject([{ subjectType: 'user', subjectId: user.id, subjectLabel: user.name }]);
  });

  type Case = { name: string; arrange: (client: Client, code: string) => Promise<string>; error: string };
  const cases: Case[] = [
    { name: 'a wrong code', arrange: (_client, code) => Promise.resolve(wrong(code)), error: 'step_up.code_wrong' },
    {
      name: 'an expired code',
      arrange: async (client, code) => {
        await db()
          .update(otpChallenges)
          .set({ expiresAt: new Date(Date.now() - 1_000) })
          .where(eq(otpChallenges.id, (await latestChallenge(client)).id));
        return code;
      },
      error: 'step_up.code_expired',
    },
    {
      name: 'a replayed code',
      arrange: async (client, code) => {
        expect((await verify(client, code)).statusCode).toBe(200);
        return code;
      },
      error: 'step_up.code_used',
    },
  ];
  for (const { name, arrange, error } of cases) {
    it(`${name}: a clear error, and the try counted`, async () => {
      const { client } = await operator();
      await send(client);
      const code = await arrange(client, await receivedCode(client));
      const response = await verify(client, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: error, params: { tries_left: STEP_UP.maxTries - 1 } });
      expect(response.json<{ message: string }>().message).toMatch(/4번 더 시도할 수 있습니다$/);
      expect((await status(client)).tries_left).toBe(STEP_UP.maxTries - 1);
    });
  }

  it('5 wrong codes lock the user out for 10 minutes, then a new code can be sent and checked again', async () => {
    const { user, client } = await operator();
    await send(client);
    const code = await receivedCode(client);
    for (let left = STEP_UP.maxTries - 1; left > 0; left--) {
      expect((await verify(client, wrong(code))).json()).toMatchObject({ code: 'step_up.code_wrong', params: { tries_left: left } });
    }
    const locked = await verify(client, wrong(code));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'step_up.locked', params: { minutes: 10 } });
    const [row] = await db().select({ until: users.otpLockedUntil }).from(users).where(eq(users.id, user.id));
    expect(Math.abs((row?.until?.getTime() ?? 0) - (Date.now() + 10 * MINUTE))).toBeLessThan(5_000);
    expect(await auditOf(user, 'step_up.locked')).toHaveLength(1);
    // While locked, neither the right code nor a new one goes through, and nothing more is counted.
    expect((await verify(client, code)).json()).toMatchObject({ code: 'step_up.locked' });
    await skipCooldown(user);
    expect((await send(client)).json()).toMatchObject({ code: 'step_up.locked' });
    expect(await status(client)).toMatchObject({ tries_left: 0, challenge: null, locked_until: row?.until?.toISOString() });
    // Ten minutes later: the count starts again.
    await db()
      .update(users)
      .set({ otpLockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(users.id, user.id));
    expect(await status(client)).toMatchObject({ tries_left: STEP_UP.maxTries, locked_until: null });
    expect((await send(client)).statusCode).toBe(200);
    expect((await verify(client, await receivedCode(client))).statusCode).toBe(200);
  });

  it('asking for a new code does not reset the count, and ends the earlier code', async () => {
    const { user, client } = await operator();
    await send(client);
    const first = await receivedCode(client);
    await verify(client, wrong(first));
    await verify(client, wrong(first));
    await skipCooldown(user);
    const resent = stepUpStatusResponse.parse((await send(client)).json()).data;
    expect(resent.tries_left).toBe(STEP_UP.maxTries - 2);
    const second = await receivedCode(client);
    if (second !== first) {
      expect((await verify(client, first)).json()).toMatchObject({ code: 'step_up.code_wrong', params: { tries_left: 2 } });
    }
    expect((await verify(client, second)).statusCode).toBe(200);
    // A success starts the count again.
    expect((await status(client)).tries_left).toBe(STEP_UP.maxTries);
  });

  it("another session's code is refused: the step-up belongs to the session that asked", async () => {
    const { user, client } = await operator();
    const other = await signInAs(t.app, user);
    await send(client);
    const code = await receivedCode(client);
    expect((await verify(other, code)).json()).toMatchObject({ code: 'step_up.not_sent' });
    await skipCooldown(user);
    await send(other);
    await receivedCode(other);
    const refused = await verify(other, code);
    // One code in a million may be the same: the check is bound to the session all the same.
    expect(refused.json()).toMatchObject({ code: 'step_up.code_wrong' });
    expect((await verify(client, code)).statusCode).toBe(200);
    expect((await downloadWithContacts(client)).statusCode).toBe(200);
    expect((await downloadWithContacts(other)).json()).toMatchObject({ code: 'step_up_required' });
  });

  it('a step-up lasts 30 minutes; after that a sensitive action asks again', async () => {
    const { client } = await operator();
    await send(client);
    await verify(client, await receivedCode(client));
    expect((await downloadWithContacts(client)).statusCode).toBe(200);
    const [row] = await db()
      .select({ until: sessions.stepUpUntil })
      .from(sessions)
      .where(eq(sessions.idHash, sessionHashOf(client)));
    expect(row?.until?.getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
    await setStepUp(db(), client, new Date(Date.now() - 1_000));
    const again = await downloadWithContacts(client);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'step_up_required' });
    expect((await status(client)).verified_until).toBeNull();
  });

  it('refuses a code that is not 6 digits as bad input, without counting it', async () => {
    const { client } = await operator();
    await send(client);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await verify(client, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body.code' });
    }
    expect((await status(client)).tries_left).toBe(STEP_UP.maxTries);
  });

  it('a code is sent again only after the cooldown', async () => {
    const { user, client } = await operator();
    expect((await send(client)).statusCode).toBe(200);
    const again = await send(client);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'step_up.resend_too_soon' });
    const { seconds } = again.json<{ params: { seconds: number } }>().params;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(STEP_UP.resendCooldownSeconds);
    await skipCooldown(user);
    expect((await send(client)).statusCode).toBe(200);
  });

  it('verifying before any code was sent is refused without counting', async () => {
    const { client } = await operator();
    const response = await verify(client, '123456');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'step_up.not_sent' });
  });
});

describe('parallel wrong guesses', () => {
  it('never get more than 5 tries', async () => {
    const { user, client } = await operator();
    await send(client);
    const code = await receivedCode(client);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(client, wrong(code))));
    const codes = answers.map((r) => r.json<{ code: string }>().code).sort();
    expect(codes.filter((c) => c === 'step_up.code_wrong')).toHaveLength(STEP_UP.maxTries - 1);
    expect(codes.filter((c) => c === 'step_up.locked')).toHaveLength(12 - (STEP_UP.maxTries - 1));
    const [head] = await db().select().from(otpChallenges).where(eq(otpChallenges.userId, user.id));
    expect(head?.attempts).toBe(STEP_UP.maxTries);
    expect(await auditOf(user, 'step_up.locked')).toHaveLength(1);
    // Nor does the right code slip through among them.
    expect((await verify(client, code)).json()).toMatchObject({ code: 'step_up.locked' });
  });

  it('from several sessions of one user at once', async () => {
    const { user, client } = await operator();
    const sessionsOfUser = [client, await signInAs(t.app, user), await signInAs(t.app, user)];
    for (const session of sessionsOfUser) {
      await skipCooldown(user);
      expect((await send(session)).statusCode).toBe(200);
    }
    const answers = await Promise.all([...sessionsOfUser, ...sessionsOfUser, ...sessionsOfUser, ...sessionsOfUser].map((c) => verify(c, '000000')));
    const codes = answers.map((r) => r.json<{ code: string }>().code);
    expect(codes.filter((c) => c === 'step_up.code_wrong')).toHaveLength(STEP_UP.maxTries - 1);
    expect(codes.filter((c) => c === 'step_up.locked')).toHaveLength(12 - (STEP_UP.maxTries - 1));
  });
});

describe('delivery', () => {
  it('by e-mail: a Korean mail with the code, a text part and HTML; the code is stored only as a hash', async () => {
    const { user, client } = await operator({ name: '김<b>서연' });
    const response = await send(client, 'email');
    const data = stepUpStatusResponse.parse(response.json()).data;
    expect(data.challenge).toMatchObject({ channel: 'email', destination: maskEmail(user.email) });
    const challenge = await latestChallenge(client);
    const code = await receivedCode(client);
    const [mail] = await db()
      .select()
      .from(recordedMails)
      .where(eq(recordedMails.idempotencyKey, stepUpDeliveryKey(challenge.id)));
    expect(mail).toMatchObject({ toAddress: user.email, subject: '[파트너스 콘솔] 본인 확인 인증번호를 알려 드립니다' });
    expect(mail?.textBody).toContain(`인증번호: ${code}`);
    expect(mail?.textBody).toContain('3분 동안 유효합니다');
    expect(mail?.htmlBody).toContain(code);
    expect(mail?.htmlBody).toContain('김&#60;b&#62;서연');
    expect(challenge.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.codeHash).not.toContain(code);
  });

  it('by text message through the SMS provider, shown in the demo mailbox and never in the candidate inbox', async () => {
    const { user, client } = await operator();
    const [phone] = await db().select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    const data = stepUpStatusResponse.parse((await send(client, 'sms')).json()).data;
    expect(data.challenge?.destination).toMatch(/^010-\*\*\*\*-\d{4}$/);
    const challenge = await latestChallenge(client);
    const code = await receivedCode(client);
    const [text] = await db()
      .select()
      .from(deliveredMessages)
      .where(eq(deliveredMessages.idempotencyKey, stepUpDeliveryKey(challenge.id)));
    expect(text).toMatchObject({ channel: 'sms', recipient: phone?.phone, jobSeekerId: null });
    expect(text?.body).toBe(`[파트너스 콘솔] 본인 확인 인증번호는 [${code}]입니다. 3분 안에 입력해 주세요.`);
    const inbox = candidateInboxResponse.parse((await client.get('/api/demo/candidate_inbox')).json()).data;
    expect(inbox.results.map((m) => m.body).join('\n')).not.toContain(code);
    const listed = await client.get(`/api/demo/mailbox?kind=sms&to=${encodeURIComponent(user.email)}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const mailbox = mailboxResponse.parse(listed.json()).data;
    expect(mailbox.results).toMatchObject([{ kind: 'sms', operator_email: user.email, text: text?.body, subject: null }]);
    expect(mailbox.results[0]?.to).toMatch(/^010-\*\*\*\*-\d{4}$/);
    expect((await verify(client, code)).statusCode).toBe(200);
  });

  it('does not text a code that no longer works', async () => {
    const { user, client } = await operator();
    await send(client, 'sms');
    const stale = await latestChallenge(client);
    await skipCooldown(user);
    await send(client, 'sms');
    await runJobs();
    const [text] = await db()
      .select()
      .from(deliveredMessages)
      .where(eq(deliveredMessages.idempotencyKey, stepUpDeliveryKey(stale.id)));
    expect(text).toBeUndefined();
    const [job] = await db().select().from(jobs).where(eq(jobs.kind, 'step_up.send_sms')).orderBy(jobs.id).limit(1);
    expect(job?.status).toBe('done');
  });

  it('needs a phone on record for a text message', async () => {
    const { user, client } = await operator();
    await db().update(users).set({ phone: null }).where(eq(users.id, user.id));
    const response = await send(client, 'sms');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'step_up.no_phone' });
    const data = await status(client);
    expect(data.channels).toEqual([
      { channel: 'sms', destination: null, available: false },
      { channel: 'email', destination: expect.stringMatching(/^o\*+@factory\.test$/) as string, available: true },
    ]);
  });

  it('a new status shows the open code, where it went and when another can be sent', async () => {
    const { client } = await operator();
    expect((await status(client)).challenge).toBeNull();
    await send(client, 'sms');
    const data = await status(client);
    const challenge = await latestChallenge(client);
    expect(data.challenge).toEqual({
      channel: 'sms',
      destination: expect.stringMatching(/^010-\*\*\*\*-\d{4}$/) as string,
      expires_at: challenge.expiresAt.toISOString(),
      resend_available_at: new Date(challenge.createdAt.getTime() + STEP_UP.resendCooldownSeconds * 1_000).toISOString(),
    });
    expect(challenge.expiresAt.getTime() - challenge.createdAt.getTime()).toBe(STEP_UP.codeTtlSeconds * 1_000);
  });
});

describe('who may step up', () => {
  it('an operator of a not-configured company (roles are fixed behind a step-up), not one awaiting approval', async () => {
    const unconfigured = await makeCompany(db());
    const admin = await makeUser(db(), { company: unconfigured });
    await makeUser(db(), { company: unconfigured, role: null });
    expect((await (await signInAs(t.app, admin)).get(STATUS)).statusCode).toBe(200);
    const pending = await makeUser(db(), { company, permission: 'pending' });
    expect((await (await signInAs(t.app, pending)).get(STATUS)).statusCode).toBe(403);
  });
});
