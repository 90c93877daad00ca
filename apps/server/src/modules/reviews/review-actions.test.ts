import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REVIEW_REPLY_MAX, SALARY_MIN_REPORTS, type ReviewableType, type UsageKeyCode } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import {
  makeCompany,
  makeCompanyReview,
  makeInterviewReview,
  makeSalaryReport,
  makeUser,
  makeWelfareReview,
  signInAs,
  type MadeCompany,
} from '../../test/factories.js';
import { companyFeatureUsage, companyReviews, reviewReports } from '../../db/schema/index.js';

let t: TestApp;
let company: MadeCompany;
let client: Client;
let basic: Client;
let basicCompany: MadeCompany;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await makeCompany(db);
  client = await signInAs(t.app, await makeUser(db, { company, name: '오세린' }));
  basicCompany = await makeCompany(db, { plan: 'basic' });
  basic = await signInAs(t.app, await makeUser(db, { company: basicCompany }));
});
afterAll(() => t.close());

const make: Record<ReviewableType, (c: MadeCompany) => Promise<{ id: number }>> = {
  company_review: (c) => makeCompanyReview(t.database.db, { company: c }),
  interview_review: (c) => makeInterviewReview(t.database.db, { company: c }),
  welfare_review: (c) => makeWelfareReview(t.database.db, { company: c }),
};
const USAGE: Record<ReviewableType, UsageKeyCode> = {
  company_review: 'review_comments',
  interview_review: 'interview_comments',
  welfare_review: 'benefits',
};
const inUse = async (c: MadeCompany, key: UsageKeyCode) =>
  (
    await t.database.db
      .select({ inUse: companyFeatureUsage.inUse })
      .from(companyFeatureUsage)
      .where(and(eq(companyFeatureUsage.companyId, c.id), eq(companyFeatureUsage.keyCode, key)))
  )[0]?.inUse ?? false;
const reply = (c: Client, type: ReviewableType, id: number, body: unknown) =>
  c.request({ method: 'PUT', url: `/api/v5/partners/reviews/${type}/${id}/reply`, payload: { body } });
const unreply = (c: Client, type: ReviewableType, id: number) => c.request({ method: 'DELETE', url: `/api/v5/partners/reviews/${type}/${id}/reply` });

describe('official replies', () => {
  it.each(['company_review', 'interview_review', 'welfare_review'] as const)(
    '%s: the usage item is in use while one reply of the type exists',
    async (type) => {
      const a = await make[type](company);
      const b = await make[type](company);
      expect(await inUse(company, USAGE[type])).toBe(false);
      const saved = await reply(client, type, a.id, '  소중한 리뷰 감사합니다.  ');
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ data: { reply: { body: '소중한 리뷰 감사합니다.', author_name: '오세린' } } });
      expect(await inUse(company, USAGE[type])).toBe(true);
      expect((await reply(client, type, b.id, '감사합니다')).statusCode).toBe(200);
      expect((await unreply(client, type, a.id)).statusCode).toBe(200);
      expect(await inUse(company, USAGE[type])).toBe(true);
      expect((await unreply(client, type, b.id)).json()).toEqual({ code: 200, data: { deleted: true } });
      expect(await inUse(company, USAGE[type])).toBe(false);
    },
  );

  it('keeps the first reply time and moves the update time on a rewrite', async () => {
    const review = await makeCompanyReview(t.database.db, { company });
    const first = (await reply(client, 'company_review', review.id, '처음 답변')).json<{
      data: { reply: { created_at: string; updated_at: string } };
    }>();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await reply(client, 'company_review', review.id, '고친 답변')).json<{
      data: { reply: { created_at: string; updated_at: string } };
    }>();
    expect(second.data.reply.created_at).toBe(first.data.reply.created_at);
    expect(second.data.reply.updated_at > first.data.reply.updated_at).toBe(true);
    const [row] = await t.database.db.select().from(companyReviews).where(eq(companyReviews.id, review.id));
    expect(row?.replyBody).toBe('고친 답변');
  });

  it("another company's review, or none: 404 and nothing changes", async () => {
    const other = await makeCompany(t.database.db);
    const theirs = await makeCompanyReview(t.database.db, { company: other });
    expect((await reply(client, 'company_review', theirs.id, '답변')).statusCode).toBe(404);
    expect((await unreply(client, 'company_review', theirs.id)).statusCode).toBe(404);
    expect((await reply(client, 'interview_review', 999_999, '답변')).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(companyReviews).where(eq(companyReviews.id, theirs.id));
    expect(row?.replyBody).toBeNull();
  });

  it.each([
    ['blank', '   ', 'body.body'],
    ['too long', 'a'.repeat(REVIEW_REPLY_MAX + 1), 'body.body'],
  ])('%s body: 400 with the field', async (_, body, field) => {
    const review = await makeCompanyReview(t.database.db, { company });
    const response = await reply(client, 'company_review', review.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });

  it('an unknown reviewable type: 400 with the field', async () => {
    const response = await reply(client, 'job_review' as ReviewableType, 1, '답변');
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'params.reviewable_type' });
  });

  it('without a branding plan: 403 plan.branding_required, and the list still reads', async () => {
    const review = await makeCompanyReview(t.database.db, { company: basicCompany });
    const response = await reply(basic, 'company_review', review.id, '답변');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'plan.branding_required' });
    expect((await unreply(basic, 'company_review', review.id)).statusCode).toBe(403);
    expect((await basic.get('/api/v5/partners/company_reviews')).statusCode).toBe(200);
  });
});

const report = (c: Client, payload: Record<string, unknown>) => c.request({ method: 'POST', url: '/api/v1/reports', payload });

describe('reports', () => {
  it('lists the active reasons by order with the spec field names', async () => {
    const { data } = (await client.get('/api/v1/report_reasons')).json<{ data: { reasons: Record<string, unknown>[] } }>();
    expect(data.reasons.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.reasons[5]).toMatchObject({
      id: 6,
      order: 6,
      form_required: true,
      is_other: false,
      active: true,
      translate_key: 'report_reason.rights_infringement',
    });
  });

  it('reports a review once: received for the review team, the review still shown and marked reported', async () => {
    const review = await makeCompanyReview(t.database.db, { company });
    const first = await report(client, { reportable_type: 'company_review', reportable_id: review.id, report_reason_id: 1 });
    expect(first.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reportableId, review.id));
    expect(row).toMatchObject({ companyId: company.id, status: 'received', reportReasonId: 1 });
    const again = await report(client, { reportable_type: 'company_review', reportable_id: review.id, report_reason_id: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review.already_reported' });
    const listed = (await client.get('/api/v5/partners/company_reviews?per=50')).json<{ data: { reviews: { id: number; reported: boolean }[] } }>();
    expect(listed.data.reviews.find((r) => r.id === review.id)?.reported).toBe(true);
  });

  it('two reports of the same review at once: one is stored, the other is already_reported', async () => {
    const review = await makeInterviewReview(t.database.db, { company });
    const body = { reportable_type: 'interview_review', reportable_id: review.id, report_reason_id: 3 };
    const statuses = (await Promise.all([report(client, body), report(client, body), report(client, body)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await t.database.db.select().from(reviewReports).where(eq(reviewReports.reportableId, review.id))).toHaveLength(1);
  });

  it('a form_required reason needs the detail (400, field detail); with it the detail is stored', async () => {
    const review = await makeWelfareReview(t.database.db, { company });
    const base = { reportable_type: 'welfare_review', reportable_id: review.id, report_reason_id: 6 };
    const missing = await report(client, { ...base, detail: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'report.detail_required', field: 'body.detail' });
    expect((await report(client, { ...base, detail: '실명이 드러납니다' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reportableId, review.id));
    expect(row?.detail).toBe('실명이 드러납니다');
  });

  it.each([
    ['inactive', 8],
    ['unknown', 999],
  ])('an %s reason: report.reason_unavailable', async (_, reason) => {
    const review = await makeCompanyReview(t.database.db, { company });
    const response = await report(client, { reportable_type: 'company_review', reportable_id: review.id, report_reason_id: reason });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'report.reason_unavailable', field: 'body.report_reason_id' });
  });

  it("another company's review: 404", async () => {
    const theirs = await makeCompanyReview(t.database.db, { company: await makeCompany(t.database.db) });
    expect((await report(client, { reportable_type: 'company_review', reportable_id: theirs.id, report_reason_id: 1 })).statusCode).toBe(404);
  });

  it('the welfare report takes the reason id as `reason`; any plan may report', async () => {
    const review = await makeWelfareReview(t.database.db, { company: basicCompany });
    const url = `/api/v1/welfare/welfare_reviews/${review.id}/report`;
    expect((await basic.request({ method: 'POST', url, payload: { reason: 2 } })).statusCode).toBe(200);
    expect((await basic.request({ method: 'POST', url, payload: { reason: 2 } })).statusCode).toBe(409);
    expect((await basic.request({ method: 'POST', url, payload: {} })).json()).toMatchObject({ code: 'bad_request', field: 'body.reason' });
  });
});

type SalaryList = {
  rows: {
    occupation: { id: number };
    year: number;
    report_count: number;
    average: number | null;
    p25: number | null;
    median: number | null;
    p75: number | null;
  }[];
  official: { id: number; occupation: { id: number; name: string }; year: number; amount: number; note: string | null }[];
  years: number[];
  occupations: { id: number; level: number; parent_id: number | null }[];
  can_publish: boolean;
};

describe('salaries', () => {
  const thisYear = koreanMonth(new Date()).year;
  let mine: MadeCompany;
  let c: Client;
  beforeAll(async () => {
    const db = t.database.db;
    mine = await makeCompany(db);
    c = await signInAs(t.app, await makeUser(db, { company: mine }));
    for (const amount of [4_000, 5_000, 6_000, 9_000])
      await makeSalaryReport(db, { company: mine, occupationId: 11601, annualSalary: amount, reportedYear: thisYear });
    for (const amount of [3_000, 3_200])
      await makeSalaryReport(db, { company: mine, occupationId: 11602, annualSalary: amount, reportedYear: thisYear - 1 });
    // Outside the window of SALARY_YEARS_SHOWN years.
    await makeSalaryReport(db, { company: mine, occupationId: 11601, annualSalary: 3_000, reportedYear: thisYear - 6 });
    await makeSalaryReport(db, { company: await makeCompany(db), occupationId: 11601, annualSalary: 20_000, reportedYear: thisYear });
  });
  const salaries = async (client2: Client, q = '') => (await client2.get(`/api/v5/partners/salaries${q}`)).json<{ data: SalaryList }>().data;

  it('per occupation and year: count, average and quartiles in 만원; none below the minimum reports', async () => {
    const data = await salaries(c);
    expect(SALARY_MIN_REPORTS).toBe(3);
    expect(data.rows).toEqual([
      { occupation: { id: 11601, name: '백엔드 개발' }, year: thisYear, report_count: 4, average: 6_000, p25: 4_750, median: 5_500, p75: 6_750 },
      { occupation: { id: 11602, name: '프론트엔드 개발' }, year: thisYear - 1, report_count: 2, average: null, p25: null, median: null, p75: null },
    ]);
    expect(data.years).toEqual([thisYear, thisYear - 1]);
    expect(data.can_publish).toBe(true);
    expect(data.occupations.find((o) => o.id === 11600)).toMatchObject({ level: 1, parent_id: null });
    expect(data.occupations.find((o) => o.id === 11601)).toMatchObject({ level: 2, parent_id: 11600 });
  });

  it('filters by occupation and year', async () => {
    expect((await salaries(c, '?occupation_id=11602')).rows.map((r) => r.occupation.id)).toEqual([11602]);
    expect((await salaries(c, `?year=${thisYear}`)).rows.map((r) => r.year)).toEqual([thisYear]);
    expect((await c.get('/api/v5/partners/salaries?year=1999')).json()).toMatchObject({ field: 'query.year' });
  });

  it('official salaries: upsert per occupation and year, the usage item follows, delete is scoped', async () => {
    const save = (payload: Record<string, unknown>) => c.request({ method: 'PUT', url: '/api/v5/partners/official_salaries', payload });
    const first = await save({ occupation_id: 11601, year: thisYear, amount: 5_200, note: ' 성과급 별도 ' });
    expect(first.statusCode).toBe(200);
    const id = first.json<{ data: { official: { id: number } } }>().data.official.id;
    expect(await inUse(mine, 'official_salaries')).toBe(true);
    const again = await save({ occupation_id: 11601, year: thisYear, amount: 5_400 });
    expect(again.json()).toMatchObject({ data: { official: { id, amount: 5_400, note: null, occupation: { id: 11601, name: '백엔드 개발' } } } });
    expect((await salaries(c)).official).toHaveLength(1);

    const outsider = await signInAs(t.app, await makeUser(t.database.db, { company: await makeCompany(t.database.db) }));
    expect((await outsider.request({ method: 'DELETE', url: `/api/v5/partners/official_salaries/${id}` })).statusCode).toBe(404);
    expect((await c.request({ method: 'DELETE', url: `/api/v5/partners/official_salaries/${id}` })).json()).toEqual({
      code: 200,
      data: { id, deleted: true },
    });
    expect(await inUse(mine, 'official_salaries')).toBe(false);
    expect((await c.request({ method: 'DELETE', url: `/api/v5/partners/official_salaries/${id}` })).statusCode).toBe(404);
  });

  it.each([
    ['a level 1 occupation', { occupation_id: 11600, year: 2026, amount: 5_000 }, 'official_salary.occupation_unknown', 'body.occupation_id'],
    ['an unknown occupation', { occupation_id: 99_999, year: 2026, amount: 5_000 }, 'official_salary.occupation_unknown', 'body.occupation_id'],
    ['an amount below the range', { occupation_id: 11601, year: 2026, amount: 500 }, 'bad_request', 'body.amount'],
  ])('%s: 400 with the field', async (_, payload, code, field) => {
    const response = await c.request({ method: 'PUT', url: '/api/v5/partners/official_salaries', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
  });

  it('without a branding plan: reads with can_publish false, writes 403', async () => {
    expect((await salaries(basic)).can_publish).toBe(false);
    const response = await basic.request({
      method: 'PUT',
      url: '/api/v5/partners/official_salaries',
      payload: { occupation_id: 11601, year: 2026, amount: 5_000 },
    });
    expect(response.json()).toMatchObject({ code: 'plan.branding_required' });
  });
});
