import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { messageRequestResponse } from '@partners/contract';
import { deliveredMessages, jobs, proposals } from './db/schema/index.js';
import { createTestApp, signedIn, type TestApp } from './test/harness.js';
import { WorkerProcesses, exited } from './test/worker-process.js';
import { deliveryKey } from './modules/proposals/proposal-delivery.js';
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
});
