/**
 * Every HTTP call of the console, once: its name, method, path and who may make it. The server registers
 * its routes from this table (`apps/server/src/platform/endpoint.ts`), the web calls through it by name
 * (`apps/web/src/lib/api/client.ts`), the OpenAPI document names each operation after it, and a test fails
 * when a route and an entry do not match one to one. The request and response schemas of each entry sit in
 * `endpoint-schemas.ts` under the same name; the type checker keeps the two tables' keys equal.
 *
 * This half is plain data (no zod), so that the web's first load carries the table and not the schemas:
 * the web takes the schemas' types only.
 *
 * Paths are the spec's §7 paths; `:name` segments are path parameters. Names are `<area>.<action>`.
 */

/**
 * Who may call (checked on the server before validation, `apps/server/src/modules/access/access.guard.ts`):
 * - public: anyone;
 * - session: a signed-in user;
 * - console: signed in, company configured, permission granted (spec §5);
 * - recruitment: the console gates and the recruitment-service terms accepted (postings and applicants,
 *   what the terms cover; decision 0003);
 * - reputation: the console gates and alri authorization;
 * - talent: the console gates, and a company that may use the talent pool (spec §6);
 * - operators: operator management, where a not-configured company gives its operators roles: the
 *   console gates, but a not-configured company passes the configuration gate (spec §5).
 */
export type AccessLevel = 'public' | 'session' | 'console' | 'recruitment' | 'reputation' | 'talent' | 'operators';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EndpointRoute = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: AccessLevel;
  /**
   * Called by a provider's server, not a browser: no CSRF token (the provider signs the request instead)
   * and the handler gets the body's bytes as sent, which the signature covers.
   */
  readonly webhook?: true;
  /**
   * Only the company's top operator (최고 운영자) may call; anyone else is refused with `admin_only`, checked
   * after the access level's gates and before the step-up (a manager is never asked for a code they could
   * not use).
   */
  readonly role?: 'admin';
  /**
   * The call needs a fresh one-time-password step-up (decision 0027): it grants or removes access, moves
   * money, changes the password, or exports contact details. `true` always; `{ query }` only when that
   * boolean query flag is set (a GET export that adds contact columns on request). The guard refuses to
   * start on a GET declaring `true` or a state-changing route declaring a query flag: reads are never
   * sensitive actions, except an export of contacts.
   */
  readonly stepUp?: true | { readonly query: string };
  /**
   * Demo-only: the server registers the route only when demo mode is switched on (`DEMO_MODE=true`,
   * decision 0028); elsewhere it does not exist, so no access rule can be wrong about it.
   */
  readonly demo?: true;
  /** Carries rich text (HTML up to its schema's maximum): the larger body limit (`BODY_LIMITS`, decision 0026). */
  readonly body?: 'rich';
};

export const ENDPOINTS = {
  // ------------------------------------------------------------------ platform
  'health.check': { method: 'GET', path: '/healthz', access: 'public' },
  'meta.openapi': { method: 'GET', path: '/api/openapi.json', access: 'public' },
  /** The web's own failures (a render error, a chunk it could not load), for the server's log; signed in or not. */
  'clientErrors.report': { method: 'POST', path: '/api/v3/client_errors', access: 'public' },

  // ------------------------------------------------------------------ sign-in and the console user (spec §7, §8)
  'auth.csrf': { method: 'GET', path: '/api/v3/csrf', access: 'public' },
  'auth.signIn': { method: 'POST', path: '/api/v3/user_session', access: 'public' },
  'auth.signOut': { method: 'DELETE', path: '/users/sign_out_spa', access: 'public' },
  /** Answers every signed-in user: the web applies the gates from the facts it returns. */
  'info.get': { method: 'GET', path: '/api/v3/business_center/info/info', access: 'session' },
  'info.usage': { method: 'GET', path: '/api/v3/business_center/info/usage', access: 'console' },
  'info.changeCompany': { method: 'PUT', path: '/api/v3/business_center/info/change_company', access: 'session' },
  'terms.acceptRecruitment': { method: 'POST', path: '/api/v3/business_center/agreements/tos_recruitment', access: 'console' },
  'companies.autocomplete': { method: 'GET', path: '/autocomplete/company_names.json', access: 'session' },
  'notifications.list': { method: 'GET', path: '/b2b/notifications.json', access: 'console' },
  'notifications.readAll': { method: 'PUT', path: '/b2b/notifications/read_all', access: 'console' },
  /** The business-consulting application (data inquiry form). */
  'consulting.apply': { method: 'POST', path: '/api/v5/partners/consulting', access: 'console' },

  // ------------------------------------------------------------------ talent pool (spec §7 talent search)
  'talent.search': { method: 'GET', path: '/api/v5/partners/hr/job_seekers/search', access: 'talent' },
  'talent.searchResult': { method: 'GET', path: '/hr/job_seekers/search_result', access: 'talent' },
  'talent.context': { method: 'GET', path: '/hr/job_seekers/context', access: 'talent' },
  'talent.profile': { method: 'GET', path: '/hr/job_seekers/profile', access: 'talent' },
  'talent.filters': { method: 'GET', path: '/hr/job_seekers/filters', access: 'talent' },
  'talent.logEvent': { method: 'POST', path: '/hr/job_seekers/log_event', access: 'talent' },
  'talent.metaInfo': { method: 'GET', path: '/api/v1/common/wizard/meta_info', access: 'talent' },
  'talent.agreements': { method: 'GET', path: '/api/v3/resumes/components/agreements', access: 'talent' },
  'talent.matchings': { method: 'GET', path: '/api/v3/resumes/components/matchings', access: 'talent' },
  'talent.setMatchings': { method: 'POST', path: '/api/v3/resumes/components/matchings', access: 'talent' },
  'savedSearches.list': { method: 'GET', path: '/hr/save_search_queries', access: 'talent' },
  'savedSearches.create': { method: 'POST', path: '/hr/save_search_queries', access: 'talent' },
  'savedSearches.update': { method: 'PUT', path: '/hr/save_search_queries/:id', access: 'talent' },
  'savedSearches.delete': { method: 'DELETE', path: '/hr/save_search_queries/:id', access: 'talent' },
  'savedSearches.display': { method: 'GET', path: '/hr/save_search_queries/display_modal', access: 'talent' },
  'savedSearches.setDisplay': { method: 'PUT', path: '/hr/save_search_queries/display_toggle', access: 'talent' },

  // ------------------------------------------------------------------ hiring: projects, candidates, proposals
  'projects.list': { method: 'GET', path: '/hr/projects', access: 'talent' },
  'projects.create': { method: 'POST', path: '/hr/projects', access: 'talent' },
  'projects.get': { method: 'GET', path: '/hr/projects/:id', access: 'talent' },
  'projects.update': { method: 'PUT', path: '/hr/projects/:id', access: 'talent' },
  'projects.delete': { method: 'DELETE', path: '/hr/projects/:id', access: 'talent' },
  'candidates.listOfProject': { method: 'GET', path: '/hr/projects/:id/candidates', access: 'talent' },
  /** All projects' candidates of the company (the `project/candidates/{action_status}` screen). */
  'candidates.list': { method: 'GET', path: '/hr/candidates', access: 'talent' },
  'candidates.add': { method: 'POST', path: '/hr/candidates', access: 'talent' },
  'candidates.remove': { method: 'DELETE', path: '/hr/candidates', access: 'talent' },
  'candidates.update': { method: 'PUT', path: '/hr/candidates/:id', access: 'talent' },
  /** `/hr/candidates/:user_id/projects` (GET) and `/hr/candidates/:id` (PUT) differ in method and depth. */
  'candidates.projectsOfSeeker': { method: 'GET', path: '/hr/candidates/:user_id/projects', access: 'talent' },
  /** The show-contact modal: only after this company's proposal was accepted. */
  'candidates.contact': { method: 'GET', path: '/hr/candidates/:id/contact', access: 'talent' },
  'proposals.request': { method: 'POST', path: '/api/v3/hr/messages/requested', access: 'talent' },
  'proposals.detail': { method: 'GET', path: '/api/v3/hr/messages/detail/:id', access: 'talent' },
  'proposals.histories': { method: 'GET', path: '/hr/job_seekers/message_histories', access: 'talent' },
  /** The postings a proposal can carry (message-request modal). */
  'jobPostings.live': { method: 'GET', path: '/hr/job_postings', access: 'talent' },

  // ------------------------------------------------------------------ recruitment: postings, applicants (spec §7 job postings)
  /** The recruitment left menu: live postings with D-day, applicants and the not-opened marker. */
  'jobPostings.summary': { method: 'GET', path: '/api/v5/partners/job/postings/summary', access: 'recruitment' },
  'jobPostings.statistics': { method: 'GET', path: '/api/v5/partners/job/statistics', access: 'recruitment' },
  'jobPostings.list': { method: 'GET', path: '/api/v5/partners/job/postings', access: 'recruitment' },
  /** The list's download: the same filters, every matching posting, streamed as CSV. */
  'jobPostings.csv': { method: 'GET', path: '/api/v5/partners/job/postings.csv', access: 'recruitment' },
  'jobPostings.occupations': { method: 'GET', path: '/api/v5/partners/job/postings/occupations', access: 'recruitment' },
  'jobPostings.get': { method: 'GET', path: '/api/v5/partners/job/postings/:id', access: 'recruitment' },
  'jobPostings.create': { method: 'POST', path: '/api/v5/partners/job/postings', access: 'recruitment', body: 'rich' },
  'jobPostings.update': { method: 'PUT', path: '/api/v5/partners/job/postings/:id', access: 'recruitment', body: 'rich' },
  'jobPostings.copy': { method: 'POST', path: '/api/v5/partners/job/postings/:id/copy', access: 'recruitment' },
  'jobPostings.close': { method: 'PATCH', path: '/api/v5/partners/job/postings/:id/close', access: 'recruitment' },
  'jobPostings.reviewCancel': { method: 'PATCH', path: '/api/v5/partners/job/postings/:id/review_cancel', access: 'recruitment' },
  'jobPostings.delete': { method: 'DELETE', path: '/api/v5/partners/job/postings/:id', access: 'recruitment' },
  'applicants.list': { method: 'GET', path: '/api/v5/partners/job/applicants', access: 'recruitment' },
  /**
   * Opens a résumé with the applicant's contacts: only reads (a GET a cross-site link can reach changes
   * nothing), records the view in the audit trail and counts towards the operator's daily contact views.
   */
  'applicants.get': { method: 'GET', path: '/api/v5/partners/job/applicants/:id', access: 'recruitment' },
  /** The applicant page's explicit call once the résumé is shown: marks it read (the 미열람 marker goes). */
  'applicants.markRead': { method: 'PUT', path: '/api/v5/partners/job/applicants/:id/read', access: 'recruitment' },
  'applicants.setStage': { method: 'PATCH', path: '/api/v5/partners/job/applicants/stage', access: 'recruitment' },
  'applicants.setNote': { method: 'PUT', path: '/api/v5/partners/job/applicants/:id/note', access: 'recruitment' },
  'applicants.csv': { method: 'GET', path: '/api/v5/partners/job/postings/:id/applicants.csv', access: 'recruitment', stepUp: { query: 'contacts' } },
  /** `?status=fit`: talent-pool seekers for a posting, so the talent pool's plan rule applies. */
  'applicants.fit': { method: 'GET', path: '/api/v5/partners/job/postings/:id/fit_candidates', access: 'talent' },

  // ------------------------------------------------------------------ the audit log (account area; decisions 0017, 0023)
  /** Who did what and when (sign-ins, operators, payment, personal data opened), filtered; the company's admins read it. */
  'audit.list': { method: 'GET', path: '/api/v5/partners/audit_events', access: 'console', role: 'admin' },
  /** The operators who appear in the log, for its operator filter. */
  'audit.filters': { method: 'GET', path: '/api/v5/partners/audit_events/filters', access: 'console', role: 'admin' },
  /** The log with the list's filters as CSV (at most AUDIT_CSV_MAX_ROWS events); the download is itself recorded. */
  'audit.csv': { method: 'GET', path: '/api/v5/partners/audit_events.csv', access: 'console', role: 'admin' },

  // ------------------------------------------------------------------ company page (spec §2 business_managements; decision 0018)
  'companyInfo.get': { method: 'GET', path: '/api/v5/partners/company/info', access: 'console' },
  'companyInfo.update': { method: 'PUT', path: '/api/v5/partners/company/info', access: 'console' },
  /** Sets or removes the logo or the cover image (an upload of that purpose). */
  'companyInfo.setImage': { method: 'PUT', path: '/api/v5/partners/company/images/:slot', access: 'console' },
  /** One multipart `file`; the type is decided from its bytes; images are cropped and resized (sharp). */
  'uploads.create': { method: 'POST', path: '/api/v5/partners/uploads', access: 'console' },
  /** An upload of the company's (the file preview page). */
  'uploads.get': { method: 'GET', path: '/api/v5/partners/uploads/:id', access: 'console' },
  /** Stored files by their random token: public like the company page they appear on, cached for a year. */
  'files.get': { method: 'GET', path: '/files/:token/:name', access: 'public' },
  'companyPosts.list': { method: 'GET', path: '/api/v5/partners/company/posts', access: 'console' },
  'companyPosts.get': { method: 'GET', path: '/api/v5/partners/company/posts/:id', access: 'console' },
  'companyPosts.create': { method: 'POST', path: '/api/v5/partners/company/posts', access: 'console', body: 'rich' },
  /** The editor's save and autosave. */
  'companyPosts.save': { method: 'PUT', path: '/api/v5/partners/company/posts/:id', access: 'console', body: 'rich' },
  'companyPosts.publish': { method: 'PATCH', path: '/api/v5/partners/company/posts/:id/publish', access: 'console' },
  'companyPosts.unpublish': { method: 'PATCH', path: '/api/v5/partners/company/posts/:id/unpublish', access: 'console' },
  'companyPosts.discardDraft': { method: 'DELETE', path: '/api/v5/partners/company/posts/:id/draft', access: 'console' },
  'companyPosts.delete': { method: 'DELETE', path: '/api/v5/partners/company/posts/:id', access: 'console' },
  'companyPosts.reorder': { method: 'PUT', path: '/api/v5/partners/company/posts/order', access: 'console' },

  // ------------------------------------------------------------------ reviews (spec §2 review, interview, welfare, salary managements; §7 reports)
  'companyReviews.list': { method: 'GET', path: '/api/v5/partners/company_reviews', access: 'console' },
  'companyReviews.summary': { method: 'GET', path: '/api/v5/partners/company_reviews/summary', access: 'console' },
  'interviewReviews.list': { method: 'GET', path: '/api/v5/partners/interview_reviews', access: 'console' },
  'interviewReviews.summary': { method: 'GET', path: '/api/v5/partners/interview_reviews/summary', access: 'console' },
  'welfareReviews.list': { method: 'GET', path: '/api/v5/partners/welfare_reviews', access: 'console' },
  'welfareReviews.summary': { method: 'GET', path: '/api/v5/partners/welfare_reviews/summary', access: 'console' },
  'reviewReplies.save': { method: 'PUT', path: '/api/v5/partners/reviews/:reviewable_type/:id/reply', access: 'console' },
  'reviewReplies.delete': { method: 'DELETE', path: '/api/v5/partners/reviews/:reviewable_type/:id/reply', access: 'console' },
  'reports.reasons': { method: 'GET', path: '/api/v1/report_reasons', access: 'console' },
  /** Spec §7: the welfare review's report, with param `reason` (the method is not shown; POST). */
  'reports.welfare': { method: 'POST', path: '/api/v1/welfare/welfare_reviews/:id/report', access: 'console' },
  /** Any review's report; /reports/new sends the additional information a `form_required` reason asks for. */
  'reports.create': { method: 'POST', path: '/api/v1/reports', access: 'console' },
  'salaries.list': { method: 'GET', path: '/api/v5/partners/salaries', access: 'console' },
  'officialSalaries.save': { method: 'PUT', path: '/api/v5/partners/official_salaries', access: 'console' },
  'officialSalaries.delete': { method: 'DELETE', path: '/api/v5/partners/official_salaries/:id', access: 'console' },

  // ------------------------------------------------------------------ step-up (spec §2 certify_otp; decision 0020)
  /**
   * The operator's own one-time-password step-up: whoever may reach a sensitive action may confirm it, so
   * the level is the loosest of theirs (operators: a not-configured company fixes its roles there).
   */
  'stepUp.status': { method: 'GET', path: '/api/v5/partners/certify_otp', access: 'operators' },
  'stepUp.send': { method: 'POST', path: '/api/v5/partners/certify_otp/send', access: 'operators' },
  'stepUp.verify': { method: 'POST', path: '/api/v5/partners/certify_otp/verify', access: 'operators' },
  // ------------------------------------------------------------------ payment (spec §2 payment_managements; decision 0021)
  'payment.summary': { method: 'GET', path: '/api/v5/partners/payment/summary', access: 'console' },
  'payment.products': { method: 'GET', path: '/api/v5/partners/payment/products', access: 'console' },
  'payment.history': { method: 'GET', path: '/api/v5/partners/payment/payments', access: 'console' },
  'payment.receipt': { method: 'GET', path: '/api/v5/partners/payment/payments/:id/receipt', access: 'console' },
  /** The body's idempotency key makes a double click one order. */
  'payment.checkout': { method: 'POST', path: '/api/v5/partners/payment/checkout', access: 'console', role: 'admin', stepUp: true },
  /** The provider's signed event (a payment paid, failed or cancelled); applied once per event id. */
  'payment.webhook': { method: 'POST', path: '/api/v5/payments/webhooks/:provider', access: 'public', webhook: true },
  'planChange.list': { method: 'GET', path: '/api/v5/partners/payment/plan_change_requests', access: 'console' },
  'planChange.create': { method: 'POST', path: '/api/v5/partners/payment/plan_change_requests', access: 'console', role: 'admin', stepUp: true },
  // ------------------------------------------------------------------ salary analysis (spec §2 /salary_analysis, /salary_anaylysis/detail; decision 0024)
  // Every call needs a company that applied for salary analysis (is_salary_apply), else salary_analysis.not_applied.
  /** The form's taxonomies, defaults and the tickets left. */
  'salaryAnalyses.form': { method: 'GET', path: '/api/v5/partners/salary_analyses/form', access: 'console' },
  'salaryAnalyses.list': { method: 'GET', path: '/api/v5/partners/salary_analyses', access: 'console' },
  /** Uses a ticket (or reserves without one when the data is thin); the idempotency key makes a double submit one request. */
  'salaryAnalyses.create': { method: 'POST', path: '/api/v5/partners/salary_analyses', access: 'console' },
  /** The request and, once completed, its report. */
  'salaryAnalyses.get': { method: 'GET', path: '/api/v5/partners/salary_analyses/:id', access: 'console' },
  /** Requested, analysing or reserved only; refunds what the request used, once. */
  'salaryAnalyses.cancel': { method: 'POST', path: '/api/v5/partners/salary_analyses/:id/cancel', access: 'console' },
  // ------------------------------------------------------------------ data: visitor and score statistics (spec §2 data, §6, §7, §9; decision 0025)
  // Every console user reads them; the detail, year periods and the company rank are plan checks (visitorCheckAllowed).
  'visitors.filters': { method: 'GET', path: '/api/v5/partners/data/visitors/filters', access: 'console' },
  'visitors.overview': { method: 'GET', path: '/api/v5/partners/data/visitors/overview', access: 'console' },
  'visitors.detail': { method: 'GET', path: '/api/v5/partners/data/visitors/detail', access: 'console' },
  'scores.statistics': { method: 'GET', path: '/api/v5/partners/data/scores', access: 'console' },

  // ------------------------------------------------------------------ home dashboard slots (spec §3, §7 /api/v3/business_center; decision 0025)
  // Home is an alri page: every slot is `reputation`. Paged slots take page and per (at most 20).
  'dashboard.eventLog': { method: 'GET', path: '/api/v3/business_center/event_log', access: 'reputation' },
  'dashboard.banner': { method: 'GET', path: '/api/v3/business_center/banner', access: 'reputation' },
  'dashboard.businessStatus': { method: 'GET', path: '/api/v3/business_center/dash_board/business_status', access: 'reputation' },
  'dashboard.externalSummary': { method: 'GET', path: '/api/v3/business_center/external_summary', access: 'reputation' },
  'dashboard.externalReputation': { method: 'GET', path: '/api/v3/business_center/external_reputation', access: 'reputation' },
  'dashboard.internalSummary': { method: 'GET', path: '/api/v3/business_center/internal_summary', access: 'reputation' },
  'dashboard.internalReputation': { method: 'GET', path: '/api/v3/business_center/internal_reputation', access: 'reputation' },
  'dashboard.jobPostings': { method: 'GET', path: '/api/v3/business_center/job_postings', access: 'reputation' },
  'dashboard.salesHistories': { method: 'GET', path: '/api/v3/business_center/sales_histories', access: 'reputation' },

  // ------------------------------------------------------------------ talent-pool reports and saved-search matches (issue 21, beyond the spec)
  /** Proposals sent in a period of Korean months, per project and per month: read, answers, expiries and the median time to answer. */
  'proposals.report': { method: 'GET', path: '/api/v5/partners/hr/proposal_reports', access: 'talent' },

  // ------------------------------------------------------------------ settings (spec §2 marketing_managements, labelled 설정; decision 0022)
  /** The operator's notification preferences in this company, marketing consent and when the password last changed. */
  'settings.get': { method: 'GET', path: '/api/v5/partners/settings', access: 'console' },
  'settings.updatePreferences': { method: 'PUT', path: '/api/v5/partners/settings/notification_preferences', access: 'console' },
  'settings.updateMarketingConsent': { method: 'PUT', path: '/api/v5/partners/settings/marketing_consent', access: 'console' },
  /** Needs the current password; every other session of the user is signed out, this one kept. */
  'settings.changePassword': { method: 'PUT', path: '/api/v5/partners/settings/password', access: 'console', stepUp: true },
  /** The user's signed-in sessions (every company), the current one marked. */
  'sessions.list': { method: 'GET', path: '/api/v5/partners/settings/sessions', access: 'console' },
  /** Signs out one other session of the user's, by its opaque id; anyone else's is a 404. */
  'sessions.revoke': { method: 'DELETE', path: '/api/v5/partners/settings/sessions/:id', access: 'console' },
  'sessions.revokeOthers': { method: 'DELETE', path: '/api/v5/partners/settings/other_sessions', access: 'console' },

  // ------------------------------------------------------------------ operators (spec §2 operator_managements; decision 0019)
  'operators.list': { method: 'GET', path: '/api/v5/partners/operators', access: 'operators' },
  'operators.invite': { method: 'POST', path: '/api/v5/partners/operators/invitations', access: 'operators', role: 'admin', stepUp: true },
  'operators.approve': { method: 'PATCH', path: '/api/v5/partners/operators/:id/approve', access: 'operators', role: 'admin', stepUp: true },
  'operators.updateRole': { method: 'PATCH', path: '/api/v5/partners/operators/:id/role', access: 'operators', role: 'admin', stepUp: true },
  'operators.remove': { method: 'DELETE', path: '/api/v5/partners/operators/:id', access: 'operators', role: 'admin', stepUp: true },
  'invitations.resend': {
    method: 'POST',
    path: '/api/v5/partners/operators/invitations/:id/resend',
    access: 'operators',
    role: 'admin',
    stepUp: true,
  },
  'invitations.revoke': { method: 'DELETE', path: '/api/v5/partners/operators/invitations/:id', access: 'operators', role: 'admin' },
  /** The invitee's side: public, reached by the mailed link (its token). */
  'invitations.show': { method: 'GET', path: '/api/v5/invitations/:token', access: 'public' },
  'invitations.accept': { method: 'POST', path: '/api/v5/invitations/:token/accept', access: 'public' },

  // ------------------------------------------------------------------ the job seeker's side (signed link; demo inbox)
  'proposalResponse.get': { method: 'GET', path: '/api/v3/proposals/:token', access: 'public' },
  'proposalResponse.accept': { method: 'POST', path: '/api/v3/proposals/:token/accept', access: 'public' },
  'proposalResponse.reject': { method: 'POST', path: '/api/v3/proposals/:token/reject', access: 'public' },
  /** Demo mode only: what the job seekers received for the caller's company's proposals, without the response links. */
  'demo.candidateInbox': { method: 'GET', path: '/api/demo/candidate_inbox', access: 'session', demo: true },
  /**
   * Demo mode only: the job seekers' phones, with the response links, for whoever runs the demo: the key is
   * printed by the server (no console session reaches it, decision 0028).
   */
  'demo.seekerPhone': { method: 'GET', path: '/api/demo/seeker_phone/:key', access: 'public', demo: true },
  /** Demo mode only: the mails sent to or by the caller's company's operators and the texts sent to them. */
  'demo.mailbox': { method: 'GET', path: '/api/demo/mailbox', access: 'session', demo: true },
  /** Demo only: job seekers' salary reports for a request's exact cohort, as the public site adds them (a reserved request can then be analysed). */
  'demo.salaryReports': { method: 'POST', path: '/api/demo/salary_analyses/:id/salary_reports', access: 'console', demo: true },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path with its `:name` segments filled (`/hr/projects/:id` → `/hr/projects/12`). */
export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return ENDPOINTS[name].path.replace(/:(\w+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: path parameter ${key} missing`);
    return encodeURIComponent(String(value));
  });
}
