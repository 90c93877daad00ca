import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SALARY_ANALYSIS, SALARY_ANALYSIS_STATUS_CODES, salaryAnalysesResponse, salaryAnalysisResultSchema } from '@partners/contract';
import { jobs, salaryAnalyses, salaryTicketLedger } from '../../db/schema/index.js';
import { cohortIsLargeEnough } from '../../modules/salary-analysis/analysis.js';
import { analysisInputOf } from '../../modules/salary-analysis/salary-analysis.service.js';
import { createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';

let t: TestApp;
let rows: (typeof salaryAnalyses.$inferSelect)[];
let ledger: (typeof salaryTicketLedger.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  rows = await t.database.db.select().from(salaryAnalyses);
  ledger = await t.database.db.select().from(salaryTicketLedger);
});
afterAll(() => t.close());

describe('the demo salary analyses', () => {
  it('give the demo admin’s company a request in every status, and only companies that applied any', () => {
    const mine = rows.filter((r) => r.companyId === 1);
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(SALARY_ANALYSIS_STATUS_CODES));
    expect(mine.filter((r) => r.status === 3).length).toBeGreaterThanOrEqual(5);
    const applied = new Set(DEMO_COMPANIES.filter((c) => c.isSalaryApply).map((c) => c.id));
    for (const row of rows) expect(applied.has(row.companyId)).toBe(true);
    for (const id of applied) expect(rows.filter((r) => r.companyId === id).length, `company ${id}`).toBeGreaterThan(0);
  });

  it('carry real reports on completed requests, and reserve only positions the data cannot carry', async () => {
    for (const row of rows) {
      if (row.status === 3) {
        const result = salaryAnalysisResultSchema.parse(row.result);
        expect(result.cohort.size).toBeGreaterThanOrEqual(SALARY_ANALYSIS.minCohort);
        expect(result.positions.hope?.amount).toBe(row.hopeSalary);
        expect(row.analysedAt?.getTime()).toBeGreaterThan(row.createdAt.getTime());
      } else {
        expect(row.result).toBeNull();
        expect(row.analysedAt).toBeNull();
      }
      if (row.status === 11) expect(await cohortIsLargeEnough(t.database.db, await analysisInputOf(t.database.db, row), new Date())).toBe(false);
      expect(row.cancelledAt !== null).toBe(row.status === 5);
      expect(row.reportType).toBe(row.proposeSalary === null ? 'market' : 'offer_check');
    }
  });

  it('keep the ticket ledger consistent: a use per analysable or completed request, a refund per cancelled one that used one, tickets to spare', () => {
    for (const row of rows) {
      const reasons = ledger
        .filter((l) => l.analysisId === row.id)
        .map((l) => l.reason)
        .sort();
      if (row.status === 1 || row.status === 3 || row.status === 4) expect(reasons).toEqual(['use']);
      if (row.status === 11) expect(reasons).toEqual([]);
      if (row.status === 5) expect([[], ['refund', 'use']]).toContainEqual(reasons);
    }
    expect(rows.some((r) => r.status === 5 && ledger.some((l) => l.analysisId === r.id && l.reason === 'refund'))).toBe(true);
    for (const company of DEMO_COMPANIES.filter((c) => c.isSalaryApply)) {
      const balance = ledger.filter((l) => l.companyId === company.id).reduce((sum, l) => sum + l.delta, 0);
      // Two to request with, and one for each reserved request, which uses it when its data grows.
      const reserved = rows.filter((r) => r.companyId === company.id && r.status === 11).length;
      expect(balance, company.name).toBeGreaterThanOrEqual(2 + reserved);
    }
  });

  it('queue the analysis of requested and analysing requests, which the worker then completes', async () => {
    const waiting = rows.filter((r) => r.status === 1 || r.status === 4);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'salary_analysis.analyse'));
    expect(queued.map((j) => j.payload.analysis_id).sort()).toEqual(waiting.map((r) => r.id).sort());
  });

  it('read as the list shows them to admin@demo.test: every filter has requests', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const list = salaryAnalysesResponse.parse((await admin.get('/api/v5/partners/salary_analyses')).json()).data;
    for (const count of Object.values(list.counts)) expect(count).toBeGreaterThan(0);
    expect(list.analyses[0]?.created_at).toBe(
      rows
        .filter((r) => r.companyId === 1)
        .map((r) => r.createdAt.toISOString())
        .sort()
        .reverse()[0],
    );
  });
});
