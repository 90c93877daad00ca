import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SALARY_ANALYSIS, salaryAnalysesResponse, salaryAnalysisFormResponse, type SalaryAnalysisFilter } from '@partners/contract';
import { salaryAnalyses } from '../../db/schema/index.js';
import { makeCompany, makeUser, signInAs } from '../../test/factories.js';
import {
  ANALYSES,
  THIN,
  analysisRow,
  cancel,
  create,
  created,
  requestBody,
  salaryCompany,
  t,
  db,
  run,
  useSalaryAnalysisApp,
} from './salary-analysis.fixtures.js';

/** Salary analysis (decision 0024): who may use it, the form, and the list. */
useSalaryAnalysisApp();

describe('access', () => {
  it('refuses every call of a company that has not applied for salary analysis (403 not_applied)', async () => {
    const company = await makeCompany(db(), { isSalaryApply: false });
    const client = await signInAs(t.app, await makeUser(db(), { company }));
    const responses = [
      await client.get(`${ANALYSES}/form`),
      await client.get(ANALYSES),
      await client.get(`${ANALYSES}/1`),
      await create(client, requestBody()),
      await cancel(client, 1),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'salary_analysis.not_applied' });
    }
    expect(await db().select().from(salaryAnalyses).where(eq(salaryAnalyses.companyId, company.id))).toHaveLength(0);
  });

  it("answers another company's request with the same 404 as a missing one, and cancels nothing", async () => {
    const mine = await salaryCompany(t, { tickets: 1 });
    const theirs = await salaryCompany(t);
    const analysis = await created(mine.client, requestBody());
    for (const response of [await theirs.client.get(`${ANALYSES}/${analysis.id}`), await theirs.client.get(`${ANALYSES}/999999`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await cancel(theirs.client, analysis.id)).statusCode).toBe(404);
    expect((await analysisRow(db(), analysis.id)).status).toBe(1);
    const list = salaryAnalysesResponse.parse((await theirs.client.get(ANALYSES)).json()).data;
    expect(list.analyses).toEqual([]);
  });
});

describe('the form', () => {
  it('offers both taxonomies by level, the spec defaults and the tickets left', async () => {
    const { client } = await salaryCompany(t, { tickets: 3 });
    const form = salaryAnalysisFormResponse.parse((await client.get(`${ANALYSES}/form`)).json()).data;
    expect(form.defaults).toEqual({ occupationLevel1: 11600, industryLevel1: 700 });
    expect(form.tickets).toBe(3);
    const development = form.occupations.find((o) => o.id === 11600);
    expect(development?.name).toBe('개발');
    expect(development?.children).toContainEqual({ id: 11601, name: '백엔드 개발' });
    expect(form.industries.find((i) => i.id === 700)?.children.map((c) => c.id)).toContain(701);
    // Level 2 entries appear under their level 1 only.
    expect(form.occupations.map((o) => o.id)).not.toContain(11601);
  });
});

describe('the list', () => {
  it('filters by status, counts every filter, pages newest first', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 30 });
    const completed = await created(client, requestBody());
    await run();
    const requested = await created(client, requestBody());
    const reserved = await created(client, requestBody(THIN));
    const cancelled = await created(client, requestBody({ proposeSalary: null }));
    await cancel(client, cancelled.id);
    const many = [];
    for (let i = 0; i < SALARY_ANALYSIS.pageSize; i++) many.push(await created(client, requestBody({ experienceYear: 3 + (i % 5) })));

    const listOf = async (status: SalaryAnalysisFilter, page = 1) =>
      salaryAnalysesResponse.parse((await client.get(`${ANALYSES}?status=${status}&page=${page}`)).json()).data;
    const all = await listOf('all');
    const total = 4 + SALARY_ANALYSIS.pageSize;
    expect(all.counts).toEqual({ all: total, completed: 1, analysable: 1 + SALARY_ANALYSIS.pageSize, reserved: 1, cancelled: 1 });
    expect(all.page_info).toEqual({ page: 1, per: SALARY_ANALYSIS.pageSize, total, total_pages: 2 });
    expect(all.analyses.map((a) => a.id)).toEqual([...many].reverse().map((a) => a.id));
    expect((await listOf('all', 2)).analyses.map((a) => a.id)).toEqual([cancelled.id, reserved.id, requested.id, completed.id]);

    expect((await listOf('completed')).analyses).toMatchObject([{ id: completed.id, status: 3 }]);
    expect((await listOf('reserved')).analyses.map((a) => a.id)).toEqual([reserved.id]);
    expect((await listOf('cancelled')).analyses.map((a) => [a.id, a.status, a.can_cancel])).toEqual([[cancelled.id, 5, false]]);
    const analysable = await listOf('analysable');
    expect(analysable.page_info.total).toBe(1 + SALARY_ANALYSIS.pageSize);
    expect(analysable.analyses.every((a) => a.status === 1 || a.status === 4)).toBe(true);
    expect((await listOf('completed')).analyses[0]?.analysed_at).not.toBeNull();
    // Only this company's requests.
    const ids = new Set((await db().select().from(salaryAnalyses).where(eq(salaryAnalyses.companyId, company.id))).map((r) => r.id));
    for (const a of all.analyses) expect(ids.has(a.id)).toBe(true);
  });
});
