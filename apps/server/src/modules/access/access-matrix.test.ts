import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACTORS, ActorSessions, type ActorName } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { logoUpload } from '../../test/uploads.js';
import { memberships, talentSettings } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';
import { ProposalTokens } from '../proposals/proposal-token.js';
import { koreanMonth } from '@partners/contract/korea-time';

let t: TestApp;
let actors: ActorSessions;
beforeAll(async () => {
  // Every actor tries a wrong password on one account in the sign-in row, and gets a fresh session for every row
  // (ActorSessions): the per-account limits (their own tests in auth.test.ts) are set out of reach here.
  t = await createTestApp({ signInAccount: { slowAfter: 10_000, lockAfter: 10_000, lockMinutes: 15 } });
  // Every demo operator has agreed to the privacy terms, so the talent rows show the access rules alone.
  const operators = await t.database.db.select({ userId: memberships.userId, companyId: memberships.companyId }).from(memberships);
  await t.database.db.insert(talentSettings).values(operators.map((o) => ({ ...o, privacyAgreedAt: new Date() })));
  actors = new ActorSessions(t.app, t.database.db);
});
afterAll(() => t.close());

type Expected = Record<ActorName, number>;
const all = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected;
const signedIn = (status: number): Expected => ({ ...all(status), anon: 401 });
/** The console's gates (spec §5): configuration 403, permission 403. */
const consoleGates = (status: number): Expected => ({ ...signedIn(status), unconfigured: 403, nopermission: 403 });
/** Postings and applicants, what the recruitment-service terms cover (decision 0003): also terms 230. */
const recruitmentGates = (status: number): Expected => ({ ...consoleGates(status), noterms: 230 });
/** Console gates, and the talent pool's plan rule (spec §6): the basic plan without biz is refused. */
const talent = (status: number): Expected => ({ ...consoleGates(status), basic: 403 });
/** Operator management (endpoints.ts `operators`): a not-configured company passes; no permission 403. */
const operatorsLevel = (status: number): Expected => ({ ...signedIn(status), nopermission: 403 });
/** Console gates, and salary analysis' rule: the company applied for it (companies 1, 5 and 6 of the demo). */
const salaryApplied = (status: number): Expected => ({ ...consoleGates(status), basic: 403, noalri: 403, other: 403 });
const get = (url: string, status = 200): Row => ({
  method: 'GET',
  url: url.split('?')[0] ?? url,
  request: { method: 'GET', url },
  expected: talent(status),
});
const ENC = new SeekerIdCodec(testConfig().sessionSecret).encode(1);
const NO_PROPOSAL = new ProposalTokens(testConfig().sessionSecret).sign(999999, new Date(Date.now() + 86_400_000));

const POSTINGS = '/api/v5/partners/job/postings';
const POSTS = '/api/v5/partners/company/posts';
const OPERATORS = '/api/v5/partners/operators';
const ANALYSES = '/api/v5/partners/salary_analyses';
const VISITORS = '/api/v5/partners/data/visitors';
/** The last three Korean months. */
const VISITOR_MONTHS = (() => {
  const { year, month } = koreanMonth(new Date());
  const from = new Date(Date.UTC(year, month - 3, 1));
  return { from: from.toISOString().slice(0, 7), to: `${year}-${String(month).padStart(2, '0')}` };
})();

/** A multipart upload of a 120×120 PNG logo (the smallest a logo may be), as the browser sends it. */
const UPLOAD_REQUEST: InjectOptions = { method: 'POST', url: '/api/v5/partners/uploads?purpose=logo', ...(await logoUpload()) };

type Row = { method: string; url: string; request: InjectOptions; expected: Expected };

const consulting = {
  customer_name: '김담당',
  customer_phone: '010-1234-5678',
  customer_email: 'hr@example.co.kr',
  apply_on: 'reputation_management',
  tos_privacy: true,
};

/** Every route, with the status each actor gets. A route missing here fails the suite. */
const MATRIX: Row[] = [
  { method: 'GET', url: '/healthz', request: { method: 'GET', url: '/healthz' }, expected: all(200) },
  { method: 'GET', url: '/api/openapi.json', request: { method: 'GET', url: '/api/openapi.json' }, expected: all(200) },
  { method: 'GET', url: '/api/v3/csrf', request: { method: 'GET', url: '/api/v3/csrf' }, expected: all(200) },
  {
    method: 'POST',
    url: '/api/v3/client_errors',
    request: { method: 'POST', url: '/api/v3/client_errors', payload: { kind: 'render', message: 'TypeError', path: '/partners' } },
    expected: all(200),
  },
  {
    method: 'POST',
    url: '/api/v3/user_session',
    request: { method: 'POST', url: '/api/v3/user_session', payload: { email: 'admin@demo.test', password: 'wrong-password' } },
    expected: all(401),
  },
  { method: 'DELETE', url: '/users/sign_out_spa', request: { method: 'DELETE', url: '/users/sign_out_spa' }, expected: all(200) },
  {
    method: 'GET',
    url: '/api/v3/business_center/info/info',
    request: { method: 'GET', url: '/api/v3/business_center/info/info' },
    expected: signedIn(200),
  },
  {
    method: 'GET',
    url: '/api/v3/business_center/info/usage',
    request: { method: 'GET', url: '/api/v3/business_center/info/usage' },
    expected: consoleGates(200),
  },
  {
    method: 'PUT',
    url: '/api/v3/business_center/info/change_company',
    request: { method: 'PUT', url: '/api/v3/business_center/info/change_company', payload: { company_id: 1 } },
    expected: { ...signedIn(403), partner: 200 },
  },
  {
    method: 'GET',
    url: '/autocomplete/company_names.json',
    request: { method: 'GET', url: '/autocomplete/company_names.json?term=%EB%88%84%EB%A6%AC&with_industry=true' },
    expected: signedIn(200),
  },
  {
    method: 'GET',
    url: '/b2b/notifications.json',
    request: { method: 'GET', url: '/b2b/notifications.json?noti_for=noti_bar&per=5' },
    expected: consoleGates(200),
  },
  { method: 'PUT', url: '/b2b/notifications/read_all', request: { method: 'PUT', url: '/b2b/notifications/read_all' }, expected: consoleGates(200) },
  {
    method: 'POST',
    url: '/api/v5/partners/consulting',
    request: { method: 'POST', url: '/api/v5/partners/consulting', payload: consulting },
    expected: consoleGates(200),
  },
  get('/api/v5/partners/hr/job_seekers/search?query=%EC%9E%90%EB%B0%94&yoe=1;5'),
  get('/hr/job_seekers/search_result?pool=company_pool'),
  get('/hr/job_seekers/context'),
  get('/hr/job_seekers/filters?type=education'),
  get('/api/v1/common/wizard/meta_info?fields=occupation1'),
  get('/api/v3/resumes/components/agreements?codes=privacy_agreement'),
  get('/api/v3/resumes/components/matchings?response_form=value_only&matching_target=privacy_agreement'),
  get('/hr/save_search_queries?page=1'),
  get('/hr/save_search_queries/display_modal'),
  // Issue 21: the proposal response report.
  get('/api/v5/partners/hr/proposal_reports?from_date=2026-01&to_date=2026-06'),
  { ...get(`/hr/job_seekers/profile?enc=${ENC}`), url: '/hr/job_seekers/profile' },
  {
    method: 'POST',
    url: '/hr/job_seekers/log_event',
    request: { method: 'POST', url: '/hr/job_seekers/log_event', payload: { event: 'search', text: '자바' } },
    expected: talent(200),
  },
  {
    method: 'POST',
    url: '/api/v3/resumes/components/matchings',
    request: { method: 'POST', url: '/api/v3/resumes/components/matchings', payload: { matchings: { privacy_agreement: { value: true } } } },
    expected: talent(200),
  },
  {
    method: 'POST',
    url: '/hr/save_search_queries',
    request: { method: 'POST', url: '/hr/save_search_queries', payload: { hr_save_search_query: { title: '자바 개발자', query: 'query=자바' } } },
    expected: talent(200),
  },
  {
    method: 'PUT',
    url: '/hr/save_search_queries/display_toggle',
    request: { method: 'PUT', url: '/hr/save_search_queries/display_toggle', payload: { display: true } },
    expected: talent(200),
  },
  {
    method: 'PUT',
    url: '/hr/save_search_queries/:id',
    // No such saved search in anyone's company: allowed callers get 404, the rest their gate's answer.
    request: { method: 'PUT', url: '/hr/save_search_queries/999999', payload: { hr_save_search_query: { recommend: true } } },
    expected: talent(404),
  },
  {
    method: 'DELETE',
    url: '/hr/save_search_queries/:id',
    request: { method: 'DELETE', url: '/hr/save_search_queries/999999' },
    expected: talent(404),
  },
  get('/hr/projects?active=true&page=1'),
  {
    method: 'POST',
    url: '/hr/projects',
    request: { method: 'POST', url: '/hr/projects', payload: { hr_project: { name: '접근 확인 프로젝트' } } },
    expected: talent(200),
  },
  // No such project, candidate or posting in anyone's company: allowed callers get 404.
  { ...get('/hr/projects/999999', 404), url: '/hr/projects/:id' },
  {
    method: 'PUT',
    url: '/hr/projects/:id',
    request: { method: 'PUT', url: '/hr/projects/999999', payload: { hr_project: { active: false } } },
    expected: talent(404),
  },
  { method: 'DELETE', url: '/hr/projects/:id', request: { method: 'DELETE', url: '/hr/projects/999999' }, expected: talent(404) },
  { ...get('/hr/projects/999999/candidates?action_status=intact', 404), url: '/hr/projects/:id/candidates' },
  get('/hr/candidates?action_status=completed'),
  {
    method: 'POST',
    url: '/hr/candidates',
    request: { method: 'POST', url: '/hr/candidates', payload: { user_id: ENC, project_ids: [999999] } },
    expected: talent(404),
  },
  {
    method: 'DELETE',
    url: '/hr/candidates',
    request: { method: 'DELETE', url: '/hr/candidates', payload: { user_id: [ENC], project_ids: [999999] } },
    expected: talent(404),
  },
  {
    method: 'PUT',
    url: '/hr/candidates/:id',
    request: { method: 'PUT', url: '/hr/candidates/999999', payload: { action_status: 'hired' } },
    expected: talent(404),
  },
  { ...get(`/hr/candidates/${ENC}/projects?page=1`), url: '/hr/candidates/:user_id/projects' },
  get('/hr/job_postings'),
  {
    method: 'POST',
    url: '/api/v3/hr/messages/requested',
    // No such project in anyone's company: allowed callers get 404 (and nothing is sent).
    request: {
      method: 'POST',
      url: '/api/v3/hr/messages/requested',
      payload: { message: { user_id: ENC, project_id: 999999, content: '포지션 제안드립니다', request_id: '8d3c1f6e-3c1a-4a8e-9a51-0f2b7c4d9e10' } },
    },
    expected: talent(404),
  },
  { ...get('/api/v3/hr/messages/detail/999999', 404), url: '/api/v3/hr/messages/detail/:id' },
  { ...get(`/hr/job_seekers/message_histories?user_id=${ENC}`), url: '/hr/job_seekers/message_histories' },
  { ...get('/hr/candidates/999999/contact', 404), url: '/hr/candidates/:id/contact' },
  // Recruitment's postings (recruitment access: the terms gate). No such posting in anyone's company: allowed callers get 404.
  { method: 'GET', url: `${POSTINGS}/summary`, request: { method: 'GET', url: `${POSTINGS}/summary` }, expected: recruitmentGates(200) },
  {
    method: 'GET',
    url: '/api/v5/partners/job/statistics',
    request: { method: 'GET', url: '/api/v5/partners/job/statistics?job_posting_ids=999999' },
    expected: recruitmentGates(404),
  },
  { method: 'GET', url: POSTINGS, request: { method: 'GET', url: `${POSTINGS}?status=open&order=deadline` }, expected: recruitmentGates(200) },
  { method: 'GET', url: `${POSTINGS}.csv`, request: { method: 'GET', url: `${POSTINGS}.csv?status=all` }, expected: recruitmentGates(200) },
  { method: 'GET', url: `${POSTINGS}/occupations`, request: { method: 'GET', url: `${POSTINGS}/occupations` }, expected: recruitmentGates(200) },
  { method: 'GET', url: `${POSTINGS}/:id`, request: { method: 'GET', url: `${POSTINGS}/999999` }, expected: recruitmentGates(404) },
  {
    method: 'POST',
    url: POSTINGS,
    request: { method: 'POST', url: POSTINGS, payload: { save_as: 'draft', posting: { title: '접근 확인 공고' } } },
    // Spec §6: without job-posting biz and not premium_recruit, registering is the payment page's.
    expected: { ...recruitmentGates(200), basic: 403 },
  },
  {
    method: 'PUT',
    url: `${POSTINGS}/:id`,
    request: { method: 'PUT', url: `${POSTINGS}/999999`, payload: { save_as: 'draft', posting: { title: '접근 확인 공고' } } },
    expected: recruitmentGates(404),
  },
  {
    method: 'POST',
    url: `${POSTINGS}/:id/copy`,
    request: { method: 'POST', url: `${POSTINGS}/999999/copy` },
    expected: { ...recruitmentGates(404), basic: 403 },
  },
  { method: 'PATCH', url: `${POSTINGS}/:id/close`, request: { method: 'PATCH', url: `${POSTINGS}/999999/close` }, expected: recruitmentGates(404) },
  {
    method: 'PATCH',
    url: `${POSTINGS}/:id/review_cancel`,
    request: { method: 'PATCH', url: `${POSTINGS}/999999/review_cancel` },
    expected: recruitmentGates(404),
  },
  { method: 'DELETE', url: `${POSTINGS}/:id`, request: { method: 'DELETE', url: `${POSTINGS}/999999` }, expected: recruitmentGates(404) },
  // The newsroom's posts: console screens for every plan (a free feature). No such post in anyone's company: allowed callers get 404.
  { method: 'GET', url: POSTS, request: { method: 'GET', url: `${POSTS}?kind=news&status=all` }, expected: consoleGates(200) },
  { method: 'GET', url: `${POSTS}/:id`, request: { method: 'GET', url: `${POSTS}/999999` }, expected: consoleGates(404) },
  {
    method: 'POST',
    url: POSTS,
    request: { method: 'POST', url: POSTS, payload: { kind: 'news', title: '접근 확인 소식', body_html: '<p>확인</p>' } },
    expected: consoleGates(200),
  },
  {
    method: 'PUT',
    url: `${POSTS}/:id`,
    request: { method: 'PUT', url: `${POSTS}/999999`, payload: { title: '접근 확인 소식', body_html: '<p>확인</p>', revision: 0 } },
    expected: consoleGates(404),
  },
  { method: 'PATCH', url: `${POSTS}/:id/publish`, request: { method: 'PATCH', url: `${POSTS}/999999/publish` }, expected: consoleGates(404) },
  { method: 'PATCH', url: `${POSTS}/:id/unpublish`, request: { method: 'PATCH', url: `${POSTS}/999999/unpublish` }, expected: consoleGates(404) },
  { method: 'DELETE', url: `${POSTS}/:id/draft`, request: { method: 'DELETE', url: `${POSTS}/999999/draft` }, expected: consoleGates(404) },
  { method: 'DELETE', url: `${POSTS}/:id`, request: { method: 'DELETE', url: `${POSTS}/999999` }, expected: consoleGates(404) },
  {
    method: 'PUT',
    url: `${POSTS}/order`,
    request: { method: 'PUT', url: `${POSTS}/order`, payload: { kind: 'story', ids: [999999] } },
    // The ids are not the caller's board.
    expected: consoleGates(409),
  },
  // Applicants (decision 0017): recruitment screens (the terms gate); no such application or posting in anyone's company, so allowed callers get 404.
  {
    method: 'GET',
    url: '/api/v5/partners/job/applicants',
    request: { method: 'GET', url: '/api/v5/partners/job/applicants?stage=not_opened' },
    expected: recruitmentGates(200),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/job/applicants/:id',
    request: { method: 'GET', url: '/api/v5/partners/job/applicants/999999' },
    expected: recruitmentGates(404),
  },
  {
    method: 'PATCH',
    url: '/api/v5/partners/job/applicants/stage',
    request: { method: 'PATCH', url: '/api/v5/partners/job/applicants/stage', payload: { ids: [999999], stage: 'reviewing' } },
    expected: recruitmentGates(404),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/job/applicants/:id/note',
    request: { method: 'PUT', url: '/api/v5/partners/job/applicants/999999/note', payload: { note: '메모' } },
    expected: recruitmentGates(404),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/job/applicants/:id/read',
    request: { method: 'PUT', url: '/api/v5/partners/job/applicants/999999/read' },
    expected: recruitmentGates(404),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/job/postings/:id/applicants.csv',
    request: { method: 'GET', url: '/api/v5/partners/job/postings/999999/applicants.csv' },
    expected: recruitmentGates(404),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/job/postings/:id/applicants.csv',
    // With contacts: a sensitive export, refused without a step-up (no demo actor is stepped up here; the
    // stepped-up callers with real ids are in sensitive-matrix.test.ts).
    request: { method: 'GET', url: '/api/v5/partners/job/postings/999999/applicants.csv?contacts=true' },
    expected: recruitmentGates(403),
  },
  // Fit candidates come from the talent pool: its plan rule applies.
  { ...get('/api/v5/partners/job/postings/999999/fit_candidates', 404), url: '/api/v5/partners/job/postings/:id/fit_candidates' },
  // The audit log: the company's admins only (manager and basic are managers).
  ...['/api/v5/partners/audit_events', '/api/v5/partners/audit_events/filters', '/api/v5/partners/audit_events.csv'].map((url): Row => ({
    method: 'GET',
    url,
    request: { method: 'GET', url },
    expected: { ...consoleGates(200), manager: 403, basic: 403 },
  })),
  // The company page (console access). An industry of level 1 is refused after access, so allowed callers get 400
  // and no demo company's page changes; no upload 999999 is anyone's, so allowed callers get 404.
  {
    method: 'GET',
    url: '/api/v5/partners/company/info',
    request: { method: 'GET', url: '/api/v5/partners/company/info' },
    expected: consoleGates(200),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/company/info',
    request: { method: 'PUT', url: '/api/v5/partners/company/info', payload: { name: '접근 확인', industry_id: 700, size: 'mid' } },
    expected: consoleGates(400),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/company/images/:slot',
    request: { method: 'PUT', url: '/api/v5/partners/company/images/logo', payload: { upload_id: 999999 } },
    expected: consoleGates(404),
  },
  { method: 'POST', url: '/api/v5/partners/uploads', request: UPLOAD_REQUEST, expected: consoleGates(200) },
  {
    method: 'GET',
    url: '/api/v5/partners/uploads/:id',
    request: { method: 'GET', url: '/api/v5/partners/uploads/999999' },
    expected: consoleGates(404),
  },
  // Stored files are public (the company page's images): an unknown one is a 404 for everyone.
  { method: 'GET', url: '/files/:token/:name', request: { method: 'GET', url: `/files/${'0'.repeat(32)}/large.webp` }, expected: all(404) },
  // Review management (issue 18): console screens; paid-grade writes (replies, official salaries) need a
  // branding plan (basic: company 2 basic, noalri: company 4 standard). No review or salary 999999 anywhere.
  ...['company_reviews', 'interview_reviews', 'welfare_reviews'].flatMap((list): Row[] => [
    {
      method: 'GET',
      url: `/api/v5/partners/${list}`,
      request: { method: 'GET', url: `/api/v5/partners/${list}?replied=unreplied&order=rating_low` },
      expected: consoleGates(200),
    },
    {
      method: 'GET',
      url: `/api/v5/partners/${list}/summary`,
      request: { method: 'GET', url: `/api/v5/partners/${list}/summary` },
      expected: consoleGates(200),
    },
  ]),
  {
    method: 'PUT',
    url: '/api/v5/partners/reviews/:reviewable_type/:id/reply',
    request: { method: 'PUT', url: '/api/v5/partners/reviews/company_review/999999/reply', payload: { body: '답변' } },
    expected: { ...consoleGates(404), basic: 403, noalri: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/v5/partners/reviews/:reviewable_type/:id/reply',
    request: { method: 'DELETE', url: '/api/v5/partners/reviews/interview_review/999999/reply' },
    expected: { ...consoleGates(404), basic: 403, noalri: 403 },
  },
  { method: 'GET', url: '/api/v1/report_reasons', request: { method: 'GET', url: '/api/v1/report_reasons' }, expected: consoleGates(200) },
  {
    method: 'POST',
    url: '/api/v1/welfare/welfare_reviews/:id/report',
    request: { method: 'POST', url: '/api/v1/welfare/welfare_reviews/999999/report', payload: { reason: 1 } },
    expected: consoleGates(404),
  },
  {
    method: 'POST',
    url: '/api/v1/reports',
    request: { method: 'POST', url: '/api/v1/reports', payload: { reportable_type: 'company_review', reportable_id: 999999, report_reason_id: 1 } },
    expected: consoleGates(404),
  },
  { method: 'GET', url: '/api/v5/partners/salaries', request: { method: 'GET', url: '/api/v5/partners/salaries' }, expected: consoleGates(200) },
  {
    method: 'PUT',
    url: '/api/v5/partners/official_salaries',
    // A level 1 occupation: refused (400) after the plan check, so that the matrix publishes nothing.
    request: { method: 'PUT', url: '/api/v5/partners/official_salaries', payload: { occupation_id: 11600, year: 2026, amount: 5000 } },
    expected: { ...consoleGates(400), basic: 403, noalri: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/v5/partners/official_salaries/:id',
    request: { method: 'DELETE', url: '/api/v5/partners/official_salaries/999999' },
    expected: { ...consoleGates(404), basic: 403, noalri: 403 },
  },
  // Settings (decision 0022): the operator's own account, behind the console gates. The password change needs
  // a fresh step-up (403 here; sensitive-matrix.test.ts passes it); a made-up session id is nobody's (404).
  { method: 'GET', url: '/api/v5/partners/settings', request: { method: 'GET', url: '/api/v5/partners/settings' }, expected: consoleGates(200) },
  {
    method: 'PUT',
    url: '/api/v5/partners/settings/notification_preferences',
    request: {
      method: 'PUT',
      url: '/api/v5/partners/settings/notification_preferences',
      payload: { preferences: [{ event: 'analysis_ready', channel: 'email', enabled: true }] },
    },
    expected: consoleGates(200),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/settings/marketing_consent',
    request: { method: 'PUT', url: '/api/v5/partners/settings/marketing_consent', payload: { agreed: false } },
    expected: consoleGates(200),
  },
  {
    method: 'PUT',
    url: '/api/v5/partners/settings/password',
    request: {
      method: 'PUT',
      url: '/api/v5/partners/settings/password',
      payload: { current_password: 'not-the-password', new_password: 'blue-harbor-2026' },
    },
    expected: consoleGates(403),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/settings/sessions',
    request: { method: 'GET', url: '/api/v5/partners/settings/sessions' },
    expected: consoleGates(200),
  },
  {
    method: 'DELETE',
    url: '/api/v5/partners/settings/sessions/:id',
    request: { method: 'DELETE', url: `/api/v5/partners/settings/sessions/${'A'.repeat(43)}` },
    expected: consoleGates(404),
  },
  {
    method: 'DELETE',
    url: '/api/v5/partners/settings/other_sessions',
    request: { method: 'DELETE', url: '/api/v5/partners/settings/other_sessions' },
    expected: consoleGates(200),
  },
  // The job seeker's side is public: a link that names no proposal is a 404 for everyone.
  { method: 'GET', url: '/api/v3/proposals/:token', request: { method: 'GET', url: `/api/v3/proposals/${NO_PROPOSAL}` }, expected: all(404) },
  {
    method: 'POST',
    url: '/api/v3/proposals/:token/accept',
    request: { method: 'POST', url: `/api/v3/proposals/${NO_PROPOSAL}/accept` },
    expected: all(404),
  },
  {
    method: 'POST',
    url: '/api/v3/proposals/:token/reject',
    request: { method: 'POST', url: `/api/v3/proposals/${NO_PROPOSAL}/reject`, payload: { reason: 'other' } },
    expected: all(404),
  },
  // Payment management: every operator reads; only the top operator buys or requests (decision 0021).
  {
    method: 'GET',
    url: '/api/v5/partners/payment/summary',
    request: { method: 'GET', url: '/api/v5/partners/payment/summary' },
    expected: consoleGates(200),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/payment/products',
    request: { method: 'GET', url: '/api/v5/partners/payment/products' },
    expected: consoleGates(200),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/payment/payments',
    request: { method: 'GET', url: '/api/v5/partners/payment/payments?page=1' },
    expected: consoleGates(200),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/payment/payments/:id/receipt',
    request: { method: 'GET', url: '/api/v5/partners/payment/payments/999999/receipt' },
    expected: consoleGates(404),
  },
  {
    method: 'POST',
    url: '/api/v5/partners/payment/checkout',
    request: {
      method: 'POST',
      url: '/api/v5/partners/payment/checkout',
      payload: { product_code: 'salary_ticket_1', idempotency_key: 'access-matrix-0000000001' },
    },
    // The top operator, stepped up (none is here: 403; sensitive-matrix.test.ts has the callers who pass).
    expected: consoleGates(403),
  },
  // The provider's webhook is public and signed: an unsigned request is refused for everyone.
  {
    method: 'POST',
    url: '/api/v5/payments/webhooks/:provider',
    request: { method: 'POST', url: '/api/v5/payments/webhooks/test', payload: { id: 'evt_1', type: 'payment.paid' } },
    expected: all(400),
  },
  {
    method: 'GET',
    url: '/api/v5/partners/payment/plan_change_requests',
    request: { method: 'GET', url: '/api/v5/partners/payment/plan_change_requests' },
    expected: consoleGates(200),
  },
  {
    method: 'POST',
    url: '/api/v5/partners/payment/plan_change_requests',
    request: { method: 'POST', url: '/api/v5/partners/payment/plan_change_requests', payload: { to_code: 'vip' } },
    // Admins without a one-time-password step-up: step_up_required; managers: admin_only (sensitive-matrix.test.ts).
    expected: consoleGates(403),
  },
  // Salary analysis (decision 0024): console screens for companies that applied (admin, manager: company 1;
  // partner: company 6); basic, noalri and other operate companies that have not (403 not_applied). No request
  // 999999 anywhere: allowed callers get 404. The create row names a level 2 occupation under another level 1:
  // refused (400) after access, so the matrix records nothing and uses no ticket.
  { method: 'GET', url: `${ANALYSES}/form`, request: { method: 'GET', url: `${ANALYSES}/form` }, expected: salaryApplied(200) },
  { method: 'GET', url: ANALYSES, request: { method: 'GET', url: `${ANALYSES}?status=analysable&page=1` }, expected: salaryApplied(200) },
  {
    method: 'POST',
    url: ANALYSES,
    request: {
      method: 'POST',
      url: ANALYSES,
      payload: {
        occupationLevel1: 11600,
        occupationLevel2: 11701,
        experienceYear: 5,
        hopeSalary: 6500,
        preSalary: null,
        preCompany: null,
        industryLevel1: 700,
        industryLevel2: 701,
        companySize: 'mid',
        proposeSalary: null,
        idempotency_key: 'access-matrix-salary-0001',
      },
    },
    expected: salaryApplied(400),
  },
  { method: 'GET', url: `${ANALYSES}/:id`, request: { method: 'GET', url: `${ANALYSES}/999999` }, expected: salaryApplied(404) },
  {
    method: 'POST',
    url: `${ANALYSES}/:id/cancel`,
    request: { method: 'POST', url: `${ANALYSES}/999999/cancel` },
    expected: salaryApplied(404),
  },
  {
    method: 'POST',
    url: '/api/demo/salary_analyses/:id/salary_reports',
    request: { method: 'POST', url: '/api/demo/salary_analyses/999999/salary_reports' },
    expected: salaryApplied(404),
  },
  // Score statistics (issue 21): a console screen, every plan.
  {
    method: 'GET',
    url: '/api/v5/partners/data/scores',
    request: { method: 'GET', url: '/api/v5/partners/data/scores?from_date=2025-01&to_date=2025-12' },
    expected: consoleGates(200),
  },
  // The home dashboard's slots (decision 0025): home is an alri page, so the reputation level (every console
  // gate and alri: noalri 230 to the brand service's page). Read-only: nothing to spoil for the rows after them.
  ...(
    [
      'event_log?page=1&per=5',
      'banner',
      'dash_board/business_status',
      'external_summary',
      'external_reputation',
      'internal_summary',
      'internal_reputation',
      'job_postings?page=1&per=5',
      'sales_histories?page=1&per=5',
    ] as const
  ).map((slot): Row => ({
    method: 'GET',
    url: `/api/v3/business_center/${slot.split('?')[0] ?? slot}`,
    request: { method: 'GET', url: `/api/v3/business_center/${slot}` },
    expected: { ...consoleGates(200), noalri: 230 },
  })),
  // Demo mode (on in tests; the routes exist only then): any signed-in user, for its own company's proposals.
  { method: 'GET', url: '/api/demo/candidate_inbox', request: { method: 'GET', url: '/api/demo/candidate_inbox' }, expected: signedIn(200) },
  // The seekers' phone: the server's printed key only; a session is no key.
  {
    method: 'GET',
    url: '/api/demo/seeker_phone/:key',
    request: { method: 'GET', url: '/api/demo/seeker_phone/not-the-key' },
    expected: all(404),
  },
  // Operator management (decision 0019): the operators level lets a not-configured company in (it fixes its
  // roles there), not an operator waiting for approval; the terms gate applies to a configured company.
  // Changes are the top operator's, and those that grant or remove access need a fresh step-up, checked
  // before the id is looked at (no demo actor is stepped up: 403). sensitive-matrix.test.ts runs them as a
  // manager, an admin and a stepped-up admin with real ids. No invitation 999999 anywhere.
  { method: 'GET', url: OPERATORS, request: { method: 'GET', url: OPERATORS }, expected: operatorsLevel(200) },
  {
    method: 'POST',
    url: `${OPERATORS}/invitations`,
    request: { method: 'POST', url: `${OPERATORS}/invitations`, payload: { email: 'admin@demo.test', business_role: 'manager' } },
    expected: operatorsLevel(403),
  },
  ...(['approve', 'role'] as const).map((action): Row => ({
    method: 'PATCH',
    url: `${OPERATORS}/:id/${action}`,
    request: { method: 'PATCH', url: `${OPERATORS}/999999/${action}`, payload: { business_role: 'manager' } },
    expected: operatorsLevel(403),
  })),
  {
    method: 'DELETE',
    url: `${OPERATORS}/:id`,
    request: { method: 'DELETE', url: `${OPERATORS}/999999` },
    expected: operatorsLevel(403),
  },
  {
    method: 'POST',
    url: `${OPERATORS}/invitations/:id/resend`,
    request: { method: 'POST', url: `${OPERATORS}/invitations/999999/resend` },
    expected: operatorsLevel(403),
  },
  {
    method: 'DELETE',
    url: `${OPERATORS}/invitations/:id`,
    request: { method: 'DELETE', url: `${OPERATORS}/invitations/999999` },
    expected: { ...operatorsLevel(404), manager: 403, basic: 403 },
  },
  // The invitee's side is public: a token that names no invitation is a 404 for everyone.
  { method: 'GET', url: '/api/v5/invitations/:token', request: { method: 'GET', url: '/api/v5/invitations/no-such-token' }, expected: all(404) },
  {
    method: 'POST',
    url: '/api/v5/invitations/:token/accept',
    request: { method: 'POST', url: '/api/v5/invitations/no-such-token/accept', payload: { mode: 'session' } },
    expected: all(404),
  },
  { method: 'GET', url: '/api/demo/mailbox', request: { method: 'GET', url: '/api/demo/mailbox' }, expected: signedIn(200) },
  // Step-up: whoever may reach a sensitive action (the operators level: a not-configured company too).
  {
    method: 'GET',
    url: '/api/v5/partners/certify_otp',
    request: { method: 'GET', url: '/api/v5/partners/certify_otp' },
    expected: operatorsLevel(200),
  },
  {
    method: 'POST',
    url: '/api/v5/partners/certify_otp/send',
    // No such channel: refused after the access check, so that the matrix sends nothing.
    request: { method: 'POST', url: '/api/v5/partners/certify_otp/send', payload: { channel: 'fax' } },
    expected: operatorsLevel(400),
  },
  {
    method: 'POST',
    url: '/api/v5/partners/certify_otp/verify',
    // A fresh session has no code to check: refused without counting a try.
    request: { method: 'POST', url: '/api/v5/partners/certify_otp/verify', payload: { code: '123456' } },
    expected: operatorsLevel(409),
  },
  // Visitor statistics (decision 0025): every console user sees the overview; the detail needs a paid plan
  // (standard counts), so the basic plan is refused with the inquiry's code.
  { method: 'GET', url: `${VISITORS}/filters`, request: { method: 'GET', url: `${VISITORS}/filters` }, expected: consoleGates(200) },
  {
    method: 'GET',
    url: `${VISITORS}/overview`,
    request: { method: 'GET', url: `${VISITORS}/overview?from_date=${VISITOR_MONTHS.from}&to_date=${VISITOR_MONTHS.to}` },
    expected: consoleGates(200),
  },
  {
    method: 'GET',
    url: `${VISITORS}/detail`,
    request: { method: 'GET', url: `${VISITORS}/detail?from_date=${VISITOR_MONTHS.from}&to_date=${VISITOR_MONTHS.to}&dimension=city` },
    expected: { ...consoleGates(200), basic: 403 },
  },
  {
    method: 'POST',
    url: '/api/v3/business_center/agreements/tos_recruitment',
    request: { method: 'POST', url: '/api/v3/business_center/agreements/tos_recruitment' },
    // Last: accepting changes noterms' standing for the rows after it. Only the top operator accepts.
    expected: { ...signedIn(200), unconfigured: 403, nopermission: 403, manager: 403, basic: 403 },
  },
];

describe('access matrix', () => {
  it('lists every route the server has', () => {
    const listed = new Set(MATRIX.map((r) => `${r.method} ${r.url}`));
    const missing = t.app.routeCatalog.map((r) => `${r.method} ${r.url}`).filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.method} ${row.url}`, async () => {
      const actual: Partial<Expected> = {};
      for (const actor of ACTORS) {
        const client = await actors.clientFor(actor);
        actual[actor] = (await client.request(row.request)).statusCode;
      }
      expect(actual).toEqual(row.expected);
    });
  }
});
