import { all, consoleGates, recruitmentGates, get, POSTINGS, POSTS, UPLOAD_REQUEST, type Row } from './access-matrix.fixtures.js';

/** Postings, the newsroom, applicants, the audit log, the company page, stored files and reviews. */
export const RECRUITMENT_ROWS: Row[] = [
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
];
