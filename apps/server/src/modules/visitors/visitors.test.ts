import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PRIVILEGE_MASTER_CODES, visitorCheckAllowed, type PrivilegeMasterCode } from '@partners/contract';
import { companyPlans } from '../../db/schema/index.js';
import { clientFor } from '../../test/actors.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { companyRating } from '../reviews/reviews.service.js';
import { koreanYearMonth } from '@partners/contract/korea-time';
import { checkPeriod, recordVisitEvents, rollUpVisits } from './visitors.service.js';

/**
 * The visitor statistics API (spec §7, §9; decision 0025) against the demo data, whose rollups the seed
 * built with the job's row definitions: the figures equal counts over the raw events (Korean days and months),
 * the bounds are 400s with their field, the plans' gates 403s.
 */
let t: TestApp;
let admin: Client;
const URL = '/api/v5/partners/data/visitors';
const now = new Date();
const current = koreanYearMonth(now);
/** `YYYY-MM`, `n` months before `month`. */
const minus = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute<T & Record<string, unknown>>(query)) as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientFor(t.app, 'admin');
});
afterAll(() => t.close());

type Overview = {
  series: { period: string; visits: number }[];
  categories: { category: string; visits: number }[];
  total: number;
  previous_total: number | null;
  data_until: string | null;
};
type Detail = {
  total: number;
  rows: { rank: number; key: string; label: string | null; visits: number; ratio: number; company_score: number | null }[];
};
const data = async <T>(client: Client, url: string): Promise<T> => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};

/** Company 1's raw visits per Korean month and category (the brute force the rollups must equal). */
async function rawMonthly(from: string, to: string) {
  return rows<{ month: string; category: string; visits: number }>(sql`
    select to_char(occurred_at at time zone 'Asia/Seoul', 'YYYY-MM') as month, category, count(*)::int as visits
    from visit_events where company_id = 1
      and to_char(occurred_at at time zone 'Asia/Seoul', 'YYYY-MM') between ${from} and ${to}
    group by 1, 2`);
}

describe('visitor statistics against the demo data', () => {
  it('the overview of 12 months equals the raw events per Korean month, with the categories and the period before', async () => {
    const from = minus(current, 11);
    const got = await data<Overview>(admin, `${URL}/overview?from_date=${from}&to_date=${current}`);
    const raw = await rawMonthly(from, current);
    const months = Array.from({ length: 12 }, (_, i) => minus(current, 11 - i));
    expect(got.series).toEqual(months.map((period) => ({ period, visits: raw.filter((r) => r.month === period).reduce((s, r) => s + r.visits, 0) })));
    const total = raw.reduce((s, r) => s + r.visits, 0);
    expect(got.total).toBe(total);
    expect(total).toBeGreaterThan(300);
    expect(got.categories[0]).toEqual({ category: 'all', visits: total });
    for (const { category, visits } of got.categories.slice(1)) {
      expect(visits).toBe(raw.filter((r) => r.category === category).reduce((s, r) => s + r.visits, 0));
    }
    // Reviews and salaries are the most visited.
    const sorted = [...got.categories.slice(1)].sort((a, b) => b.visits - a.visits);
    expect(sorted.slice(0, 2).map((c) => c.category)).toEqual(['reviews', 'salaries']);
    const before = await rawMonthly(minus(current, 23), minus(current, 12));
    expect(got.previous_total).toBe(before.reduce((s, r) => s + r.visits, 0));
    const [latest] = await rows<{ day: string }>(
      sql`select to_char(max(occurred_at at time zone 'Asia/Seoul'), 'YYYY-MM-DD') as day from visit_events where company_id = 1`,
    );
    expect(got.data_until).toBe(latest?.day);
  });

  it('a chip narrows the series to its category; a period from the data start has no previous total', async () => {
    const got = await data<Overview>(admin, `${URL}/overview?from_date=2022-08&to_date=2023-07&chip=salaries`);
    const raw = await rawMonthly('2022-08', '2023-07');
    expect(got.total).toBe(raw.filter((r) => r.category === 'salaries').reduce((s, r) => s + r.visits, 0));
    expect(got.series[0]?.period).toBe('2022-08');
    expect(got.previous_total).toBeNull();
    // The period before is the chip's category too.
    const later = await data<Overview>(admin, `${URL}/overview?from_date=2023-08&to_date=2024-07&chip=salaries`);
    expect(later.previous_total).toBe(raw.filter((r) => r.category === 'salaries').reduce((s, r) => s + r.visits, 0));
  });

  it('years: the series per Korean year of the period', async () => {
    const from = minus(current, 23);
    const got = await data<Overview>(admin, `${URL}/overview?period_type=year&from_date=${from}&to_date=${current}`);
    const raw = await rawMonthly(from, current);
    const years = [...new Set(Array.from({ length: 24 }, (_, i) => minus(current, 23 - i).slice(0, 4)))];
    expect(got.series).toEqual(
      years.map((period) => ({ period, visits: raw.filter((r) => r.month.startsWith(period)).reduce((s, r) => s + r.visits, 0) })),
    );
  });

  it('the detail by city over 24 months equals the raw events, most visited first, with ratios', async () => {
    const from = minus(current, 23);
    const got = await data<Detail>(admin, `${URL}/detail?from_date=${from}&to_date=${current}&dimension=city`);
    const raw = await rows<{ key: string; visits: number }>(sql`
      select city as key, count(*)::int as visits from visit_events
      where company_id = 1 and city is not null and to_char(occurred_at at time zone 'Asia/Seoul', 'YYYY-MM') >= ${from}
      group by 1 order by 2 desc, 1`);
    const total = raw.reduce((s, r) => s + r.visits, 0);
    expect(got.total).toBe(total);
    expect(got.rows.map((r) => [r.key, r.visits])).toEqual(raw.map((r) => [r.key, r.visits]));
    expect(got.rows[0]).toMatchObject({ rank: 1, key: 'seoul', label: null, company_score: null });
    expect(got.rows[0]?.ratio).toBe(Math.round(((raw[0]?.visits ?? 0) / total) * 1000) / 10);
  });

  it('an occupation and a chip narrow the detail; occupation_year is labelled with the occupation', async () => {
    const from = minus(current, 5);
    const got = await data<Detail>(
      admin,
      `${URL}/detail?from_date=${from}&to_date=${current}&dimension=occupation_year&occupation_id=11600&chip=reviews`,
    );
    const raw = await rows<{ key: string; visits: number }>(sql`
      select occupation_id || ':' || years_band as key, count(*)::int as visits from visit_events
      where company_id = 1 and occupation_id = 11600 and years_band is not null and category = 'reviews'
        and to_char(occurred_at at time zone 'Asia/Seoul', 'YYYY-MM') >= ${from}
      group by 1 order by 2 desc, 1`);
    expect(got.rows.map((r) => [r.key, r.visits])).toEqual(raw.map((r) => [r.key, r.visits]));
    expect(got.rows.every((r) => r.label === '개발')).toBe(true);
    const skills = await data<Detail>(admin, `${URL}/detail?from_date=${from}&to_date=${current}&dimension=skill&occupation_id=11600`);
    expect(skills.rows.map((r) => r.key)).toContain('Java');
  });

  it('the company rank table: visitor companies named, with their average review rating', async () => {
    const from = minus(current, 11);
    const got = await data<Detail>(admin, `${URL}/detail?from_date=${from}&to_date=${current}&dimension=current_company`);
    expect(got.rows.length).toBeGreaterThan(0);
    expect(got.rows.length).toBeLessThanOrEqual(50);
    for (const row of got.rows.slice(0, 10)) {
      const [company] = await rows<{ name: string }>(sql`select name from companies where id = ${Number(row.key)}`);
      expect(row.label).toBe(company?.name);
      const rating = await companyRating(t.database.db, Number(row.key));
      expect(row.company_score).toBe(rating.average === null ? null : Math.round(rating.average * 10) / 10);
    }
    const industries = await data<Detail>(admin, `${URL}/detail?from_date=${from}&to_date=${current}&dimension=industry_type`);
    expect(industries.rows.every((r) => r.label !== null)).toBe(true);
  });

  it('filters: the bounds, the level-1 occupations and what the plan opens', async () => {
    const got = await data<{ latest_month: string; data_start: string; detail_data_start: string; occupations: { id: number }[]; checks: unknown }>(
      admin,
      `${URL}/filters`,
    );
    expect(got).toMatchObject({ latest_month: current, data_start: '2022-08', detail_data_start: '2023-11' });
    expect(got.occupations.map((o) => o.id)).toContain(11600);
    expect(got.checks).toEqual({ overview: true, detail: true, year_periods: true, company_rank: true });
  });
});

describe('periods in Korea time', () => {
  it('an event at 2024-01-31 15:30Z counts in February (Korea)', async () => {
    const overview = (month: string) => data<Overview>(admin, `${URL}/overview?from_date=${month}&to_date=${month}&chip=newsroom`);
    const [jan, feb] = [await overview('2024-01'), await overview('2024-02')];
    await recordVisitEvents(t.database.db, [
      { eventKey: randomUUID(), companyId: 1, occurredAt: new Date('2024-01-31T15:30:00Z'), category: 'newsroom' },
    ]);
    await recordVisitEvents(t.database.db, [
      { eventKey: randomUUID(), companyId: 1, occurredAt: new Date('2024-01-31T14:59:00Z'), category: 'newsroom' },
    ]);
    await rollUpVisits(t.database.db);
    expect((await overview('2024-01')).total).toBe(jan.total + 1);
    expect((await overview('2024-02')).total).toBe(feb.total + 1);
  });

  it('the current month is Korea’s: at 2024-01-31 15:30Z, February is allowed and March is not', () => {
    const at = new Date('2024-01-31T15:30:00Z');
    expect(koreanYearMonth(at)).toBe('2024-02');
    expect(checkPeriod({ from_date: '2023-03', to_date: '2024-02' }, '2022-08', at)).toBe(12);
    expect(() => checkPeriod({ from_date: '2023-03', to_date: '2024-03' }, '2022-08', at)).toThrow();
    expect(koreanYearMonth(new Date('2024-01-31T14:59:59Z'))).toBe('2024-01');
    expect(checkPeriod({ from_date: '2023-12', to_date: '2024-02' }, '2022-08', at)).toBe(3);
  });
});

describe('400s name their field', () => {
  const cases: [string, string, string][] = [
    ['overview before 2022-08', `overview?from_date=2022-07&to_date=2023-01`, 'query.from_date'],
    ['detail before 2023-11', `detail?from_date=2023-10&to_date=2023-12&dimension=city`, 'query.from_date'],
    ['after the current month', `overview?from_date=${current}&to_date=${minus(current, -1)}`, 'query.to_date'],
    ['from after to', `overview?from_date=${current}&to_date=${minus(current, 1)}`, 'query.from_date'],
    ['not a month', `overview?from_date=2024-13&to_date=${current}`, 'query.from_date'],
    ['an unknown category', `overview?from_date=${current}&to_date=${current}&chip=nope`, 'query.chip'],
    ['an unknown dimension', `detail?from_date=${current}&to_date=${current}&dimension=nope`, 'query.dimension'],
    ['an unknown period type', `overview?period_type=week&from_date=${current}&to_date=${current}`, 'query.period_type'],
  ];
  for (const [name, path, field] of cases) {
    it(name, async () => {
      const response = await admin.get(`${URL}/${path}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field?: string }>().field).toBe(field);
    });
  }
});

describe('the plans’ gates (spec §6, visitorCheckAllowed)', () => {
  const thirteen = `from_date=${minus(current, 12)}&to_date=${current}`;
  const twelve = `from_date=${minus(current, 11)}&to_date=${current}`;
  const checks: { name: string; path: string; allowed: (plan: PrivilegeMasterCode) => boolean; code: string }[] = [
    { name: 'overview, 12 months', path: `overview?${twelve}`, allowed: (p) => visitorCheckAllowed('overview', p), code: '' },
    {
      name: 'overview, 13 months',
      path: `overview?${thirteen}`,
      allowed: (p) => visitorCheckAllowed('year_periods', p),
      code: 'plan.branding_required',
    },
    {
      name: 'overview, years',
      path: `overview?period_type=year&${twelve}`,
      allowed: (p) => visitorCheckAllowed('year_periods', p),
      code: 'plan.branding_required',
    },
    {
      name: 'detail',
      path: `detail?dimension=age_gender&${twelve}`,
      allowed: (p) => visitorCheckAllowed('detail', p),
      code: 'visitors.paid_plan_required',
    },
    {
      name: 'rank table',
      path: `detail?dimension=current_company&${twelve}`,
      allowed: (p) => visitorCheckAllowed('company_rank', p),
      code: 'plan.branding_required',
    },
  ];
  for (const plan of PRIVILEGE_MASTER_CODES) {
    it(plan, async () => {
      await t.database.db.update(companyPlans).set({ privilegeMasterCode: plan }).where(eq(companyPlans.companyId, 1));
      const filters = await data<{ checks: Record<string, boolean> }>(admin, `${URL}/filters`);
      expect(filters.checks).toEqual({
        overview: true,
        detail: visitorCheckAllowed('detail', plan),
        year_periods: visitorCheckAllowed('year_periods', plan),
        company_rank: visitorCheckAllowed('company_rank', plan),
      });
      const table = [];
      for (const check of checks) {
        const response = await admin.get(`${URL}/${check.path}`);
        table.push([check.name, response.statusCode, response.statusCode === 403 ? response.json<{ code: string }>().code : '']);
      }
      expect(table).toEqual(
        checks.map((c) => {
          const allowed = c.allowed(plan);
          // The basic plan's rank table is refused for the detail first (the inquiry's code).
          const code = c.name === 'rank table' && !visitorCheckAllowed('detail', plan) ? 'visitors.paid_plan_required' : c.code;
          return [c.name, allowed ? 200 : 403, allowed ? '' : code];
        }),
      );
    });
  }
  it('basic (the demo’s basic@demo.test) sees the overview and is sent to the inquiry for the detail', async () => {
    const basic = await clientFor(t.app, 'basic');
    expect((await basic.get(`${URL}/overview?${twelve}`)).statusCode).toBe(200);
    const detail = await basic.get(`${URL}/detail?dimension=city&${twelve}`);
    expect([detail.statusCode, detail.json<{ code: string }>().code]).toEqual([403, 'visitors.paid_plan_required']);
  });
});
