import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { monthsBetween, scoreStatisticsResponse, type ScoreAverages } from '@partners/contract';
import { koreanMonth } from '@partners/contract/korea-time';
import { clientFor } from '../../test/actors.js';
import { makeCompany, makeCompanyReview } from '../../test/factories.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { industryScoresRefreshTask } from './reviews.jobs.js';

/** The score statistics API (decision 0025) against a brute-force reading of `company_reviews`, on the seeded demo. */
let t: TestApp;
let admin: Client;
const SCORES = '/api/v5/partners/data/scores';
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientFor(t.app, 'admin');
});
afterAll(() => t.close());

/** Korean `YYYY-MM` `delta` months from the current one. */
function monthFromNow(delta: number): string {
  const { year, month } = koreanMonth(new Date());
  const i = year * 12 + month - 1 + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

type Brute = { month: string; count: number; overall: number; career: number; pay: number; work: number; culture: number; management: number };
/** Sums of every company review of `where`, per Korean month written, read straight from the reviews. */
async function bruteMonths(where: ReturnType<typeof sql>): Promise<Brute[]> {
  const { rows } = (await db().execute<Brute>(sql`
    select to_char(written_at at time zone 'Asia/Seoul', 'YYYY-MM') as month, count(*)::int as count,
      sum(rating_overall)::int as overall, sum(rating_career)::int as career, sum(rating_pay_benefits)::int as pay,
      sum(rating_work_life)::int as work, sum(rating_culture)::int as culture, sum(rating_management)::int as management
    from company_reviews r where ${where} group by 1 order by 1`)) as { rows: Brute[] };
  return rows;
}

function averages(rows: Brute[]): ScoreAverages {
  const sum = (pick: (r: Brute) => number) => rows.reduce((a, r) => a + pick(r), 0);
  const count = sum((r) => r.count);
  const avg = (pick: (r: Brute) => number) => (count === 0 ? null : Math.round((sum(pick) / count) * 100) / 100);
  return {
    count,
    overall: avg((r) => r.overall),
    career: avg((r) => r.career),
    pay_benefits: avg((r) => r.pay),
    work_life: avg((r) => r.work),
    culture: avg((r) => r.culture),
    management: avg((r) => r.management),
  };
}

/** What the endpoint should answer for `companyId` over from..to, computed from the reviews alone. */
async function expected(companyId: number, from: string, to: string) {
  const [company] = (
    (await db().execute<{ industry_id: number; name: string; company_rating: string; industry_rating: string }>(sql`
      select c.industry_id, i.name, c.company_rating, c.industry_rating from companies c join industries i on i.id = c.industry_id where c.id = ${companyId}`)) as {
      rows: { industry_id: number; name: string; company_rating: string; industry_rating: string }[];
    }
  ).rows;
  if (!company) throw new Error('no company');
  const own = await bruteMonths(sql`r.company_id = ${companyId}`);
  const industry = await bruteMonths(sql`r.company_id in (select id from companies where industry_id = ${company.industry_id})`);
  const upTo = (rows: Brute[]) => rows.filter((r) => r.month <= to);
  const within = (rows: Brute[]) => rows.filter((r) => r.month >= from && r.month <= to);
  return {
    from_date: from,
    to_date: to,
    company_rating: company.company_rating,
    industry_rating: company.industry_rating,
    industry: { id: company.industry_id, name: company.name },
    months: monthsBetween(from, to).map((month) => ({
      month,
      company: averages(own.filter((r) => r.month === month)),
      industry: averages(industry.filter((r) => r.month === month)),
    })),
    period: { company: averages(within(own)), industry: averages(within(industry)) },
    cumulative: { company: averages(upTo(own)), industry: averages(upTo(industry)) },
  };
}

async function scores(client: Client, from: string, to: string) {
  return client.get(`${SCORES}?from_date=${from}&to_date=${to}`);
}

/** The answer's data, checked against the contract. */
async function statistics(client: Client, from: string, to: string) {
  const response = await scores(client, from, to);
  expect(response.statusCode).toBe(200);
  return scoreStatisticsResponse.parse(response.json()).data;
}

type ErrorReply = { code: string; field?: string; params?: Record<string, unknown> };

describe('score statistics', () => {
  it('equal a brute-force computation over company_reviews (the seed refreshed the industry line)', async () => {
    const from = monthFromNow(-35);
    const to = monthFromNow(0);
    const response = await scores(admin, from, to);
    expect(response.statusCode).toBe(200);
    const body = scoreStatisticsResponse.parse(response.json());
    const want = await expected(1, from, to);
    expect(body.data).toEqual(want);
    // The demo's company 1 has reviews in the period, and its industry more than it does.
    expect(body.data.period.company.count).toBeGreaterThan(0);
    expect(body.data.period.industry.count).toBeGreaterThan(body.data.period.company.count);
    expect(body.data.months).toHaveLength(36);
  });

  it('answer a period in the past, and another company, with its own industry', async () => {
    const other = await clientFor(t.app, 'other');
    const from = monthFromNow(-30);
    const to = monthFromNow(-7);
    const data = await statistics(other, from, to);
    const { rows } = (await db().execute<{ company_id: number }>(
      sql`select company_id from memberships m join users u on u.id = m.user_id where u.email = 'other@demo.test'`,
    )) as { rows: { company_id: number }[] };
    const [membership] = rows;
    if (!membership) throw new Error('other@demo.test has no company');
    expect(membership.company_id).not.toBe(1);
    expect(data).toEqual(await expected(membership.company_id, from, to));
  });

  it('follow new reviews: the company at once, the industry after the periodic refresh', async () => {
    const [row] = (
      (await db().execute<{ industry_id: number }>(sql`select industry_id from companies where id = 1`)) as { rows: { industry_id: number }[] }
    ).rows;
    if (!row) throw new Error('no company 1');
    const peer = await makeCompany(db(), { industryId: row.industry_id });
    const before = await statistics(admin, monthFromNow(-1), monthFromNow(0));
    await makeCompanyReview(db(), { company: { id: 1 }, ratingOverall: 1, writtenAt: new Date() });
    await makeCompanyReview(db(), { company: peer, ratingOverall: 5, ratingCareer: 2, writtenAt: new Date() });
    const stale = await statistics(admin, monthFromNow(-1), monthFromNow(0));
    expect(stale.period.company.count).toBe(before.period.company.count + 1);
    // The industry line is a rollup the worker refreshes: not there yet.
    expect(stale.period.industry.count).toBe(before.period.industry.count);
    await industryScoresRefreshTask(db()).run();
    const from = monthFromNow(-1);
    const to = monthFromNow(0);
    const fresh = await statistics(admin, from, to);
    expect(fresh.period.industry.count).toBe(before.period.industry.count + 2);
    expect(fresh).toEqual(await expected(1, from, to));
  });

  it('refuse months out of order, in the future, too long a period and months that are not real (400 with the field)', async () => {
    const cases: [string, string, string, string][] = [
      [monthFromNow(-2), monthFromNow(-3), 'scores.from_after_to', 'query.from_date'],
      [monthFromNow(-2), monthFromNow(1), 'scores.to_in_future', 'query.to_date'],
      [monthFromNow(-60), monthFromNow(0), 'scores.period_too_long', 'query.from_date'],
      ['2025-13', monthFromNow(0), 'bad_request', 'query.from_date'],
      ['2025-01', '2025-1', 'bad_request', 'query.to_date'],
    ];
    for (const [from, to, code, field] of cases) {
      const response = await scores(admin, from, to);
      const body = response.json<ErrorReply>();
      expect({ from, to, status: response.statusCode, code: body.code, field: body.field }).toEqual({
        from,
        to,
        status: 400,
        code,
        field,
      });
    }
    expect((await scores(admin, monthFromNow(-60), monthFromNow(0))).json<ErrorReply>().params).toEqual({ max_months: 60 });
    // Sixty months, this one included, is the longest period.
    expect((await scores(admin, monthFromNow(-59), monthFromNow(0))).statusCode).toBe(200);
  });
});
