import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SALARY_ANALYSIS,
  salaryAnalysesResponse,
  salaryAnalysisFormResponse,
  salaryAnalysisResponse,
  salaryAnalysisResultSchema,
  type SalaryAnalysisFilter,
} from '@partners/contract';
import { jobs, salaryAnalyses, salaryReports } from '../../db/schema/index.js';
import { MAIL_SEND_JOB } from '../../platform/mail/index.js';
import { makeCompany, makeUser, signInAs } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { jobRunner, makeJobsDue } from '../../test/jobs.js';
import { SALARY_ANALYSE_JOB, SALARY_RECHECK_JOB } from './salary-analysis.jobs.js';
import {
  ANALYSES,
  THIN,
  addReports,
  analysisRow,
  balanceOf,
  cancel,
  create,
  created,
  detail,
  grantTickets,
  jobsOf,
  ledgerOf,
  requestBody,
  salaryCompany,
} from './salary-analysis.fixtures.js';

let t: TestApp;
const db = () => t.database.db;
/** A company with reports in the default cohort only; the thin cohort stays empty until a test fills it. */
let dataCompany: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  // The demo's salary reports and queued jobs are not this file's: every cohort here is the test's own.
  await db().delete(salaryReports);
  dataCompany = await makeCompany(db());
  await addReports(db(), dataCompany, 40);
  await db().delete(jobs);
});
afterAll(() => t.close());

const run = () => jobRunner(t.database.db).drain();

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

describe('requesting an analysis', () => {
  it('uses one ticket, queues the analysis, and the worker completes it with the report', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 2 });
    const analysis = await created(client, requestBody());
    expect(analysis).toMatchObject({ status: 1, report_type: 'offer_check', title: '백엔드 개발 · 5년차', ticket_used: true, can_cancel: true });
    expect(analysis.request).toMatchObject({
      occupationLevel1: { id: 11600, name: '개발' },
      occupationLevel2: { id: 11601, name: '백엔드 개발' },
      industryLevel2: { id: 701, name: '솔루션·SI·ERP' },
      hopeSalary: 6_500,
      proposeSalary: 6_200,
    });
    expect(analysis.result).toBeNull();
    expect(await balanceOf(db(), company.id)).toBe(1);
    expect((await jobsOf(db(), SALARY_ANALYSE_JOB)).filter((j) => j.payload.analysis_id === analysis.id)).toHaveLength(1);

    await run();
    const done = await detail(client, analysis.id);
    expect(done).toMatchObject({ status: 3, ticket_used: true, can_cancel: false });
    expect(done.analysed_at).not.toBeNull();
    const result = salaryAnalysisResultSchema.parse(done.result);
    expect(result.cohort.size).toBeGreaterThanOrEqual(SALARY_ANALYSIS.minCohort);
    expect(result.positions.hope?.amount).toBe(6_500);
    expect(result.positions.propose?.amount).toBe(6_200);
    expect(await balanceOf(db(), company.id)).toBe(1);
  });

  it('is a market report without a proposed salary; a new hire is 신입', async () => {
    const { client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody({ proposeSalary: null, experienceYear: 0, occupationLevel2: null }));
    expect(analysis).toMatchObject({ report_type: 'market', title: '개발 · 신입', request: { occupationLevel2: null } });
  });

  it.each([
    ['an occupation level 2 under another level 1', { occupationLevel2: 11701 }, 'salary_analysis.occupation_unknown', 'body.occupationLevel2'],
    [
      'a level 2 occupation given as level 1',
      { occupationLevel1: 11601, occupationLevel2: null },
      'salary_analysis.occupation_unknown',
      'body.occupationLevel1',
    ],
    ['an unknown occupation', { occupationLevel1: 99_999 }, 'salary_analysis.occupation_unknown', 'body.occupationLevel1'],
    ['an industry level 2 under another level 1', { industryLevel2: 301 }, 'salary_analysis.industry_unknown', 'body.industryLevel2'],
    ['an unknown industry', { industryLevel1: 4_242 }, 'salary_analysis.industry_unknown', 'body.industryLevel1'],
    ['a desired salary below the range', { hopeSalary: SALARY_ANALYSIS.amount.min - 1 }, 'bad_request', 'body.hopeSalary'],
    ['a proposed salary above the range', { proposeSalary: SALARY_ANALYSIS.amount.max + 1 }, 'bad_request', 'body.proposeSalary'],
    ['more than 30 years of experience', { experienceYear: 31 }, 'bad_request', 'body.experienceYear'],
  ])('refuses %s (400 with the field), recording nothing', async (_name, overrides, code, field) => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const response = await create(client, requestBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect(await db().select().from(salaryAnalyses).where(eq(salaryAnalyses.companyId, company.id))).toHaveLength(0);
    expect(await balanceOf(db(), company.id)).toBe(1);
  });

  it('without a ticket: 402 no_tickets, and nothing is recorded or queued', async () => {
    const { company, client } = await salaryCompany(t);
    const jobsBefore = (await jobsOf(db(), SALARY_ANALYSE_JOB)).length;
    const response = await create(client, requestBody());
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'salary_analysis.no_tickets' });
    expect(await db().select().from(salaryAnalyses).where(eq(salaryAnalyses.companyId, company.id))).toHaveLength(0);
    expect(await balanceOf(db(), company.id)).toBe(0);
    expect(await jobsOf(db(), SALARY_ANALYSE_JOB)).toHaveLength(jobsBefore);
  });

  it('answers a double submit with the first request and one ticket; the same key with other fields is 409', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 3 });
    const body = requestBody();
    const first = await created(client, body);
    const again = await created(client, body);
    expect(again.id).toBe(first.id);
    expect(await balanceOf(db(), company.id)).toBe(2);
    const changed = await create(client, { ...body, hopeSalary: body.hopeSalary + 100 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'salary_analysis.idempotency_key_reused' });
    expect(await balanceOf(db(), company.id)).toBe(2);
    // Another company may use the same key: keys are per company.
    const other = await salaryCompany(t, { tickets: 1 });
    expect((await created(other.client, body)).id).not.toBe(first.id);
  });

  it('resolves a previous company the autocomplete named to its name, size and industry; an unknown id is a typed name', async () => {
    const { client } = await salaryCompany(t, { tickets: 2 });
    const previous = await makeCompany(db(), { name: '가온소프트', size: 'large', industryId: 701 });
    const known = await created(client, requestBody({ preCompany: { id: previous.id, name: '가온' } }));
    expect(known.request.preCompany).toEqual({ id: previous.id, name: '가온소프트' });
    const typed = await created(client, requestBody({ preCompany: { id: 999_999, name: '한빛데이터' } }));
    expect(typed.request.preCompany).toEqual({ id: null, name: '한빛데이터' });
    await run();
    // A known company's size and industry give the report's previous-company figures (same cell here: 40 reports).
    expect((await detail(client, known.id)).result?.previous_company).not.toBeNull();
    expect((await detail(client, typed.id)).result?.previous_company).toBeNull();
  });
});

describe('reservation', () => {
  it('reserves a request whose cohort is too small, without a ticket', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody(THIN));
    expect(analysis).toMatchObject({ status: 11, ticket_used: false, can_cancel: true, report_type: 'market' });
    expect(await balanceOf(db(), company.id)).toBe(1);
    expect(await ledgerOf(db(), analysis.id)).toHaveLength(0);
    expect((await jobsOf(db(), SALARY_ANALYSE_JOB)).filter((j) => j.payload.analysis_id === analysis.id)).toHaveLength(0);
  });

  it('queues one recheck per statement that adds salary reports, none beside one still unclaimed', async () => {
    await db().delete(jobs).where(eq(jobs.kind, SALARY_RECHECK_JOB));
    await addReports(db(), dataCompany, 3, { occupationId: 12202 });
    await addReports(db(), dataCompany, 2, { occupationId: 12202 });
    expect(await jobsOf(db(), SALARY_RECHECK_JOB)).toHaveLength(1);
    // Once a worker has claimed it, the next statement's rows need a recheck of their own.
    await db().update(jobs).set({ attempts: 1 }).where(eq(jobs.kind, SALARY_RECHECK_JOB));
    await addReports(db(), dataCompany, 1, { occupationId: 12202 });
    expect((await jobsOf(db(), SALARY_RECHECK_JOB)).map((j) => j.attempts)).toEqual([1, 0]);
    await db().delete(jobs).where(eq(jobs.kind, SALARY_RECHECK_JOB));
  });

  it('analyses a reserved request once the data grows, uses its ticket then, and e-mails the requester once', async () => {
    const { company, user, client } = await salaryCompany(t, { tickets: 1 });
    const position = { ...THIN, occupationLevel1: 12400, occupationLevel2: 12401, industryLevel1: 400, industryLevel2: 401 };
    const analysis = await created(client, requestBody(position));
    expect(analysis.status).toBe(11);
    await run();
    expect((await analysisRow(db(), analysis.id)).status).toBe(11);

    const cell = { occupationId: 12401, industryId: 401, companySize: 'large', experienceYears: 3 } as const;
    await addReports(db(), dataCompany, 35, cell, 4_800);
    await run();
    const done = await detail(client, analysis.id);
    expect(done).toMatchObject({ status: 3, ticket_used: true });
    expect(done.result?.cohort.size).toBe(35);
    expect(await balanceOf(db(), company.id)).toBe(0);
    const row = await analysisRow(db(), analysis.id);
    expect(row.notifiedAt).not.toBeNull();

    const mails = (await jobsOf(db(), MAIL_SEND_JOB)).filter((j) => j.payload.to === user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.payload as { subject: string; text: string; idempotencyKey: string };
    expect(mail.subject).toBe('[파트너스 콘솔] 예약하신 연봉 분석 리포트가 준비되었습니다');
    expect(mail.text).toContain(`http://localhost:3000/partners/salary_anaylysis/detail?id=${analysis.id}`);
    expect(mail.text).toContain('생산관리 · 3년차');
    expect(mail.text).toContain(`${user.name}님`);

    // Another recheck and a repeated analyse job change nothing and mail nobody again.
    await addReports(db(), dataCompany, 1, cell);
    await db()
      .insert(jobs)
      .values({ kind: SALARY_ANALYSE_JOB, payload: { analysis_id: analysis.id, notify: true } });
    await run();
    expect((await jobsOf(db(), MAIL_SEND_JOB)).filter((j) => j.payload.to === user.email)).toHaveLength(1);
    expect(await ledgerOf(db(), analysis.id)).toHaveLength(1);
    expect((await analysisRow(db(), analysis.id)).analysedAt).toEqual(row.analysedAt);
  });

  it('keeps a reserved request reserved while the company has no ticket, and analyses it after a purchase', async () => {
    const { company, client } = await salaryCompany(t);
    const analysis = await created(
      client,
      requestBody({ ...THIN, occupationLevel1: 12500, occupationLevel2: 12501, industryLevel1: 500, industryLevel2: 501 }),
    );
    const cell = { occupationId: 12501, industryId: 501, companySize: 'large', experienceYears: 3 } as const;
    await addReports(db(), dataCompany, 32, cell, 5_200);
    await run();
    expect(await detail(client, analysis.id)).toMatchObject({ status: 11, ticket_used: false });
    expect(await balanceOf(db(), company.id)).toBe(0);

    await grantTickets(db(), company.id, 1);
    await addReports(db(), dataCompany, 1, cell, 5_200);
    await run();
    expect(await detail(client, analysis.id)).toMatchObject({ status: 3, ticket_used: true });
    expect(await balanceOf(db(), company.id)).toBe(0);
  });

  it('does not e-mail a requester who turned the analysis e-mail off, and still completes', async () => {
    const { user, client } = await salaryCompany(t, { tickets: 1 });
    await client.request({
      method: 'PUT',
      url: '/api/v5/partners/settings/notification_preferences',
      payload: { preferences: [{ event: 'analysis_ready', channel: 'email', enabled: false }] },
    });
    const position = { ...THIN, occupationLevel1: 12100, occupationLevel2: 12101, industryLevel1: 600, industryLevel2: 601, experienceYear: 10 };
    const analysis = await created(client, requestBody(position));
    expect(analysis.status).toBe(11);
    await addReports(db(), dataCompany, 30, { occupationId: 12101, industryId: 601, companySize: 'large', experienceYears: 10 });
    await run();
    expect((await detail(client, analysis.id)).status).toBe(3);
    expect((await jobsOf(db(), MAIL_SEND_JOB)).filter((j) => j.payload.to === user.email)).toHaveLength(0);
    expect((await analysisRow(db(), analysis.id)).notifiedAt).toBeNull();
  });
});

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

describe('cancelling', () => {
  it('cancels a requested one with a refund, a reserved one without; completed and cancelled ones are 409', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 2 });
    const requested = await created(client, requestBody({ proposeSalary: null }));
    const reserved = await created(client, requestBody(THIN));
    expect(await balanceOf(db(), company.id)).toBe(1);

    const response = await cancel(client, requested.id);
    expect(response.statusCode).toBe(200);
    expect(salaryAnalysisResponse.parse(response.json()).data.analysis).toMatchObject({
      status: 5,
      ticket_used: false,
      can_cancel: false,
    });
    expect(await balanceOf(db(), company.id)).toBe(2);
    expect((await cancel(client, reserved.id)).statusCode).toBe(200);
    expect(await balanceOf(db(), company.id)).toBe(2);
    expect(await ledgerOf(db(), reserved.id)).toHaveLength(0);
    expect((await analysisRow(db(), reserved.id)).cancelledAt).not.toBeNull();

    const again = await cancel(client, requested.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'salary_analysis.not_cancellable' });
    const completed = await created(client, requestBody());
    await run();
    expect((await cancel(client, completed.id)).statusCode).toBe(409);
    expect(await balanceOf(db(), company.id)).toBe(1);
  });
});

describe('tickets under concurrency', () => {
  it('parallel requests never use more tickets than there are: the balance never goes below zero', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 3 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => create(client, requestBody())));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    expect(await balanceOf(db(), company.id)).toBe(0);
    expect(await db().select().from(salaryAnalyses).where(eq(salaryAnalyses.companyId, company.id))).toHaveLength(3);
  });

  it('a double submit in parallel is one request and one ticket', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 5 });
    const body = requestBody();
    const responses = await Promise.all(Array.from({ length: 5 }, () => create(client, body)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json<{ data: { analysis: { id: number } } }>().data.analysis.id)).size).toBe(1);
    expect(await balanceOf(db(), company.id)).toBe(4);
  });

  it('parallel cancels of one request refund it exactly once', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 1 });
    const analysis = await created(client, requestBody());
    const responses = await Promise.all(Array.from({ length: 6 }, () => cancel(client, analysis.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await ledgerOf(db(), analysis.id)).map((l) => l.reason).sort()).toEqual(['refund', 'use']);
    expect(await balanceOf(db(), company.id)).toBe(1);
  });

  it('requests and cancels interleaved: every ticket is accounted for, never negative, never refunded twice', async () => {
    const { company, client } = await salaryCompany(t, { tickets: 2 });
    const first = await created(client, requestBody());
    const second = await created(client, requestBody());
    const responses = await Promise.all([
      cancel(client, first.id),
      cancel(client, second.id),
      cancel(client, first.id),
      ...Array.from({ length: 4 }, () => create(client, requestBody())),
    ]);
    const createdIds = responses
      .slice(3)
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ data: { analysis: { id: number } } }>().data.analysis.id);
    // Two tickets came back; at most two of the four new requests got one.
    expect(createdIds.length).toBeLessThanOrEqual(2);
    const balance = await balanceOf(db(), company.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(2 - createdIds.length);
    for (const id of [first.id, second.id]) expect((await ledgerOf(db(), id)).map((l) => l.reason).sort()).toEqual(['refund', 'use']);
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
