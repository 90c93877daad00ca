import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { HIRING_PATHS, messageRequestResponse } from '@partners/contract';
import { deliveredMessages, hrCandidates, jobs, jobSeekerContacts, proposals } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { LocalDeliveryAdapter, type DeliveryAdapter, type DeliveryAdapters, type OutgoingMessage } from '../../platform/delivery/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { agreeAll, createPosting, createProject, freeSeekers, messageRequest, setMessengerId } from './proposals.fixtures.js';
import { jobRunner, makeJobsDue } from '../../test/jobs.js';
import { deliveryKey, proposalExpiryTask } from './proposals.jobs.js';
import { ProposalTokens } from './proposal-token.js';

let t: TestApp;
let admin: Client;
let project: number;
let free: number[] = [];
let nextSeeker = 0;
function seeker(): number {
  const id = free[nextSeeker++];
  if (id === undefined) throw new Error('out of free seekers');
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await agreeAll(t);
  admin = await signedIn(t.app, 'admin@demo.test');
  project = await createProject(t, 1);
  free = await freeSeekers(t, 120);
  // Jobs the demo data may have left are not this file's business.
  await t.database.db.delete(jobs);
});
afterAll(() => t.close());

/** Sends a proposal to a fresh seeker (with or without a messaging account); returns the ids. */
async function propose(messengerId: string | null, options: { jobPostingId?: number } = {}) {
  const jobSeekerId = seeker();
  await setMessengerId(t, jobSeekerId, messengerId);
  const response = await admin.request({
    method: 'POST',
    url: '/api/v3/hr/messages/requested',
    payload: messageRequest(jobSeekerId, project, options.jobPostingId ? { job_posting_id: options.jobPostingId } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { proposalId: messageRequestResponse.parse(response.json()).data.message.id, jobSeekerId };
}

async function proposal(id: number) {
  const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, id));
  if (!row) throw new Error(`no proposal ${id}`);
  return row;
}

async function messagesOf(id: number) {
  return t.database.db
    .select()
    .from(deliveredMessages)
    .where(eq(deliveredMessages.idempotencyKey, deliveryKey(id)));
}

async function jobOf(id: number) {
  const rows = await t.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload} ->> 'proposal_id' = ${String(id)}`);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no job');
  return row;
}

const local = (): DeliveryAdapters => ({
  messenger: new LocalDeliveryAdapter(t.database.db, 'messenger'),
  sms: new LocalDeliveryAdapter(t.database.db, 'sms'),
});

describe('delivering a proposal', () => {
  it('goes by the messaging app when the seeker has an account: sent → delivered', async () => {
    const { proposalId, jobSeekerId } = await propose('kakao-user-1');
    expect((await proposal(proposalId)).status).toBe('sent');
    await jobRunner(t.database.db).drain();
    const row = await proposal(proposalId);
    expect(row).toMatchObject({ status: 'delivered', deliveredBy: 'messenger' });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [message] = await messagesOf(proposalId);
    expect(message).toMatchObject({ channel: 'messenger', recipient: 'kakao-user-1', jobSeekerId });
    expect((await jobOf(proposalId)).status).toBe('done');
  });

  it('falls back to SMS when the seeker has no messaging account', async () => {
    const { proposalId, jobSeekerId } = await propose(null);
    await jobRunner(t.database.db).drain();
    expect(await proposal(proposalId)).toMatchObject({ status: 'delivered', deliveredBy: 'sms' });
    const [contact] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, jobSeekerId));
    const [message] = await messagesOf(proposalId);
    expect(message).toMatchObject({ channel: 'sms', recipient: contact?.phone });
  });

  it('falls back to SMS when the messaging provider fails', async () => {
    const { proposalId } = await propose('kakao-user-2');
    const broken: DeliveryAdapter = { channel: 'messenger', send: () => Promise.reject(new Error('alimtalk gateway 502')) };
    await jobRunner(t.database.db, { adapters: { ...local(), messenger: broken } }).drain();
    expect(await proposal(proposalId)).toMatchObject({ status: 'delivered', deliveredBy: 'sms' });
    expect((await messagesOf(proposalId)).map((m) => m.channel)).toEqual(['sms']);
    expect((await jobOf(proposalId)).status).toBe('done');
  });

  it('carries a signed link to the response page, the company and the posting, and no contact details', async () => {
    const posting = await createPosting(t, 1, '백엔드 개발자 (Go) 경력 채용', null);
    const { proposalId, jobSeekerId } = await propose(null, { jobPostingId: posting });
    await jobRunner(t.database.db).drain();
    const [message] = await messagesOf(proposalId);
    if (!message) throw new Error('not delivered');
    const base = `${testConfig().publicBaseUrl}/proposals/respond/`;
    expect(message.link.startsWith(base)).toBe(true);
    const token = message.link.slice(base.length);
    expect(message.link).toBe(`${testConfig().publicBaseUrl}${HIRING_PATHS.proposalResponse(token)}`);
    expect(new ProposalTokens(testConfig().sessionSecret).verify(token, new Date())).toBe(proposalId);
    expect(message.body).toContain('누리클라우드에서 포지션 제안을 보냈습니다');
    expect(message.body).toContain('공고: 백엔드 개발자 (Go) 경력 채용');
    expect(message.body).toContain(message.link);
    const [contact] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, jobSeekerId));
    expect(message.body).not.toContain(contact?.phone);
    expect(message.body).not.toContain(contact?.email);
  });

  it('retries with backoff when both channels fail, then delivers once they recover', async () => {
    const { proposalId } = await propose(null);
    const down: DeliveryAdapter = { channel: 'sms', send: () => Promise.reject(new Error('sms gateway timeout')) };
    expect(await jobRunner(t.database.db, { adapters: { ...local(), sms: down } }).runDueJobs()).toMatchObject({ claimed: 1, retried: 1 });
    const job = await jobOf(proposalId);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'sms gateway timeout' });
    const base = testConfig().jobs.backoffBaseMs;
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(base * 0.8);
    expect(job.runAt.getTime() - Date.now()).toBeLessThan(base * 1.3);
    expect(await proposal(proposalId)).toMatchObject({ status: 'sent', deliveredBy: null });
    expect(await messagesOf(proposalId)).toHaveLength(0);

    await makeJobsDue(t.database.db);
    await jobRunner(t.database.db).drain();
    expect(await proposal(proposalId)).toMatchObject({ status: 'delivered', deliveredBy: 'sms' });
    expect(await jobOf(proposalId)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after the last attempt: the job is failed, the proposal stays sent', async () => {
    const { proposalId } = await propose(null);
    const down: DeliveryAdapter = { channel: 'sms', send: () => Promise.reject(new Error('sms gateway timeout')) };
    const runner = jobRunner(t.database.db, { adapters: { ...local(), sms: down } });
    for (let attempt = 1; attempt <= testConfig().jobs.maxAttempts; attempt++) {
      await makeJobsDue(t.database.db);
      await runner.runDueJobs();
    }
    expect(await jobOf(proposalId)).toMatchObject({ status: 'failed', attempts: testConfig().jobs.maxAttempts });
    expect((await proposal(proposalId)).status).toBe('sent');
  });

  it('delivers exactly once when a worker dies between sending and finishing the job', async () => {
    const sent = await Promise.all([propose(null), propose('kakao-user-3'), propose(null)]);
    const ids = sent.map((s) => s.proposalId);
    // This worker's provider sends, then the worker "dies": it never returns, so nothing is marked.
    let sends = 0;
    const dying = (adapter: DeliveryAdapter): DeliveryAdapter => ({
      channel: adapter.channel,
      send: async (message: OutgoingMessage) => {
        const result = await adapter.send(message);
        if (result.status !== 'delivered') return result;
        sends++;
        return new Promise<never>(() => {});
      },
    });
    const l = local();
    void jobRunner(t.database.db, { adapters: { messenger: dying(l.messenger), sms: dying(l.sms) } }).runDueJobs();
    await expect.poll(() => sends, { timeout: 5_000 }).toBe(3);
    expect(
      (
        await t.database.db
          .select()
          .from(deliveredMessages)
          .where(inArray(deliveredMessages.idempotencyKey, ids.map(deliveryKey)))
      ).length,
    ).toBe(3);
    expect((await t.database.db.select().from(proposals).where(inArray(proposals.id, ids))).map((p) => p.status)).toEqual(['sent', 'sent', 'sent']);

    // Another worker takes the jobs up once the lease has passed.
    await makeJobsDue(t.database.db);
    expect(await jobRunner(t.database.db).drain()).toMatchObject({ claimed: 3, done: 3 });
    for (const id of ids) {
      expect(await messagesOf(id)).toHaveLength(1);
      expect((await jobOf(id)).status).toBe('done');
    }
    const rows = await t.database.db.select().from(proposals).where(inArray(proposals.id, ids));
    expect(rows.map((p) => [p.id, p.status, p.deliveredBy]).sort()).toEqual(
      [
        [ids[0], 'delivered', 'sms'],
        [ids[1], 'delivered', 'messenger'],
        [ids[2], 'delivered', 'sms'],
      ].sort(),
    );
  });

  it('keeps the channel of the first send when a retry would choose another', async () => {
    const { proposalId, jobSeekerId } = await propose(null);
    // Sent by SMS, and the worker died before marking it...
    const [contact] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, jobSeekerId));
    await local().sms.send({ idempotencyKey: deliveryKey(proposalId), recipient: contact?.phone ?? '', body: 'b', link: 'l', jobSeekerId });
    // ...and meanwhile the seeker got a messaging account.
    await setMessengerId(t, jobSeekerId, 'kakao-user-4');
    await jobRunner(t.database.db).drain();
    expect(await proposal(proposalId)).toMatchObject({ status: 'delivered', deliveredBy: 'sms' });
    expect(await messagesOf(proposalId)).toHaveLength(1);
  });

  it('sends nothing for a proposal that expired before it could go out', async () => {
    const { proposalId } = await propose(null);
    await t.database.db
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(proposals.id, proposalId));
    await jobRunner(t.database.db).drain();
    expect(await messagesOf(proposalId)).toHaveLength(0);
    expect((await jobOf(proposalId)).status).toBe('done');
  });
});

describe('the worker inside the server process', () => {
  it('delivers a new proposal within moments, and stops with the server', async () => {
    const live = await createTestApp({ workerInProcess: true });
    try {
      await agreeAll(live);
      const client = await signedIn(live.app, 'admin@demo.test');
      const [jobSeekerId] = await freeSeekers(live, 1);
      if (jobSeekerId === undefined) throw new Error('no seeker');
      const response = await client.request({
        method: 'POST',
        url: '/api/v3/hr/messages/requested',
        payload: messageRequest(jobSeekerId, await createProject(live, 1)),
      });
      const id = messageRequestResponse.parse(response.json()).data.message.id;
      const started = Date.now();
      await expect
        .poll(async () => (await live.database.db.select().from(proposals).where(eq(proposals.id, id)))[0]?.status, { timeout: 5_000, interval: 20 })
        .toBe('delivered');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await live.close();
    }
  });
});

describe('expiry', () => {
  it('marks open proposals past their time expired; the candidate stays contacted', async () => {
    const { proposalId, jobSeekerId } = await propose(null);
    const { proposalId: fresh } = await propose(null);
    await jobRunner(t.database.db).drain();
    await t.database.db
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(proposals.id, proposalId));
    await proposalExpiryTask(t.database.db).run();
    expect((await proposal(proposalId)).status).toBe('expired');
    expect((await proposal(fresh)).status).toBe('delivered');
    const [candidate] = await t.database.db
      .select()
      .from(hrCandidates)
      .where(and(eq(hrCandidates.projectId, project), eq(hrCandidates.jobSeekerId, jobSeekerId)));
    expect(candidate?.status).toBe('contacted');
    // No longer open: the same seeker may be proposed to again in the project.
    const again = await admin.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: messageRequest(jobSeekerId, project) });
    expect(again.statusCode).toBe(200);
  });
});
