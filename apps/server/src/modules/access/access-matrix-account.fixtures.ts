import { all, signedIn, consoleGates, salaryApplied, NO_PROPOSAL, ANALYSES, type Row } from './access-matrix.fixtures.js';

/** Settings, the job seeker's side, payments, salary analysis, score statistics, the dashboard and demo mode. */
export const ACCOUNT_ROWS: Row[] = [
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
];
