import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SALARY_ANALYSIS } from '@partners/contract';
import { jobs, salaryAnalyses, salaryReports } from '../../db/schema/index.js';
import { jobRunner, makeJobsDue } from '../../test/jobs.js';
import { SALARY_ANALYSE_JOB } from './salary-analysis.jobs.js';
import {
  THIN,
  addReports,
  analysisRow,
  balanceOf,
  cancel,
  created,
  detail,
  jobsOf,
  ledgerOf,
  requestBody,
  salaryCompany,
  t,
  db,
  dataCompany,
  run,
  useSalaryAnalysisApp,
} from './salary-analysis.fixtures.js';

/** The analyse job over the salary reports (the demo's own reports, then each test's cohort). */
useSalaryAnalysisApp();

describe('demo salary reports', () => {
  it("add the minimum of reports to a reserved request's own cohort (a level-1 request takes a level 2 under it); the recheck then analyses it", async () => {
    const { client } = await salaryCompany(t, { tickets: 1 });
    // 20 years: no other test's reports are within the widest band of this cohort (17 to 23 years).
    const position = { ...THIN, occupationLevel1: 12500, occupationLevel2: null, industryLevel1: 500, industryLevel2: null, experienceYear: 20 };
    const analysis = await created(client, requestBody(position));
    expect(analysis.status).toBe(11);
    const response = await client.request({ method: 'POST', url: `/api/demo/salary_analyses/${analysis.id}/salary_reports` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { added: SALARY_ANALYSIS.minCohort } });
    await run();
    const done = await detail(client, analysis.id);
    expect(done.status).toBe(3);
    expect(done.result?.cohort).toMatchObject({ size: SALARY_ANALYSIS.minCohort, widened: [], experience: { min: 20, max: 20 } });
  });

  // Outside demo mode the route does not exist at all (platform/endpoint.test.ts).
  it("are refused for another company's request with a 404", async () => {
    const { client } = await salaryCompany(t, { tickets: 1 });
    const mine = await created(client, requestBody(THIN));
    const other = await salaryCompany(t, { tickets: 1 });
    expect((await other.client.request({ method: 'POST', url: `/api/demo/salary_analyses/${mine.id}/salary_reports` })).statusCode).toBe(404);
  });
});

describe('the analyse job', () => {
  it('writes the report once after a worker died mid-analysis, and uses no second ticket', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody());
    const [job] = (await jobsOf(db(), SALARY_ANALYSE_JOB)).filter((j) => j.payload.analysis_id === analysis.id);
    if (!job) throw new Error('no analyse job');
    // A worker claimed the job, moved the request to analysing, and died before writing.
    await db()
      .update(jobs)
      .set({ attempts: 1, runAt: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, job.id));
    await db().update(salaryAnalyses).set({ status: 4 }).where(eq(salaryAnalyses.id, analysis.id));
    expect(await detail(client, analysis.id)).toMatchObject({ status: 4, can_cancel: true });
    expect(await jobRunner(t.database.db).runDueJobs()).toMatchObject({ claimed: 0 });

    await makeJobsDue(db());
    await run();
    const done = await analysisRow(db(), analysis.id);
    expect(done.status).toBe(3);
    expect(done.result).not.toBeNull();
    const [after] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    expect(await ledgerOf(db(), analysis.id)).toHaveLength(1);
    expect(await balanceOf(db(), company.id)).toBe(0);
  });

  it('writes nothing for a request cancelled before the worker got to it', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody());
    expect((await cancel(client, analysis.id)).statusCode).toBe(200);
    await run();
    const row = await analysisRow(db(), analysis.id);
    expect(row).toMatchObject({ status: 5, result: null, analysedAt: null });
    expect(await balanceOf(db(), company.id)).toBe(1);
  });

  it('puts a request back to reserved, keeping its ticket, when the data shrank below the minimum; a cancel refunds it', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const body = requestBody({
      occupationLevel1: 11900,
      occupationLevel2: 11901,
      industryLevel1: 700,
      industryLevel2: 705,
      companySize: 'startup',
      experienceYear: 2,
    });
    await addReports(db(), dataCompany, 30, { occupationId: 11901, industryId: 705, companySize: 'startup', experienceYears: 2 });
    const analysis = await created(client, body);
    expect(analysis.status).toBe(1);
    await db().delete(salaryReports).where(eq(salaryReports.occupationId, 11901));
    await run();
    expect(await detail(client, analysis.id)).toMatchObject({ status: 11, ticket_used: true, result: null });
    expect(await balanceOf(db(), company.id)).toBe(0);
    expect((await cancel(client, analysis.id)).statusCode).toBe(200);
    expect(await balanceOf(db(), company.id)).toBe(1);
    expect((await ledgerOf(db(), analysis.id)).map((l) => l.reason).sort()).toEqual(['refund', 'use']);
  });
});
