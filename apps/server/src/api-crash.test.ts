import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../../scripts/round-robin-proxy.mjs';
import {
  companyReviews,
  hrProjects,
  jobPostings,
  payments,
  proposals,
  salaryAnalyses,
  salaryTicketLedger,
  savedSearches,
  uploads,
} from './db/schema/index.js';
import type { SignedWebhook } from './platform/payments/index.js';
import { pendingOrder, testProvider } from './modules/payment/payment.fixtures.js';
import { requestBody } from './modules/salary-analysis/salary-analysis.fixtures.js';
import { agreeAll, createProject, freeSeekers, messageRequest } from './modules/proposals/proposals.fixtures.js';
import { signInOverHttp, startApiProcess, type HttpClient } from './test/api-process.js';
import { createTestApp, signedIn, type TestApp } from './test/harness.js';
import { setStepUp } from './test/step-up.js';
import { logoUpload } from './test/uploads.js';
import { exited, testDatabaseUrl } from './test/worker-process.js';

/**
 * One of two API processes killed with SIGKILL in the middle of a mixed write load (decision 0031): the
 * scale-out shape's two hosts behind the round-robin proxy, on one PostgreSQL. Every write a client saw
 * acknowledged is in the database afterwards; a write sent again with its key after a failure (a proposal's
 * request id, a salary analysis's idempotency key, a webhook's event id: what the browser or the payment
 * provider retries) is stored once; the other process goes on serving, and the load is back to answering
 * every request within 5 s. PostgreSQL only (an embedded PGlite database belongs to one process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const CLIENTS = 8;
const LOAD_MS = 6_000;
const KILL_AT_MS = 2_000;
const COMPANY = 1; // admin@demo.test's
const ORDERS = 120;

const KINDS = ['projects', 'searches', 'postings', 'replies', 'proposals', 'uploads', 'webhooks', 'analyses'] as const;
type Kind = (typeof KINDS)[number];
/** What a retry sends again unchanged: the keyed writes. */
const KEYED: readonly Kind[] = ['proposals', 'webhooks', 'analyses'];

describe.skipIf(!serverUrl)('an API process killed under load', () => {
  let t: TestApp;
  let apis: { child: ChildProcess; url: string }[] = [];
  let proxy: RoundRobinProxy;
  beforeAll(async () => {
    t = await createTestApp();
    const databaseUrl = await testDatabaseUrl(t);
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'pc-shared-uploads-'));
    // The load sends a few hundred proposals in a day: above the default daily limit of a company.
    const env = { PROPOSAL_DAILY_LIMIT: '100000' };
    apis = await Promise.all([startApiProcess(databaseUrl, storageDir, env), startApiProcess(databaseUrl, storageDir, env)]);
    proxy = await startRoundRobinProxy({ targets: apis.map((a) => a.url) });
  }, 120_000);
  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await proxy.close();
    await t.close();
  });

  it('keeps every acknowledged write, stores each retried one once, serves on, and recovers within 5 s', async () => {
    const db = t.database.db;
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => signInOverHttp(proxy.url, 'admin@demo.test')));

    // What the writes need: a posting to copy, a review per client (its replies come one after another),
    // a project and seekers to propose to, orders the provider will settle, tickets for the analyses.
    const postingsPage = (await (await clients[0]?.get('/api/v5/partners/job/postings?page=1'))?.json()) as { data: { postings: { id: number }[] } };
    const original = postingsPage.data.postings[0]?.id;
    expect(original).toBeDefined();
    const reviewsPage = (await (await clients[0]?.get('/api/v5/partners/company_reviews?page=1'))?.json()) as { data: { reviews: { id: number }[] } };
    const reviewIds = reviewsPage.data.reviews.map((r) => r.id);
    expect(reviewIds.length).toBeGreaterThanOrEqual(CLIENTS);
    await agreeAll(t);
    const project = await createProject(t, COMPANY, '부하 시험 프로젝트');
    const seekers = await freeSeekers(t, 600);
    const admin = await signedIn(t.app, 'admin@demo.test');
    await setStepUp(db, admin);
    const provider = testProvider();
    const orders: { paymentId: number; settlement: Parameters<typeof provider.paidWebhook>[0] }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { payment, settlement } = await pendingOrder(db, admin);
      orders.push({ paymentId: payment.id, settlement });
    }
    await db.insert(salaryTicketLedger).values({ companyId: COMPANY, delta: 1_000, reason: 'grant' });
    const image = await logoUpload();

    const acked = {
      projects: [] as string[],
      searches: [] as string[],
      postings: [] as number[],
      proposals: [] as string[],
      uploads: [] as { id: number; url: string }[],
      payments: [] as number[],
      analyses: [] as string[],
    };
    const sentKeys = { proposals: new Set<string>(), analyses: new Set<string>(), payments: new Set<number>() };
    const lastAckedReply = new Map<number, number>();
    let ackedReplies = 0;
    const retried: Record<Kind, number> = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;

    /** One write: its kind, and what a retry sends again unchanged (the body, the order paid, the signed event). */
    type Write = { kind: Kind; body?: unknown; paymentId?: number; signed?: SignedWebhook };
    const send = async ({ post, put, send: sendRaw }: HttpClient, c: number, i: number, w: Write) => {
      switch (w.kind) {
        case 'projects':
          return post('/hr/projects', { hr_project: { name: `부하 ${c}-${i}` } });
        case 'searches':
          return post('/hr/save_search_queries', { hr_save_search_query: { title: `부하 ${c}-${i}`, query: 'query=자바' } });
        case 'postings':
          return post(`/api/v5/partners/job/postings/${original}/copy`, {});
        case 'replies':
          return put(`/api/v5/partners/reviews/company_review/${reviewIds[c]}/reply`, { body: `부하 답변 ${i}` });
        case 'proposals':
          return post('/api/v3/hr/messages/requested', w.body);
        case 'uploads':
          return sendRaw('/api/v5/partners/uploads?purpose=logo', image);
        case 'webhooks': {
          const { body, headers } = w.signed as SignedWebhook;
          return fetch(`${proxy.url}/api/v5/payments/webhooks/test`, { method: 'POST', headers, body });
        }
        case 'analyses':
          return post('/api/v5/partners/salary_analyses', w.body);
      }
    };
    /** A new write of `kind`, or null when nothing is left to send (seekers or orders used up). */
    const fresh = (kind: Kind): Write | null => {
      if (kind === 'proposals') {
        const seeker = seekers.shift();
        if (seeker === undefined) return null;
        const body = messageRequest(seeker, project);
        sentKeys.proposals.add(body.message.request_id);
        return { kind, body };
      }
      if (kind === 'webhooks') {
        const order = orders.shift();
        if (!order) return null;
        sentKeys.payments.add(order.paymentId);
        return { kind, paymentId: order.paymentId, signed: provider.paidWebhook(order.settlement, new Date()) };
      }
      if (kind === 'analyses') {
        const body = requestBody();
        sentKeys.analyses.add(body.idempotency_key);
        return { kind, body };
      }
      return { kind };
    };

    const failures: { at: number; status: number | string }[] = [];
    let answered = 0;
    const started = Date.now();
    let killedAt = 0;
    const killer = setTimeout(() => {
      killedAt = Date.now() - started;
      apis[0]?.child.kill('SIGKILL');
    }, KILL_AT_MS);
    /** Each client's keyed writes that failed, sent again the next time their kind comes round. */
    const again = clients.map(() => new Map<Kind, Write>());
    const acknowledge = async (c: number, i: number, w: Write, response: Response) => {
      const data = ((await response.json()) as { data: Record<string, { id: number; url: string }> }).data;
      if (w.kind === 'projects' || w.kind === 'searches') acked[w.kind].push(`부하 ${c}-${i}`);
      else if (w.kind === 'postings') acked.postings.push(data.posting?.id as number);
      else if (w.kind === 'replies') {
        lastAckedReply.set(c, i);
        ackedReplies++;
      } else if (w.kind === 'proposals') acked.proposals.push((w.body as { message: { request_id: string } }).message.request_id);
      else if (w.kind === 'uploads') acked.uploads.push({ id: data.upload?.id as number, url: data.upload?.url as string });
      else if (w.kind === 'webhooks') acked.payments.push(w.paymentId as number);
      else acked.analyses.push((w.body as { idempotency_key: string }).idempotency_key);
    };
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = 0; Date.now() - started < LOAD_MS; i++) {
          const kind = KINDS[(i + c) % KINDS.length] as Kind;
          const retry = again[c]?.get(kind);
          const write = retry ?? fresh(kind);
          if (!write) continue;
          if (retry) retried[kind]++;
          try {
            const response = await send(client, c, i, write);
            if (response.status !== 200) throw new Error(String(response.status));
            again[c]?.delete(kind);
            await acknowledge(c, i, write, response);
            answered++;
          } catch (error) {
            failures.push({ at: Date.now() - started, status: error instanceof Error ? error.message : String(error) });
            if (KEYED.includes(kind)) again[c]?.set(kind, write);
          }
        }
      }),
    );
    clearTimeout(killer);
    await exited(apis[0]?.child as ChildProcess);
    // What is still unacknowledged is sent once more, as the browser or the provider would.
    let lateRetries = 0;
    for (const [c, writes] of again.entries())
      for (const write of writes.values()) {
        const response = await send(clients[c] as HttpClient, c, -1, write);
        expect(response.status).toBe(200);
        await acknowledge(c, -1, write, response);
        lateRetries++;
      }

    // Acknowledged: stored. Sent more than once: stored once.
    const names = await db.select({ name: hrProjects.name }).from(hrProjects).where(inArray(hrProjects.name, acked.projects));
    expect(names.length).toBe(acked.projects.length);
    const titles = await db.select({ title: savedSearches.title }).from(savedSearches).where(inArray(savedSearches.title, acked.searches));
    expect(titles.length).toBe(acked.searches.length);
    const copies = await db.select({ id: jobPostings.id }).from(jobPostings).where(inArray(jobPostings.id, acked.postings));
    expect(copies.length).toBe(acked.postings.length);
    const replies = await db
      .select({ id: companyReviews.id, body: companyReviews.replyBody })
      .from(companyReviews)
      .where(inArray(companyReviews.id, reviewIds.slice(0, CLIENTS)));
    for (const [c, last] of lastAckedReply) {
      // The client's last acknowledged reply, or one it sent after (in flight at the kill).
      const stored = Number(/부하 답변 (\d+)$/.exec(replies.find((r) => r.id === reviewIds[c])?.body ?? '')?.[1] ?? -1);
      expect(stored).toBeGreaterThanOrEqual(last);
    }
    const proposalRows = await db
      .select({ requestId: proposals.requestId })
      .from(proposals)
      .where(and(eq(proposals.companyId, COMPANY), inArray(proposals.requestId, [...sentKeys.proposals])));
    expect(new Set(proposalRows.map((r) => r.requestId)).size).toBe(proposalRows.length);
    expect(proposalRows.map((r) => r.requestId)).toEqual(expect.arrayContaining(acked.proposals));
    const uploadRows = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        inArray(
          uploads.id,
          acked.uploads.map((u) => u.id),
        ),
      );
    expect(uploadRows.length).toBe(acked.uploads.length);
    for (const upload of acked.uploads) expect((await fetch(`${proxy.url}${upload.url}`)).status).toBe(200);
    const paid = await db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [...sentKeys.payments]));
    for (const id of acked.payments) expect(paid.find((p) => p.id === id)?.status).toBe('paid');
    const purchases = await db
      .select({ paymentId: salaryTicketLedger.paymentId })
      .from(salaryTicketLedger)
      .where(and(eq(salaryTicketLedger.reason, 'purchase'), inArray(salaryTicketLedger.paymentId, [...sentKeys.payments])));
    expect(purchases.length).toBe(acked.payments.length);
    expect(new Set(purchases.map((p) => p.paymentId)).size).toBe(purchases.length);
    const analysisRows = await db
      .select({ id: salaryAnalyses.id, key: salaryAnalyses.idempotencyKey })
      .from(salaryAnalyses)
      .where(inArray(salaryAnalyses.idempotencyKey, [...sentKeys.analyses]));
    expect(new Set(analysisRows.map((r) => r.key)).size).toBe(analysisRows.length);
    expect(analysisRows.map((r) => r.key)).toEqual(expect.arrayContaining(acked.analyses));
    const uses = await db
      .select({ analysisId: salaryTicketLedger.analysisId })
      .from(salaryTicketLedger)
      .where(
        and(
          eq(salaryTicketLedger.reason, 'use'),
          inArray(
            salaryTicketLedger.analysisId,
            analysisRows.map((r) => r.id),
          ),
        ),
      );
    expect(new Set(uses.map((u) => u.analysisId)).size).toBe(uses.length);

    const lastFailure = Math.max(killedAt, ...failures.map((f) => f.at));
    expect(lastFailure - killedAt).toBeLessThan(5_000);
    expect(failures.every((f) => f.at >= killedAt)).toBe(true);
    const [, second] = proxy.counts();
    expect(second).toBeGreaterThan(answered / 2);
    const keyed = acked.proposals.length + acked.payments.length + acked.analyses.length;
    console.info(
      `[fault] API process 1 killed at ${killedAt} ms of ${LOAD_MS}: ${answered} requests answered; acknowledged and found: ` +
        `${acked.projects.length} projects, ${acked.searches.length} saved searches, ${acked.postings.length} posting copies, ` +
        `${acked.uploads.length} uploads (each file served), ${acked.proposals.length} proposals, ${acked.payments.length} paid webhooks ` +
        `(${purchases.length} ticket purchases), ${acked.analyses.length} salary analyses (${uses.length} ticket uses); ` +
        `${ackedReplies} replies, each of ${lastAckedReply.size} reviews holding its client's last acknowledged reply or a later one; ` +
        `${failures.length} failed (${[...new Set(failures.map((f) => f.status))].join(', ') || 'none'}), the last ${lastFailure - killedAt} ms after the kill; ` +
        `${Object.values(retried).reduce((a, b) => a + b, 0) + lateRetries} keyed writes sent again, ${keyed} keyed writes stored once each`,
    );
  }, 120_000);
});
