import { all, signedIn, consoleGates, operatorsLevel, OPERATORS, VISITORS, VISITOR_MONTHS, type Row } from './access-matrix.fixtures.js';

/** Operator management, invitations, step-up, visitor statistics, and the terms (last: it changes noterms' standing). */
export const OPERATOR_ROWS: Row[] = [
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
