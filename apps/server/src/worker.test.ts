import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { messageRequestResponse } from '@partners/contract';
import { deliveredMessages, jobs, notifications, proposals, recordedMails } from './db/schema/index.js';
import { createTestApp, signedIn, type TestApp } from './test/harness.js';
import { makeCompany, makeCompanyReview, makeUser } from './test/factories.js';
import { MAIL_SEND_JOB } from './platform/mail/outbox.js';
import { REVIEWS_NOTIFY_JOB } from './modules/reviews/reviews.jobs.js';
import { WorkerProcesses, exited } from './test/worker-process.js';
import { deliveryKey } from './modules/proposals/proposals.jobs.js';
import { agreeAll, createProject, freeSeekers, messageRequest, setMessengerId } from './modules/proposals/proposals.fixtures.js';

/**
 * Exactly-once delivery with a real crash: `npm run worker`'s entry point runs as a child process,
 * is killed with SIGKILL while messages of its batch are sent but none of its jobs is finished, and a
 * second worker process takes over. PostgreSQL only: an embedded PGlite database belongs to a single
 * process, so no second process can open it (the in-process crash test in proposal-delivery.test.ts
 * covers PGlite).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PROPOSALS = 30;
const REVIEWS = 60;

describe.skipIf(!serverUrl)('the worker process', () => {
  let t: TestApp;
  let workers: WorkerProcesses;

  beforeAll(async () => {
    t = await createTestApp();
    workers = await WorkerProcesses.of(t);
  });
  afterAll(async () => {
    workers.killAll();
    await t.close();
  });

  const startWorker = (env: Record<string, string>) => workers.start(env);

  it('delivers each message exactly once although killed mid-batch', async () => {
    await agreeAll(t);
    await t.database.db.delete(jobs);
    const admin = await signedIn(t.app, 'admin@demo.test');
    const project = await createProject(t, 1);
    const seekers = await freeSeekers(t, PROPOSALS);
    const ids: number[] = [];
    for (const [i, seeker] of seekers.entries()) {
      await setMessengerId(t, seeker, i % 2 === 0 ? `kakao-${seeker}` : null);
      const response = await admin.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: messageRequest(seeker, project) });
      ids.push(messageRequestResponse.parse(response.json()).data.message.id);
    }
    const keys = ids.map(deliveryKey);
    const delivered = async () =>
      (await t.database.db.select().from(deliveredMessages).where(inArray(deliveredMessages.idempotencyKey, keys))).length;

    // One batch of all 30; a slow provider (300 ms a message, 16 at a time) leaves the worker a good
    // while with some messages sent and no job finished: that is when it dies.
    const first = startWorker({ JOB_BATCH_SIZE: String(PROPOSALS), LOCAL_DELIVERY_LATENCY_MS: '300' });
    await expect.poll(delivered, { timeout: 20_000, interval: 10 }).toBeGreaterThan(0);
    first.kill('SIGKILL');
    await exited(first);

    const sentBeforeCrash = await delivered();
    expect(sentBeforeCrash).toBeGreaterThan(0);
    expect(sentBeforeCrash).toBeLessThan(PROPOSALS);
    const jobsAtCrash = await t.database.db.select().from(jobs);
    expect(jobsAtCrash.every((j) => j.status === 'pending' && j.attempts === 1)).toBe(true);
    const atCrash = await t.database.db.select().from(proposals).where(inArray(proposals.id, ids));
    expect(atCrash.every((p) => p.status === 'sent')).toBe(true);

    // A new worker takes the jobs up when the dead one's lease has passed, and stops cleanly on SIGTERM.
    const second = startWorker({});
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(jobs)
              .where(sql`${jobs.status} = 'done'`)
          ).length,
        { timeout: 30_000, interval: 100 },
      )
      .toBe(PROPOSALS);
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    const messages = await t.database.db.select().from(deliveredMessages).where(inArray(deliveredMessages.idempotencyKey, keys));
    expect(messages).toHaveLength(PROPOSALS);
    expect(new Set(messages.map((m) => m.idempotencyKey)).size).toBe(PROPOSALS);
    const after = await t.database.db.select().from(proposals).where(inArray(proposals.id, ids));
    const channelOf = new Map(messages.map((m) => [m.idempotencyKey, m.channel]));
    for (const p of after) {
      expect(p.status).toBe('delivered');
      expect(p.deliveredBy).toBe(channelOf.get(deliveryKey(p.id)));
    }
    expect(after.filter((p) => p.deliveredBy === 'messenger')).toHaveLength(PROPOSALS / 2);
  }, 90_000);

  it('tells each operator of each new review once, in the bell and by mail, although killed mid-way', async () => {
    const db = t.database.db;
    await db.delete(jobs);
    const mine = await makeCompany(db);
    const operators = await Promise.all([
      makeUser(db, { company: mine }),
      makeUser(db, { company: mine, role: 'manager' }),
      makeUser(db, { company: mine, role: 'manager' }),
    ]);
    // One review a statement: one alert job each (migration 0008's trigger).
    for (let i = 0; i < REVIEWS; i++) await makeCompanyReview(db, { company: mine, title: `리뷰 ${i + 1}` });
    const alertJobs = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, REVIEWS_NOTIFY_JOB));
    expect(alertJobs).toHaveLength(REVIEWS);
    const bell = async () => (await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.companyId, mine.id))).length;

    // Small batches: the worker is killed after its first alerts, with most jobs (alerts and their mails) to go.
    const first = startWorker({ JOB_BATCH_SIZE: '2' });
    await expect.poll(bell, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    first.kill('SIGKILL');
    await exited(first);
    const atKill = await bell();
    expect(atKill).toBeLessThan(REVIEWS * operators.length);

    const second = startWorker({});
    const unfinished = async () =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.kind, [REVIEWS_NOTIFY_JOB, MAIL_SEND_JOB]), sql`${jobs.status} <> 'done'`))
      ).length;
    await expect.poll(unfinished, { timeout: 30_000, interval: 100 }).toBe(0);
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    // The bell: one notification per review and operator, no more.
    expect(await bell()).toBe(REVIEWS * operators.length);
    // The mails: every mail job the alerts queued recorded once under its key (the local mail adapter).
    const mailKeys = (await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, MAIL_SEND_JOB))).map(
      (j) => (j.payload as { idempotencyKey: string }).idempotencyKey,
    );
    expect(mailKeys.length).toBe(REVIEWS * operators.length);
    expect(new Set(mailKeys).size).toBe(mailKeys.length);
    const recorded = await db
      .select({ key: recordedMails.idempotencyKey })
      .from(recordedMails)
      .where(like(recordedMails.idempotencyKey, 'reviews.notify:%'));
    expect(recorded.map((r) => r.key).sort()).toEqual([...mailKeys].sort());
    console.info(
      `[fault] worker killed at ${atKill} of ${REVIEWS * operators.length} bell notifications; after the second worker: ` +
        `${await bell()} notifications, ${recorded.length} mails recorded once each, 0 lost, 0 twice`,
    );
  }, 90_000);
});
