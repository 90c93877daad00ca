/**
 * The server's layering, checked on the source: services never hold Fastify's request or
 * reply, a table is written only by the module that owns it (and there only in its repository), and the
 * worker's jobs and periodic tasks live in `<area>.jobs.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_TABLES, sourceFiles, tableWrites } from './test/table-writes.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const moduleFiles = sourceFiles(root, 'modules');
const platformFiles = sourceFiles(root, 'platform');

/** `modules/<area>/...` → `<area>`; `platform/...` → `platform`. */
const ownerOf = (file: string) => (file.startsWith('platform/') ? 'platform' : (file.split('/')[1] ?? file));

/**
 * Each table and the one module that writes it. `none`: only the demo generator (`seed/`) or a database
 * trigger writes it (reference data, counters kept by triggers). A new table must be given an owner here.
 */
const OWNERS: Record<string, string> = {
  industries: 'none',
  occupations: 'none',
  companies: 'company-info',
  companyPlans: 'info',
  companyFeatureUsage: 'info',
  partnerAdminGrants: 'none',
  users: 'settings',
  memberships: 'operators',
  invitations: 'operators',
  sessions: 'platform',
  otpChallenges: 'step-up',
  notificationPreferences: 'settings',
  notifications: 'notifications',
  consultingRequests: 'consulting',
  appMeta: 'platform',
  jobs: 'platform',
  deliveredMessages: 'platform',
  recordedMails: 'platform',
  jobSeekers: 'talent-search',
  jobSeekerContacts: 'none',
  searchEvents: 'talent-search',
  talentPoolEntries: 'talent-search',
  talentSettings: 'talent-agreements',
  savedSearches: 'saved-searches',
  savedSearchMatchRuns: 'saved-searches',
  hrProjects: 'projects',
  hrCandidates: 'candidates',
  proposals: 'proposals',
  proposalDailyCounts: 'proposals',
  jobPostings: 'job-postings',
  jobPostingStageCounts: 'none',
  jobPostingDailyStats: 'none',
  jobApplications: 'applicants',
  auditEvents: 'audit',
  uploads: 'uploads',
  companyPosts: 'company-posts',
  companyReviews: 'reviews',
  interviewReviews: 'reviews',
  welfareReviews: 'reviews',
  companyReviewMonths: 'none',
  interviewReviewMonths: 'none',
  welfareReviewMonths: 'none',
  industryReviewMonths: 'reviews',
  reportReasons: 'none',
  reviewReports: 'reviews',
  officialSalaries: 'reviews',
  salaryReports: 'salary-analysis',
  salaryAnalyses: 'salary-analysis',
  payments: 'payment',
  paymentWebhookEvents: 'payment',
  planChangeRequests: 'payment',
  salaryTicketLedger: 'payment',
  visitEvents: 'visitors',
  visitQueue: 'visitors',
  visitDaily: 'visitors',
  visitMonthly: 'visitors',
  visitDimensionMonthly: 'visitors',
  companyEvents: 'dashboard',
  dashboardBanners: 'none',
};

/** Writes by a module that does not own the table, each with its reason. Nothing else may cross. */
const EXCEPTIONS: { file: string; table: string; reason: string }[] = [
  { file: 'modules/auth/auth.repo.ts', table: 'users', reason: 'sign-in records the last visit (last_visit_at), a column of the sign-in' },
  {
    file: 'modules/operators/operators.repo.ts',
    table: 'users',
    reason: "accepting an invitation creates the invitee's account and records the visit, in the acceptance's transaction",
  },
  { file: 'modules/step-up/step-up.repo.ts', table: 'users', reason: "the one-time code's lockout (otp_locked_until) is the step-up's column" },
  {
    file: 'modules/operators/operators.repo.ts',
    table: 'sessions',
    reason: "removing an operator ends their sessions in the company, in the removal's transaction",
  },
  { file: 'modules/settings/settings.repo.ts', table: 'sessions', reason: 'the sessions page signs out one session or all the others' },
  { file: 'modules/step-up/step-up.repo.ts', table: 'sessions', reason: 'a verified code marks the session stepped up (step_up_until)' },
  {
    file: 'modules/talent-search/search-vectors.repo.ts',
    table: 'appMeta',
    reason: 'app_meta is a key-value table: the search vectors keep their build marker under their own key',
  },
  {
    file: 'modules/visitors/visitors.repo.ts',
    table: 'appMeta',
    reason: 'app_meta is a key-value table: the visit history import keeps its state under its own key',
  },
  {
    file: 'modules/reviews/reviews.repo.ts',
    table: 'jobs',
    reason:
      'the review alert marks its own job notified in the transaction that writes the notifications (exactly once if the worker dies before the job is done)',
  },
  {
    file: 'modules/proposals/proposal-send.repo.ts',
    table: 'hrCandidates',
    reason: "sending is one statement for throughput (proposal, the project's candidate, the pool entry): decision 0009's send path",
  },
  {
    file: 'modules/proposals/proposal-send.repo.ts',
    table: 'talentPoolEntries',
    reason: "sending is one statement for throughput (proposal, the project's candidate, the pool entry): decision 0009's send path",
  },
  {
    file: 'modules/proposals/proposals.repo.ts',
    table: 'hrCandidates',
    reason: "the seeker's answer moves the candidate to replied in the answer's conditional transaction",
  },
  {
    file: 'modules/saved-searches/saved-search-matches.repo.ts',
    table: 'companyEvents',
    reason: "the match run writes its 'new matches' event in the run's transaction, with the run's marker",
  },
];

describe('services', () => {
  it('never import Fastify: the routes hand them data, and send what they return', () => {
    const offenders = moduleFiles
      .filter((file) => file.endsWith('.service.ts'))
      .filter((file) => /\bfrom\s+['"](fastify|@fastify\/[^'"]+)['"]|import\(\s*['"](fastify|@fastify\/[^'"]+)['"]\s*\)/.test(read(file)));
    expect(offenders).toEqual([]);
  });
});

describe('table ownership', () => {
  const writes = [...moduleFiles, ...platformFiles].flatMap((file) => tableWrites(root, file));

  it('gives every table of the schema one owner', () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...SCHEMA_TABLES.keys()].sort());
  });

  it('finds the writes it checks (the scanner still reads drizzle calls and SQL text)', () => {
    const seen = (file: string, table: string) => writes.some((w) => w.file === file && w.table === table);
    expect(seen('modules/job-postings/job-postings.repo.ts', 'jobPostings')).toBe(true); // .insert(jobPostings)
    expect(seen('modules/applicants/applicants.repo.ts', 'jobApplications')).toBe(true); // .update(alias(...))
    expect(seen('modules/visitors/visitors.repo.ts', 'visitDaily')).toBe(true); // insert into visit_daily
    expect(seen('platform/jobs.ts', 'jobs')).toBe(true); // insert into ${jobs}
  });

  it("lets a table be written only by its owner's module, apart from the listed exceptions", () => {
    const crossing = writes
      .filter((w) => ownerOf(w.file) !== OWNERS[w.table])
      .filter((w) => !EXCEPTIONS.some((e) => e.file === w.file && e.table === w.table))
      .map((w) => `${w.file} writes ${w.table} (${w.how}), owned by ${OWNERS[w.table] ?? '?'}`);
    expect([...new Set(crossing)]).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const stale = EXCEPTIONS.filter((e) => !writes.some((w) => w.file === e.file && w.table === e.table)).map((e) => `${e.file} ${e.table}`);
    expect(stale).toEqual([]);
  });

  it("writes a module's tables only in its repositories", () => {
    const outside = writes.filter((w) => w.file.startsWith('modules/') && !w.file.endsWith('.repo.ts')).map((w) => `${w.file} writes ${w.table}`);
    expect([...new Set(outside)]).toEqual([]);
  });
});

describe('jobs', () => {
  it('live in <area>.jobs.ts: no other module file defines a job handler or a periodic task', () => {
    const elsewhere = moduleFiles
      .filter((file) => !/^modules\/([^/]+)\/\1\.jobs\.ts$/.test(file))
      .filter((file) => /\)\s*:\s*(JobHandler|PeriodicTask)\b/.test(read(file)));
    expect(elsewhere).toEqual([]);
  });
});
