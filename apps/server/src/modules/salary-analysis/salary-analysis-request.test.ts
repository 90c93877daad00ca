import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SALARY_ANALYSIS, salaryAnalysisResultSchema } from '@partners/contract';
import { jobs, salaryAnalyses } from '../../db/schema/index.js';
import { MAIL_SEND_JOB } from '../../platform/mail/index.js';
import { makeCompany, makeTicketEntry } from '../../test/factories.js';
import { SALARY_ANALYSE_JOB, SALARY_RECHECK_JOB } from './salary-analysis.jobs.js';
import {
  THIN,
  addReports,
  analysisRow,
  balanceOf,
  create,
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

/** Requesting a salary analysis, and the ticket reserved for it. */
useSalaryAnalysisApp();

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

    await makeTicketEntry(db(), { company });
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
