import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { salaryAnalysisResponse, type CompanySize, type SalaryAnalysisCreateBody, type SalaryAnalysisDetail } from '@partners/contract';
import { jobs, salaryAnalyses, salaryReports, salaryTicketLedger } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { makeCompany, makeTicketEntry, makeUser, signInAs, type CompanyOverrides } from '../../test/factories.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { jobRunner } from '../../test/jobs.js';
import { ticketBalance } from '../payment/payment.service.js';

export const ANALYSES = '/api/v5/partners/salary_analyses';

/** A company that applied for salary analysis, with `tickets` granted and its top operator signed in. */
export async function salaryCompany(t: TestApp, options: { tickets?: number } & CompanyOverrides = {}) {
  const { tickets = 0, ...overrides } = options;
  const company = await makeCompany(t.database.db, { isSalaryApply: true, ...overrides });
  const user = await makeUser(t.database.db, { company });
  if (tickets > 0) await makeTicketEntry(t.database.db, { company, delta: tickets });
  return { company, user, client: await signInAs(t.app, user) };
}

/** The company's ticket balance, as the payment page shows it. */
export function balanceOf(db: Db, companyId: number): Promise<number> {
  return ticketBalance(db, companyId);
}

export function ledgerOf(db: Db, analysisId: number) {
  return db.select().from(salaryTicketLedger).where(eq(salaryTicketLedger.analysisId, analysisId));
}

export async function analysisRow(db: Db, id: number) {
  const [row] = await db.select().from(salaryAnalyses).where(eq(salaryAnalyses.id, id));
  if (!row) throw new Error(`no salary analysis ${id}`);
  return row;
}

/** A backend developer with 5 years at a mid-sized IT solutions company: the cohort `addReports` fills by default. */
export function requestBody(overrides: Partial<SalaryAnalysisCreateBody> = {}): SalaryAnalysisCreateBody {
  return {
    occupationLevel1: 11600,
    occupationLevel2: 11601,
    experienceYear: 5,
    hopeSalary: 6_500,
    preSalary: 5_800,
    preCompany: null,
    industryLevel1: 700,
    industryLevel2: 701,
    companySize: 'mid',
    proposeSalary: 6_200,
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

/**
 * A request for a nurse at a large hospital: a test file keeps this cohort empty. The analysis widens a
 * cohort up to both level 1s and every size, so a test that fills a cohort of its own takes an occupation
 * level 1 no other test of the file uses.
 */
export const THIN: Partial<SalaryAnalysisCreateBody> = {
  occupationLevel1: 12300,
  occupationLevel2: 12301,
  experienceYear: 3,
  industryLevel1: 300,
  industryLevel2: 302,
  companySize: 'large',
  proposeSalary: null,
  preSalary: null,
};

export type ReportCell = { occupationId?: number; industryId?: number; companySize?: CompanySize; experienceYears?: number };

/** `count` salary reports of one cell this year, spread around `base` 만원, in one statement (one recheck). */
export async function addReports(db: Db, company: { id: number }, count: number, cell: ReportCell = {}, base = 6_000): Promise<void> {
  const year = new Date().getFullYear();
  await db.insert(salaryReports).values(
    Array.from({ length: count }, (_, i) => ({
      companyId: company.id,
      occupationId: cell.occupationId ?? 11601,
      industryId: cell.industryId ?? 701,
      companySize: cell.companySize ?? 'mid',
      experienceYears: cell.experienceYears ?? 5,
      annualSalary: base + ((i * 37) % 21) * 50 - 500,
      reportedYear: year,
    })),
  );
}

export async function create(client: Client, body: SalaryAnalysisCreateBody) {
  return client.request({ method: 'POST', url: ANALYSES, payload: body });
}

/** Creates a request that must succeed; answers its detail. */
export async function created(client: Client, body: SalaryAnalysisCreateBody): Promise<SalaryAnalysisDetail> {
  const response = await create(client, body);
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return salaryAnalysisResponse.parse(response.json()).data.analysis;
}

export async function detail(client: Client, id: number): Promise<SalaryAnalysisDetail> {
  const response = await client.get(`${ANALYSES}/${id}`);
  if (response.statusCode !== 200) throw new Error(`get failed: ${response.statusCode} ${response.body}`);
  return salaryAnalysisResponse.parse(response.json()).data.analysis;
}

export function cancel(client: Client, id: number) {
  return client.request({ method: 'POST', url: `${ANALYSES}/${id}/cancel` });
}

export function jobsOf(db: Db, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}

// ------------------------------------------------------------------ the test files' app

export let t: TestApp;
export const db = () => t.database.db;
/** A company with reports in the default cohort only; the thin cohort stays empty until a test fills it. */
export let dataCompany: { id: number };

export const run = () => jobRunner(t.database.db).drain();

/** Makes the app before the file's tests, with the demo's salary reports and queued jobs removed and `dataCompany`'s reports in the default cohort; closes it after. */
export function useSalaryAnalysisApp() {
  beforeAll(async () => {
    t = await createTestApp();
    // The demo's salary reports and queued jobs are not this file's: every cohort here is the test's own.
    await db().delete(salaryReports);
    dataCompany = await makeCompany(db());
    await addReports(db(), dataCompany, 40);
    await db().delete(jobs);
  });
  afterAll(() => t.close());
}
