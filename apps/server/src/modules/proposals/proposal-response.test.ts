import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CSRF_HEADER,
  HIRING_PATHS,
  candidateContactResponse,
  errorMessage,
  messageDetailResponse,
  messageRequestResponse,
  proposalForSeekerResponse,
} from '@partners/contract';
import { deliveredMessages, hrCandidates, jobSeekerContacts, jobSeekers, memberships, notifications, proposals } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { Client, createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { maskName } from '../../platform/masking.js';
import { agreeAll, createProject, freeSeekers, messageRequest, setMessengerId } from './proposals.fixtures.js';
import { jobRunner } from '../../test/jobs.js';
import { deliveryKey } from './proposals.jobs.js';
import { ProposalTokens } from './proposal-token.js';

let t: TestApp;
let admin: Client;
let other: Client;
let project: number;
let free: number[] = [];
const tokens = new ProposalTokens(testConfig().sessionSecret);

beforeAll(async () => {
  t = await createTestApp();
  await agreeAll(t);
  admin = await signedIn(t.app, 'admin@demo.test');
  other = await signedIn(t.app, 'other@demo.test');
  project = await createProject(t, 1);
  free = await freeSeekers(t, 40);
});
afterAll(() => t.close());

/** A delivered proposal to a fresh seeker: its ids and the token of the link the seeker received. */
async function deliveredProposal() {
  const jobSeekerId = free.pop();
  if (jobSeekerId === undefined) throw new Error('out of free seekers');
  await setMessengerId(t, jobSeekerId, null);
  const response = await admin.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: messageRequest(jobSeekerId, project) });
  const proposalId = messageRequestResponse.parse(response.json()).data.message.id;
  await jobRunner(t.database.db).drain();
  const [message] = await t.database.db
    .select()
    .from(deliveredMessages)
    .where(eq(deliveredMessages.idempotencyKey, deliveryKey(proposalId)));
  if (!message) throw new Error('not delivered');
  const token = message.link.split('/proposals/respond/')[1] ?? '';
  const [candidate] = await t.database.db
    .select()
    .from(hrCandidates)
    .where(and(eq(hrCandidates.projectId, project), eq(hrCandidates.jobSeekerId, jobSeekerId)));
  if (!candidate) throw new Error('no candidate');
  return { proposalId, jobSeekerId, token, candidateId: candidate.id };
}

async function statusOf(proposalId: number) {
  const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, proposalId));
  return row;
}

async function candidateStatus(candidateId: number) {
  const [row] = await t.database.db.select().from(hrCandidates).where(eq(hrCandidates.id, candidateId));
  return row?.status;
}

const seeker = () => new Client(t.app);

describe('GET /api/v3/proposals/:token', () => {
  it('shows the proposal to the seeker and marks it viewed the first time', async () => {
    const { proposalId, token } = await deliveredProposal();
    expect((await statusOf(proposalId))?.status).toBe('delivered');
    const response = await seeker().get(`/api/v3/proposals/${token}`);
    expect(response.statusCode).toBe(200);
    const { proposal } = proposalForSeekerResponse.parse(response.json()).data;
    expect(proposal).toMatchObject({
      status: 'viewed',
      company: { name: '누리클라우드' },
      content: '안녕하세요. 백엔드 개발자 포지션을 제안드립니다.',
      job_posting: null,
    });
    expect(proposal.company.introduction).toContain('누리클라우드는');
    const viewed = await statusOf(proposalId);
    expect(viewed?.status).toBe('viewed');
    expect(viewed?.viewedAt).toBeInstanceOf(Date);
    // Opening again changes nothing.
    await seeker().get(`/api/v3/proposals/${token}`);
    expect((await statusOf(proposalId))?.viewedAt).toEqual(viewed?.viewedAt);
    const review = messageDetailResponse.parse((await admin.get(`/api/v3/hr/messages/detail/${proposalId}`)).json()).data.message;
    expect(review.response_code).toBe('viewed');
    expect(review.delivered_by).toBe('sms');
  });

  it('answers 404 for a forged or altered link, and says so when a genuine one has expired', async () => {
    const { proposalId, token } = await deliveredProposal();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const cases = [
      `${token.slice(0, -1)}${last}`,
      token.replace(/^[0-9a-z]+/, (id) => (parseInt(id, 36) + 1).toString(36)),
      'abcdefghijklmnopqrstuvwxyz0123456789',
      tokens.sign(999_999, new Date(Date.now() + 86_400_000)),
    ];
    for (const bad of cases) {
      const response = await seeker().get(`/api/v3/proposals/${bad}`);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: 'proposal.link_invalid', message: errorMessage('proposal.link_invalid') });
    }
    const expired = await seeker().get(`/api/v3/proposals/${tokens.sign(proposalId, new Date(Date.now() - 1_000))}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'proposal.link_expired', message: '링크의 유효 기간이 지났습니다' });
    expect((await seeker().get('/api/v3/proposals/short')).statusCode).toBe(400);
    expect((await statusOf(proposalId))?.status).toBe('delivered');
  });
});

describe('accepting', () => {
  it('accepts: the candidate moves to replied, every operator of the company is notified, the contact opens to that company', async () => {
    const { proposalId, jobSeekerId, token, candidateId } = await deliveredProposal();
    expect((await admin.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);

    const response = await seeker().request({ method: 'POST', url: `/api/v3/proposals/${token}/accept` });
    expect(response.statusCode, response.body).toBe(200);
    expect(proposalForSeekerResponse.parse(response.json()).data.proposal.status).toBe('accepted');
    const row = await statusOf(proposalId);
    expect(row?.status).toBe('accepted');
    expect(row?.respondedAt).toBeInstanceOf(Date);
    expect(await candidateStatus(candidateId)).toBe('replied');

    const [person] = await t.database.db.select().from(jobSeekers).where(eq(jobSeekers.id, jobSeekerId));
    const expected = `${maskName(person?.name ?? '')}님이 '2026 하반기 백엔드 개발자' 포지션 제안을 수락했습니다. 연락처를 확인해 보세요.`;
    const sent = await t.database.db.select().from(notifications).where(eq(notifications.message, expected));
    const operators = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, 1), eq(memberships.permission, 'granted')));
    expect(sent.map((n) => n.userId).sort()).toEqual(operators.map((o) => o.userId).sort());
    expect(sent.every((n) => n.companyId === 1 && n.url === HIRING_PATHS.projectCandidates(project, 'replied'))).toBe(true);
    const bell = (await admin.get('/b2b/notifications.json?noti_for=noti_bar&per=5')).json<{ data: { notifications: { message: string }[] } }>();
    expect(bell.data.notifications[0]?.message).toBe(expected);

    const contact = await admin.get(`/hr/candidates/${candidateId}/contact`);
    expect(contact.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, jobSeekerId));
    expect(candidateContactResponse.parse(contact.json()).data).toEqual({
      id: candidateId,
      name: person?.name,
      contact: { phone: stored?.phone, email: stored?.email },
      accepted_at: row?.respondedAt?.toISOString(),
    });
    const manager = await signedIn(t.app, 'manager@demo.test');
    expect((await manager.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(200);
    expect((await other.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);
  });

  it("is the seeker's act: a browser signed in to the proposing company cannot open, accept or reject, and nothing changes", async () => {
    const { proposalId, token, candidateId } = await deliveredProposal();
    const manager = await signedIn(t.app, 'manager@demo.test');
    for (const company of [admin, manager]) {
      for (const call of [
        { method: 'GET' as const, url: `/api/v3/proposals/${token}` },
        { method: 'POST' as const, url: `/api/v3/proposals/${token}/accept` },
        { method: 'POST' as const, url: `/api/v3/proposals/${token}/reject`, payload: { reason: 'other' } },
      ]) {
        const response = await company.request(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'proposal.company_session' });
      }
    }
    expect((await statusOf(proposalId))?.status).toBe('delivered');
    expect((await admin.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);
    // Another company's browser is no seeker either, but it is not the proposing company: the link works there.
    expect((await other.get(`/api/v3/proposals/${token}`)).statusCode).toBe(200);
  });

  it('answers 409 to a second answer and changes nothing', async () => {
    const { proposalId, token } = await deliveredProposal();
    expect((await seeker().request({ method: 'POST', url: `/api/v3/proposals/${token}/accept` })).statusCode).toBe(200);
    const before = await statusOf(proposalId);
    const notified = (await t.database.db.select().from(notifications)).length;
    const again = await seeker().request({ method: 'POST', url: `/api/v3/proposals/${token}/accept` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'proposal.already_answered', message: '이미 응답한 포지션 제안입니다' });
    const reject = await seeker().request({ method: 'POST', url: `/api/v3/proposals/${token}/reject`, payload: { reason: 'other' } });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ code: 'proposal.already_answered' });
    expect(await statusOf(proposalId)).toEqual(before);
    expect((await t.database.db.select().from(notifications)).length).toBe(notified);
    // The page still opens, showing the answer.
    const view = proposalForSeekerResponse.parse((await seeker().get(`/api/v3/proposals/${token}`)).json()).data.proposal;
    expect(view.status).toBe('accepted');
  });

  it('refuses an answer without the CSRF token', async () => {
    const { proposalId, token } = await deliveredProposal();
    const client = seeker();
    await client.csrfToken();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v3/proposals/${token}/accept`,
      headers: { cookie: client.cookieHeader, [CSRF_HEADER]: 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect((await statusOf(proposalId))?.status).toBe('delivered');
  });
});

describe('rejecting', () => {
  it('rejects with a reason the recruiter sees; the candidate is replied; no contact is revealed', async () => {
    const { proposalId, token, candidateId } = await deliveredProposal();
    const response = await seeker().request({
      method: 'POST',
      url: `/api/v3/proposals/${token}/reject`,
      payload: { reason: 'salary_mismatch', detail: '  희망 연봉과 차이가 있습니다.  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(proposalForSeekerResponse.parse(response.json()).data.proposal.status).toBe('rejected');
    expect(await candidateStatus(candidateId)).toBe('replied');
    const review = messageDetailResponse.parse((await admin.get(`/api/v3/hr/messages/detail/${proposalId}`)).json()).data.message;
    expect(review).toMatchObject({ response_code: 'rejected', reject: { reason: 'salary_mismatch', detail: '희망 연봉과 차이가 있습니다.' } });
    expect(review.responded_at).not.toBeNull();
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, 1)).orderBy(notifications.id);
    expect(notice).toBeDefined();
    const latest = (await admin.get('/b2b/notifications.json?noti_for=noti_bar&per=5')).json<{ data: { notifications: { message: string }[] } }>();
    expect(latest.data.notifications[0]?.message).toMatch(/포지션 제안을 거절했습니다\. 거절 사유를 확인해 보세요\.$/);
    expect((await admin.get(`/hr/candidates/${candidateId}/contact`)).statusCode).toBe(404);
  });

  it('names an invalid reason in a 400', async () => {
    const { token } = await deliveredProposal();
    const response = await seeker().request({ method: 'POST', url: `/api/v3/proposals/${token}/reject`, payload: { reason: 'bored' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.reason' });
    const long = await seeker().request({
      method: 'POST',
      url: `/api/v3/proposals/${token}/reject`,
      payload: { reason: 'other', detail: '가'.repeat(301) },
    });
    expect(long.json()).toMatchObject({ field: 'body.detail' });
  });
});

describe('an expired proposal', () => {
  it('reads as expired and cannot be answered', async () => {
    const { proposalId, token, candidateId } = await deliveredProposal();
    await t.database.db
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(proposals.id, proposalId));
    const view = proposalForSeekerResponse.parse((await seeker().get(`/api/v3/proposals/${token}`)).json()).data.proposal;
    expect(view.status).toBe('expired');
    const response = await seeker().request({ method: 'POST', url: `/api/v3/proposals/${token}/accept` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'proposal.expired', message: '응답 기한이 지난 포지션 제안입니다' });
    expect((await statusOf(proposalId))?.status).toBe('delivered');
    expect(await candidateStatus(candidateId)).toBe('contacted');
  });
});
