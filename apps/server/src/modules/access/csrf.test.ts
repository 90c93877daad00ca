import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@partners/contract';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { logoUpload } from '../../test/uploads.js';
import { salaryReports, savedSearches, searchEvents, talentSettings } from '../../db/schema/index.js';
import { hrCandidates, hrProjects } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { companyPosts, jobApplications, jobPostings, proposals } from '../../db/schema/index.js';
import { ProposalTokens } from '../proposals/proposal-token.js';
import { eq } from 'drizzle-orm';
import {
  auditEvents,
  companies,
  companyReviews,
  officialSalaries,
  otpChallenges,
  reviewReports,
  sessions,
  uploads,
  users,
} from '../../db/schema/index.js';
import { payments, planChangeRequests, salaryAnalyses, salaryTicketLedger } from '../../db/schema/index.js';
import { invitations, memberships } from '../../db/schema/index.js';

let t: TestApp;
/** The link token of an open proposal, for the job seeker's answers; and a project to propose in. */
let proposalToken = '';
let proposalProject = 0;
beforeAll(async () => {
  t = await createTestApp();
  // A saved search to rename and delete (id 1), by an operator who agreed to the privacy terms.
  const admin = await signedIn(t.app, 'admin@demo.test');
  await admin.request({
    method: 'POST',
    url: '/api/v3/resumes/components/matchings',
    payload: { matchings: { privacy_agreement: { value: true } } },
  });
  await admin.request({
    method: 'POST',
    url: '/hr/save_search_queries',
    payload: { hr_save_search_query: { title: '자바 개발자', query: 'query=자바' } },
  });
  // Project 1 and candidate 1 are the demo company's (seed); a known seeker in it, for removal.
  await admin.request({ method: 'POST', url: '/hr/candidates', payload: { user_id: SEEKER(1), project_ids: [1] } });
  // A published newsroom post with pending edits (id 1 until the seed writes posts), for every post action.
  const post = await admin.request({
    method: 'POST',
    url: '/api/v5/partners/company/posts',
    payload: { kind: 'news', title: '소식', body_html: '<p>본문</p>' },
  });
  const postId = post.json<{ data: { post: { id: number } } }>().data.post.id;
  await admin.request({ method: 'PATCH', url: `/api/v5/partners/company/posts/${postId}/publish` });
  await admin.request({
    method: 'PUT',
    url: `/api/v5/partners/company/posts/${postId}`,
    payload: { title: '고친 소식', body_html: '<p>고침</p>', revision: 1 },
  });
  // An open proposal in a project of its own.
  const project = await admin.request({ method: 'POST', url: '/hr/projects', payload: { hr_project: { name: 'CSRF 확인 프로젝트' } } });
  proposalProject = project.json<{ data: { hr_project: { id: number } } }>().data.hr_project.id;
  const sent = await admin.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: proposalBody(1497) });
  const proposalId = sent.json<{ data: { message: { id: number } } }>().data.message.id;
  proposalToken = new ProposalTokens(testConfig().sessionSecret).sign(proposalId, new Date(Date.now() + 86_400_000));
});
const proposalBody = (seeker: number) => ({
  message: { user_id: SEEKER(seeker), project_id: proposalProject, content: '포지션 제안드립니다', request_id: randomUUID() },
});
/** Every posting's id, title and state: a refused call changes none, adds none and removes none. */
const postingRows = async () => (await t.database.db.select().from(jobPostings)).map((p) => [p.id, p.title, p.status]).sort();
/** Every newsroom post's id, title, state, place and revision. */
const postRows = async () =>
  (await t.database.db.select().from(companyPosts)).map((p) => [p.id, p.title, p.status, p.position, p.revision, p.draft]).sort();
const applications = async () => (await t.database.db.select().from(jobApplications)).map((a) => [a.id, a.stage, a.note, a.readAt?.getTime()]);
const proposalStatuses = async () => (await t.database.db.select().from(proposals)).map((p) => [p.id, p.status]);
/** Review management: replies, reports and official salaries (company 1's review, welfare review and salary 1 are the seed's). */
const replies = async () => (await t.database.db.select().from(companyReviews)).map((r) => [r.id, r.replyBody, r.replyUpdatedAt?.getTime()]);
const reports = async () => (await t.database.db.select().from(reviewReports)).length;
const officialSalaryRows = async () => (await t.database.db.select().from(officialSalaries)).map((o) => [o.id, o.amount, o.updatedAt.getTime()]);
/** Operator management: every membership's role and permission, every invitation's link and state. */
const operatorRows = async () =>
  (await t.database.db.select().from(memberships)).map((m) => [m.userId, m.companyId, m.businessRole, m.permission]).sort();
const invitationRows = async () =>
  (await t.database.db.select().from(invitations)).map((i) => [i.id, i.tokenHash, i.expiresAt.getTime(), i.revokedAt, i.acceptedAt]);
/** One-time passwords: the challenges, their tries and verifications, the sessions' step-ups and the lockouts. */
const stepUpState = async () => [
  (await t.database.db.select().from(otpChallenges)).map((c) => [c.id, c.attempts, c.verifiedAt?.getTime()]),
  (await t.database.db.select().from(sessions)).map((s) => s.stepUpUntil?.getTime() ?? null).filter((until) => until !== null),
  (await t.database.db.select().from(users)).map((u) => u.otpLockedUntil?.getTime() ?? null).filter((until) => until !== null),
];
/** Salary analysis: every request's status and the ticket ledger (a refused call uses and refunds nothing). */
const salaryState = async () => [
  (await t.database.db.select().from(salaryAnalyses)).map((a) => [a.id, a.status]).sort(),
  (await t.database.db.select().from(salaryTicketLedger)).length,
];
const SEEKER = (id: number) => new SeekerIdCodec(testConfig().sessionSecret).encode(id);
/** Every session there is (a refused sign-out ends none). */
const sessionCount = async () => (await t.database.db.select().from(sessions)).length;
afterAll(() => t.close());

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A multipart upload of a logo, as the browser sends it. */
const LOGO_UPLOAD = await logoUpload(200);
const companyPage = async () =>
  (await t.database.db.select().from(companies).where(eq(companies.id, 1))).map((c) => [
    c.name,
    c.industryId,
    c.address,
    c.logoUploadId,
    c.coverUploadId,
  ]);

/** How each state-changing route is called, who calls it, and how to see that nothing changed. */
const CALLS: Record<
  string,
  { actor: string; payload?: object; headers?: Record<string, string>; query?: string; state: (c: Client) => Promise<unknown> }
> = {
  'POST /api/v3/client_errors': {
    actor: 'manager',
    payload: { kind: 'render', message: 'TypeError', path: '/partners' },
    state: () => Promise.resolve(t.logs.filter((line) => line.includes('"msg":"client error"')).length),
  },
  'POST /api/v3/user_session': {
    actor: 'manager',
    payload: { email: 'admin@demo.test', password: 'demo-password' },
    // The session stays the manager's, and no sign-in is added to the audit log.
    state: async (c) => [
      (await c.get('/api/v3/business_center/info/info')).json<{ data: { user: { email: string } } }>().data.user.email,
      (await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.signed_in'))).length,
    ],
  },
  'DELETE /users/sign_out_spa': {
    actor: 'admin',
    state: async (c) => (await c.get('/api/v3/business_center/info/info')).statusCode,
  },
  'PUT /api/v3/business_center/info/change_company': {
    actor: 'partner',
    payload: { company_id: 1 },
    state: async (c) => (await c.get('/api/v3/business_center/info/info')).json<{ data: { user: { company_id: number } } }>().data.user.company_id,
  },
  'POST /api/v3/business_center/agreements/tos_recruitment': {
    actor: 'noterms',
    state: async (c) =>
      (await c.get('/api/v3/business_center/info/info')).json<{ data: { user: { is_tos_recruitment_agreed: boolean } } }>().data.user
        .is_tos_recruitment_agreed,
  },
  'PUT /b2b/notifications/read_all': {
    actor: 'admin',
    state: async (c) => (await c.get('/b2b/notifications.json')).json<{ data: { unread_count: number } }>().data.unread_count,
  },
  'POST /api/v3/resumes/components/matchings': {
    actor: 'manager',
    payload: { matchings: { privacy_agreement: { value: true } } },
    state: async (c) =>
      (await c.get('/api/v3/resumes/components/matchings')).json<{ data: { privacy_agreement: { value: boolean } } }>().data.privacy_agreement.value,
  },
  'POST /hr/job_seekers/log_event': {
    actor: 'admin',
    payload: { event: 'search', text: '자바' },
    state: async () => (await t.database.db.select().from(searchEvents)).length,
  },
  'POST /hr/save_search_queries': {
    actor: 'admin',
    payload: { hr_save_search_query: { title: '자바 개발자', query: 'query=자바' } },
    state: async () => (await t.database.db.select().from(savedSearches)).length,
  },
  'PUT /hr/save_search_queries/:id': {
    actor: 'admin',
    payload: { hr_save_search_query: { title: '바뀐 제목' } },
    state: async () => (await t.database.db.select().from(savedSearches)).map((s) => s.title),
  },
  'DELETE /hr/save_search_queries/:id': {
    actor: 'admin',
    state: async () => (await t.database.db.select().from(savedSearches)).length,
  },
  'PUT /hr/save_search_queries/display_toggle': {
    actor: 'admin',
    payload: { display: true },
    state: async () => (await t.database.db.select().from(talentSettings)).map((s) => s.savedSearchDisplay),
  },
  'POST /hr/projects': {
    actor: 'admin',
    payload: { hr_project: { name: '새 프로젝트' } },
    state: async () => (await t.database.db.select().from(hrProjects)).length,
  },
  'PUT /hr/projects/:id': {
    actor: 'admin',
    payload: { hr_project: { name: '바뀐 프로젝트', active: false } },
    state: async () => (await t.database.db.select().from(hrProjects)).map((p) => [p.id, p.name, p.active]),
  },
  'DELETE /hr/projects/:id': {
    actor: 'admin',
    state: async () => (await t.database.db.select().from(hrProjects)).length,
  },
  'POST /hr/candidates': {
    actor: 'admin',
    payload: { user_id: SEEKER(1499), project_ids: [1] },
    state: async () => (await t.database.db.select().from(hrCandidates)).length,
  },
  'DELETE /hr/candidates': {
    actor: 'admin',
    payload: { user_id: SEEKER(1), project_ids: [1] },
    state: async () => (await t.database.db.select().from(hrCandidates)).length,
  },
  'PUT /hr/candidates/:id': {
    actor: 'admin',
    // Candidate 1 is in the demo company's finished project, so it has an action status to clear.
    payload: { action_status: 'none' },
    state: async () => (await t.database.db.select().from(hrCandidates)).map((c) => [c.id, c.actionStatus]),
  },
  'POST /api/v3/hr/messages/requested': {
    actor: 'admin',
    get payload() {
      return proposalBody(1496);
    },
    state: async () => (await t.database.db.select().from(proposals)).length,
  },
  'POST /api/v3/proposals/:token/accept': { actor: 'admin', state: proposalStatuses },
  'POST /api/v3/proposals/:token/reject': { actor: 'admin', payload: { reason: 'other' }, state: proposalStatuses },
  'POST /api/v5/partners/job/postings': {
    actor: 'admin',
    payload: { save_as: 'draft', posting: { title: '새 공고' } },
    state: postingRows,
  },
  'PUT /api/v5/partners/job/postings/:id': {
    actor: 'admin',
    payload: { save_as: 'review', posting: { title: '바뀐 공고' } },
    state: postingRows,
  },
  'POST /api/v5/partners/job/postings/:id/copy': { actor: 'admin', state: postingRows },
  'PATCH /api/v5/partners/job/postings/:id/close': { actor: 'admin', state: postingRows },
  'PATCH /api/v5/partners/job/postings/:id/review_cancel': { actor: 'admin', state: postingRows },
  'DELETE /api/v5/partners/job/postings/:id': { actor: 'admin', state: postingRows },
  'POST /api/v5/partners/company/posts': { actor: 'admin', payload: { kind: 'news', title: '새 소식', body_html: '<p>본문</p>' }, state: postRows },
  'PUT /api/v5/partners/company/posts/:id': {
    actor: 'admin',
    payload: { title: '바뀐 소식', body_html: '<p>본문</p>', revision: 0 },
    state: postRows,
  },
  'PATCH /api/v5/partners/company/posts/:id/publish': { actor: 'admin', state: postRows },
  'PATCH /api/v5/partners/company/posts/:id/unpublish': { actor: 'admin', state: postRows },
  'DELETE /api/v5/partners/company/posts/:id/draft': { actor: 'admin', state: postRows },
  'DELETE /api/v5/partners/company/posts/:id': { actor: 'admin', state: postRows },
  'PUT /api/v5/partners/company/posts/order': { actor: 'admin', payload: { kind: 'news', ids: [1] }, state: postRows },
  'PATCH /api/v5/partners/job/applicants/stage': { actor: 'admin', payload: { ids: [1], stage: 'passed' }, state: applications },
  'PUT /api/v5/partners/job/applicants/:id/note': { actor: 'admin', payload: { note: '메모' }, state: applications },
  'PUT /api/v5/partners/job/applicants/:id/read': { actor: 'admin', state: applications },
  'PUT /api/v5/partners/company/info': {
    actor: 'admin',
    payload: { name: '바뀐 이름', industry_id: 704, size: 'large', address: '서울특별시 중구 세종대로 110' },
    state: companyPage,
  },
  'PUT /api/v5/partners/company/images/:slot': { actor: 'admin', payload: { upload_id: null }, state: companyPage },
  // A multipart body is refused as a JSON one is, before a byte of the file is read or stored.
  'POST /api/v5/partners/uploads': {
    actor: 'admin',
    query: '?purpose=logo',
    ...LOGO_UPLOAD,
    state: async () => [(await t.database.db.select().from(uploads)).length, await companyPage()],
  },
  'PUT /api/v5/partners/reviews/:reviewable_type/:id/reply': { actor: 'admin', payload: { body: '답변' }, state: replies },
  'DELETE /api/v5/partners/reviews/:reviewable_type/:id/reply': { actor: 'admin', state: replies },
  'POST /api/v1/welfare/welfare_reviews/:id/report': { actor: 'admin', payload: { reason: 1 }, state: reports },
  'POST /api/v1/reports': {
    actor: 'admin',
    payload: { reportable_type: 'company_review', reportable_id: 1, report_reason_id: 1 },
    state: reports,
  },
  'PUT /api/v5/partners/official_salaries': {
    actor: 'admin',
    payload: { occupation_id: 11601, year: 2026, amount: 5000 },
    state: officialSalaryRows,
  },
  'DELETE /api/v5/partners/official_salaries/:id': { actor: 'admin', state: officialSalaryRows },
  'POST /api/v5/partners/certify_otp/send': { actor: 'admin', payload: { channel: 'email' }, state: stepUpState },
  'POST /api/v5/partners/certify_otp/verify': { actor: 'admin', payload: { code: '123456' }, state: stepUpState },
  'PUT /api/v5/partners/settings/notification_preferences': {
    actor: 'admin',
    payload: { preferences: [{ event: 'new_review', channel: 'email', enabled: false }] },
    state: async (c) => (await c.get('/api/v5/partners/settings')).json<{ data: { preferences: unknown } }>().data.preferences,
  },
  'PUT /api/v5/partners/settings/marketing_consent': {
    actor: 'manager',
    payload: { agreed: true },
    state: async (c) => (await c.get('/api/v5/partners/settings')).json<{ data: { marketing_consent: unknown } }>().data.marketing_consent,
  },
  'PUT /api/v5/partners/settings/password': {
    actor: 'manager',
    payload: { current_password: 'demo-password', new_password: 'blue-harbor-2026' },
    state: async () => (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'manager@demo.test')))[0]?.hash,
  },
  'DELETE /api/v5/partners/settings/sessions/:id': { actor: 'admin', state: sessionCount },
  'DELETE /api/v5/partners/settings/other_sessions': { actor: 'admin', state: sessionCount },
  'POST /api/v5/partners/operators/invitations': {
    actor: 'admin',
    payload: { email: 'csrf@example.com', business_role: 'manager' },
    state: invitationRows,
  },
  'PATCH /api/v5/partners/operators/:id/approve': { actor: 'admin', payload: { business_role: 'manager' }, state: operatorRows },
  'PATCH /api/v5/partners/operators/:id/role': { actor: 'admin', payload: { business_role: 'manager' }, state: operatorRows },
  'DELETE /api/v5/partners/operators/:id': { actor: 'admin', state: operatorRows },
  'POST /api/v5/partners/operators/invitations/:id/resend': { actor: 'admin', state: invitationRows },
  'DELETE /api/v5/partners/operators/invitations/:id': { actor: 'admin', state: invitationRows },
  'POST /api/v5/invitations/:token/accept': {
    actor: 'admin',
    payload: { mode: 'session' },
    state: async () => [await operatorRows(), (await t.database.db.select().from(users)).length],
  },
  'POST /api/v5/partners/consulting': {
    actor: 'admin',
    payload: { customer_name: '김담당', customer_phone: '010-1234-5678', customer_email: 'hr@example.co.kr', apply_on: 'alri', tos_privacy: true },
    state: async () => (await t.database.db.query.consultingRequests.findMany()).length,
  },
  'POST /api/v5/partners/payment/checkout': {
    actor: 'admin',
    payload: { product_code: 'salary_ticket_1', idempotency_key: 'csrf-test-000000000001' },
    state: async () => (await t.database.db.select().from(payments)).length,
  },
  'POST /api/v5/partners/payment/plan_change_requests': {
    actor: 'admin',
    payload: { to_code: 'vip' },
    state: async () => (await t.database.db.select().from(planChangeRequests)).length,
  },
  'POST /api/v5/partners/salary_analyses': {
    actor: 'admin',
    payload: {
      occupationLevel1: 11600,
      occupationLevel2: 11601,
      experienceYear: 5,
      hopeSalary: 6500,
      preSalary: 5800,
      preCompany: null,
      industryLevel1: 700,
      industryLevel2: 701,
      companySize: 'mid',
      proposeSalary: 6200,
      idempotency_key: 'csrf-test-salary-000001',
    },
    state: salaryState,
  },
  'POST /api/v5/partners/salary_analyses/:id/cancel': { actor: 'admin', state: salaryState },
  'POST /api/demo/salary_analyses/:id/salary_reports': {
    actor: 'admin',
    state: async () => (await t.database.db.select().from(salaryReports)).length,
  },
};

describe('CSRF', () => {
  it('covers every state-changing route', () => {
    const routes = t.app.routeCatalog.filter((r) => STATE_CHANGING.includes(r.method) && r.csrf).map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual(Object.keys(CALLS).sort());
  });

  // A provider's server calls it, not a browser: its signature is the check (decision 0021, payment-webhook.test.ts).
  it('skips only the public webhook entries', () => {
    const unchecked = t.app.routeCatalog.filter((r) => STATE_CHANGING.includes(r.method) && !r.csrf);
    expect(unchecked.map((r) => [r.method, r.url, r.access, r.endpoint])).toEqual([
      ['POST', '/api/v5/payments/webhooks/:provider', 'public', 'payment.webhook'],
    ]);
  });

  for (const [route, call] of Object.entries(CALLS)) {
    const [method = '', pattern = ''] = route.split(' ');
    // The proposal token exists only once beforeAll has run.
    const urlOf = () =>
      pattern.replace(':reviewable_type', 'company_review').replace(':id', '1').replace(':token', proposalToken).replace(':slot', 'logo') +
      (call.query ?? '');
    for (const token of [undefined, 'forged-token']) {
      it(`${route} ${token ? 'with a forged token' : 'without the token'}: 403 and nothing changes`, async () => {
        const client = await signedIn(t.app, `${call.actor}@demo.test`);
        const before = await call.state(client);
        const headers: Record<string, string> = { ...call.headers, cookie: client.cookieHeader };
        if (token) headers[CSRF_HEADER] = token;
        const response = await t.app.inject({ method: method as 'POST', url: urlOf(), payload: call.payload, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'csrf_invalid' });
        expect(await call.state(client)).toEqual(before);
      });
    }
  }

  it('a token from another browser (another cookie) is refused', async () => {
    const mine = await signedIn(t.app, 'admin@demo.test');
    const theirs = await signedIn(t.app, 'manager@demo.test');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/b2b/notifications/read_all',
      headers: { cookie: mine.cookieHeader, [CSRF_HEADER]: await theirs.csrfToken() },
    });
    expect(response.statusCode).toBe(403);
  });
});
