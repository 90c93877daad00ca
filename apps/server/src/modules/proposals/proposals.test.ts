import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_HISTORY_PAGE_SIZE,
  PROPOSAL_EXPIRY_DAYS,
  errorMessage,
  messageDetailResponse,
  messageHistoriesResponse,
  messageRequestResponse,
  type ErrorCode,
  type MessageReview,
} from '@partners/contract';
import { hrCandidates, jobs, proposals, talentPoolEntries } from '../../db/schema/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { agreeAll, clearProposals, createPosting, createProject, freeSeekers, messageRequest, seekerIds } from './proposals.fixtures.js';

const SEND = '/api/v3/hr/messages/requested';

let t: TestApp;
let admin: Client;
let other: Client;
let project: number;
let otherProject: number;
/** Seekers untouched by the demo data, by number: sk(11) is the 12th. */
let free: number[] = [];
function sk(n: number): number {
  const id = free[n];
  if (id === undefined) throw new Error(`no free seeker ${n}`);
  return id;
}
beforeAll(async () => {
  t = await createTestApp();
  await agreeAll(t);
  free = await freeSeekers(t, 80);
  admin = await signedIn(t.app, 'admin@demo.test');
  other = await signedIn(t.app, 'other@demo.test');
  project = await createProject(t, 1);
  otherProject = await createProject(t, 7, '다른 회사 프로젝트');
});
afterAll(() => t.close());

async function send(client: Client, body: unknown) {
  return client.request({ method: 'POST', url: SEND, payload: body as object });
}

async function sent(client: Client, body: unknown): Promise<MessageReview> {
  const response = await send(client, body);
  expect(response.statusCode, response.body).toBe(200);
  return messageRequestResponse.parse(response.json()).data.message;
}

async function jobsFor(proposalId: number) {
  const rows = await t.database.db.select().from(jobs);
  return rows.filter((j) => j.payload.proposal_id === proposalId);
}

describe('POST /api/v3/hr/messages/requested', () => {
  it('sends a proposal: sent, expiring in 7 days, the seeker a contacted candidate, delivery enqueued', async () => {
    const before = Date.now();
    const message = await sent(admin, messageRequest(sk(11), project));
    expect(message).toMatchObject({
      response_code: 'sent',
      content: '안녕하세요. 백엔드 개발자 포지션을 제안드립니다.',
      company: { id: 1, name: '누리클라우드' },
      options: { included_company_introduction: true },
      project: { id: project, name: '2026 하반기 백엔드 개발자' },
      user_id: seekerIds.encode(sk(11)),
      reject: null,
      delivered_by: null,
      responded_at: null,
      job_posting: null,
    });
    expect(message.company.introduction).toMatch(/^누리클라우드는 .+ 분야의 중견기업입니다\.$/);
    expect(message.date).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    const expires = Date.parse(message.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(PROPOSAL_EXPIRY_DAYS * 86_400_000);
    expect(expires).toBeLessThan(PROPOSAL_EXPIRY_DAYS * 86_400_000 + 60_000);

    const [candidate] = await t.database.db
      .select()
      .from(hrCandidates)
      .where(and(eq(hrCandidates.projectId, project), eq(hrCandidates.jobSeekerId, sk(11))));
    expect(candidate).toMatchObject({ companyId: 1, status: 'contacted' });
    expect(await jobsFor(message.id)).toMatchObject([{ kind: 'proposal.deliver', status: 'pending', attempts: 0 }]);
    const pool = await t.database.db
      .select()
      .from(talentPoolEntries)
      .where(
        and(eq(talentPoolEntries.companyId, 1), eq(talentPoolEntries.pool, 'interview_request_pool'), eq(talentPoolEntries.jobSeekerId, sk(11))),
      );
    expect(pool).toHaveLength(1);
  });

  it('moves an existing intact candidate of the project to contacted', async () => {
    await t.database.db.insert(hrCandidates).values({ companyId: 1, projectId: project, jobSeekerId: sk(12) });
    await sent(admin, messageRequest(sk(12), project));
    const [candidate] = await t.database.db
      .select()
      .from(hrCandidates)
      .where(and(eq(hrCandidates.projectId, project), eq(hrCandidates.jobSeekerId, sk(12))));
    expect(candidate?.status).toBe('contacted');
  });

  it('attaches one of the company’s postings with its D-day badge, and leaves out the introduction when not asked', async () => {
    const posting = await createPosting(t, 1, '백엔드 개발자 (Kotlin)', new Date(Date.now() + 2 * 86_400_000 + 3_600_000));
    const message = await sent(admin, messageRequest(sk(13), project, { job_posting_id: posting, included_company_introduction: false }));
    expect(message.job_posting).toMatchObject({ id: posting, title: '백엔드 개발자 (Kotlin)', color_class: 'urgent' });
    expect(message.job_posting?.dday).toMatch(/^D-[23]$/);
    expect(message.company.introduction).toBeNull();
    expect(message.options.included_company_introduction).toBe(false);
  });

  it('names the invalid field in a 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '   ' }, 'body.message.content'],
      [{ content: '가'.repeat(1_001) }, 'body.message.content'],
      [{ user_id: '!!' }, 'body.message.user_id'],
      [{ project_id: 0 }, 'body.message.project_id'],
      [{ request_id: 'not-a-uuid' }, 'body.message.request_id'],
      [{ job_posting_id: 'x' }, 'body.message.job_posting_id'],
    ];
    for (const [override, field] of cases) {
      const body = messageRequest(sk(14), project);
      const response = await send(admin, { message: { ...body.message, ...override } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field });
    }
    expect(
      await t.database.db
        .select()
        .from(proposals)
        .where(eq(proposals.jobSeekerId, sk(14))),
    ).toHaveLength(0);
  });

  it('trims the message', async () => {
    const message = await sent(admin, messageRequest(sk(15), project, { content: '  함께 일하고 싶습니다.  ' }));
    expect(message.content).toBe('함께 일하고 싶습니다.');
  });

  it('refuses a second open proposal for the same project and seeker with 409, sending nothing', async () => {
    const first = await sent(admin, messageRequest(sk(16), project));
    const response = await send(admin, messageRequest(sk(16), project));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'proposal.still_open',
      field: 'body.message.user_id',
      message: errorMessage('proposal.still_open'),
    });
    expect(
      await t.database.db
        .select()
        .from(proposals)
        .where(eq(proposals.jobSeekerId, sk(16))),
    ).toHaveLength(1);
    expect(await jobsFor(first.id)).toHaveLength(1);
    // Another project of the company may still propose to the same seeker.
    const second = await createProject(t, 1, '데이터 엔지니어');
    await sent(admin, messageRequest(sk(16), second));
  });

  it('sends once for a repeated request id and answers with the first proposal', async () => {
    const body = messageRequest(sk(17), project);
    const first = await sent(admin, body);
    const again = await sent(admin, body);
    expect(again.id).toBe(first.id);
    const concurrent = await Promise.all([send(admin, body), send(admin, body)]);
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await t.database.db.select().from(proposals).where(eq(proposals.requestId, body.message.request_id))).toHaveLength(1);
    expect(await jobsFor(first.id)).toHaveLength(1);
  });

  it('answers 404 for another company’s project or posting and for an unknown seeker, 409 for an inactive project', async () => {
    const foreignPosting = await createPosting(t, 7, '다른 회사 공고', null);
    const cases: [object, number, ErrorCode, string][] = [
      [messageRequest(sk(18), otherProject), 404, 'not_found', 'body.message.project_id'],
      [messageRequest(sk(18), 999_999), 404, 'not_found', 'body.message.project_id'],
      [messageRequest(sk(18), project, { job_posting_id: foreignPosting }), 404, 'not_found', 'body.message.job_posting_id'],
      [messageRequest(999_999, project), 404, 'not_found', 'body.message.user_id'],
      [messageRequest(sk(18), await createProject(t, 1, '지난 프로젝트', false)), 409, 'project.inactive', 'body.message.project_id'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await send(admin, body);
      expect(response.statusCode, field).toBe(status);
      expect(response.json()).toMatchObject({ code, field });
    }
    // A forged enc reads as no seeker at all.
    const forged = await send(admin, messageRequest(sk(18), project, { user_id: 'AAAAAAAAAAAAAAAAAAAAAA' }));
    expect(forged.statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(proposals)
        .where(eq(proposals.jobSeekerId, sk(18))),
    ).toHaveLength(0);
  });

  it('requires the privacy agreement', async () => {
    const fresh = await createTestApp();
    try {
      const client = await signedIn(fresh.app, 'admin@demo.test');
      const response = await client.request({ method: 'POST', url: SEND, payload: messageRequest(sk(19), 1) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'privacy_agreement_required' });
    } finally {
      await fresh.close();
    }
  });
});

describe('the daily limit', () => {
  let limited: TestApp;
  let client: Client;
  let limitedProject: number;
  beforeAll(async () => {
    limited = await createTestApp({ proposalDailyLimit: 3 });
    await agreeAll(limited);
    await clearProposals(limited, 1);
    client = await signedIn(limited.app, 'admin@demo.test');
    limitedProject = await createProject(limited, 1);
  });
  afterAll(() => limited.close());

  it('refuses proposals above the limit with 429 and a Korean message naming it, sending nothing', async () => {
    const first = messageRequest(sk(21), limitedProject);
    for (const body of [first, messageRequest(sk(22), limitedProject), messageRequest(sk(23), limitedProject)]) {
      expect((await client.request({ method: 'POST', url: SEND, payload: body })).statusCode).toBe(200);
    }
    const jobsBefore = (await limited.database.db.select().from(jobs)).length;
    const response = await client.request({ method: 'POST', url: SEND, payload: messageRequest(sk(24), limitedProject) });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'proposal.daily_limit',
      message: '오늘 보낼 수 있는 포지션 제안 수(3건)를 모두 사용했습니다. 내일 다시 시도해 주세요',
      params: { limit: 3 },
    });
    expect(
      await limited.database.db
        .select()
        .from(proposals)
        .where(eq(proposals.jobSeekerId, sk(24))),
    ).toHaveLength(0);
    expect(
      await limited.database.db
        .select()
        .from(hrCandidates)
        .where(eq(hrCandidates.jobSeekerId, sk(24))),
    ).toHaveLength(0);
    expect((await limited.database.db.select().from(jobs)).length).toBe(jobsBefore);
    // A retried request that was already sent still answers with its proposal.
    const again = await client.request({ method: 'POST', url: SEND, payload: first });
    expect(again.statusCode).toBe(200);
  });

  it('is per company: another company still sends', async () => {
    const partner = await signedIn(limited.app, 'other@demo.test');
    await clearProposals(limited, 7);
    const theirs = await createProject(limited, 7);
    expect((await partner.request({ method: 'POST', url: SEND, payload: messageRequest(sk(24), theirs) })).statusCode).toBe(200);
  });

  it('counts refused proposals (conflicts, unknown projects) against nothing', async () => {
    const fresh = await createTestApp({ proposalDailyLimit: 2 });
    try {
      await agreeAll(fresh);
      await clearProposals(fresh, 1);
      const c = await signedIn(fresh.app, 'admin@demo.test');
      const p = await createProject(fresh, 1);
      expect((await c.request({ method: 'POST', url: SEND, payload: messageRequest(sk(31), p) })).statusCode).toBe(200);
      expect((await c.request({ method: 'POST', url: SEND, payload: messageRequest(sk(31), p) })).statusCode).toBe(409);
      expect((await c.request({ method: 'POST', url: SEND, payload: messageRequest(sk(32), 999_999) })).statusCode).toBe(404);
      expect((await c.request({ method: 'POST', url: SEND, payload: messageRequest(sk(32), p) })).statusCode).toBe(200);
      expect((await c.request({ method: 'POST', url: SEND, payload: messageRequest(sk(33), p) })).statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('holds under concurrent requests: exactly the limit goes out', async () => {
    const fresh = await createTestApp({ proposalDailyLimit: 5 });
    try {
      await agreeAll(fresh);
      await clearProposals(fresh, 1);
      const c = await signedIn(fresh.app, 'admin@demo.test');
      const p = await createProject(fresh, 1);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => c.request({ method: 'POST', url: SEND, payload: messageRequest(sk(40 + i), p) })),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(7);
      expect(await fresh.database.db.select().from(proposals).where(eq(proposals.companyId, 1))).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/v3/hr/messages/detail/:id', () => {
  it('shows the company’s own proposal; another company’s is a 404 like a missing one', async () => {
    const message = await sent(admin, messageRequest(sk(51), project));
    const response = await admin.get(`/api/v3/hr/messages/detail/${message.id}`);
    expect(response.statusCode).toBe(200);
    expect(messageDetailResponse.parse(response.json()).data.message).toEqual(message);
    const manager = await signedIn(t.app, 'manager@demo.test');
    expect((await manager.get(`/api/v3/hr/messages/detail/${message.id}`)).statusCode).toBe(200);
    const foreign = await other.get(`/api/v3/hr/messages/detail/${message.id}`);
    const missing = await other.get('/api/v3/hr/messages/detail/999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('GET /hr/job_seekers/message_histories', () => {
  it('pages this company’s proposals to one seeker, newest first', async () => {
    const projects = await Promise.all(Array.from({ length: MESSAGE_HISTORY_PAGE_SIZE + 2 }, (_, i) => createProject(t, 1, `이력 ${i}`)));
    const ids: number[] = [];
    for (const p of projects) ids.push((await sent(admin, messageRequest(sk(61), p))).id);
    await sent(other, messageRequest(sk(61), otherProject));
    const enc = seekerIds.encode(sk(61));
    const first = messageHistoriesResponse.parse((await admin.get(`/hr/job_seekers/message_histories?user_id=${enc}&page=1`)).json()).data;
    const second = messageHistoriesResponse.parse((await admin.get(`/hr/job_seekers/message_histories?user_id=${enc}&page=2`)).json()).data;
    expect(first.user_id).toBe(enc);
    expect(first.page_info).toEqual({ page: 1, per: MESSAGE_HISTORY_PAGE_SIZE, total: ids.length, total_pages: 2 });
    expect([...first.results, ...second.results].map((m) => m.id)).toEqual([...ids].reverse());
    expect([...first.results, ...second.results].every((m) => m.company.id === 1)).toBe(true);
    const theirs = messageHistoriesResponse.parse((await other.get(`/hr/job_seekers/message_histories?user_id=${enc}`)).json()).data;
    expect(theirs.page_info.total).toBe(1);
  });

  it('answers 404 for a forged enc and 400 for a malformed one', async () => {
    expect((await admin.get('/hr/job_seekers/message_histories?user_id=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const bad = await admin.get('/hr/job_seekers/message_histories?user_id=%21%21');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'query.user_id' });
  });
});
