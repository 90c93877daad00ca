import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVILEGE_MASTER_CODES, visitorCheckAllowed, type PrivilegeMasterCode } from '@partners/contract';
import { clientFor } from '../../test/actors.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { koreanDay, koreanDayStart, koreanYearMonth } from '@partners/contract/korea-time';
import { makeCompany, makeCompanyReview, makeUser, makeVisits, signInAs, type VisitOptions } from '../../test/factories.js';
import { checkPeriod } from './visitors.service.js';

/**
 * The visitor statistics API (spec §7, §9; decision 0025) over visits each test makes for a company of its
 * own (the factories record them and run the rollup job's step): the figures are the counts of those visits
 * per Korean day and month, the bounds are 400s with their field, the plans' gates 403s.
 */
let t: TestApp;
let operator: Client;
const URL = '/api/v5/partners/data/visitors';
const now = new Date();
const current = koreanYearMonth(now);
/** `YYYY-MM`, `n` months before `month`. */
const minus = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};
/** Noon (Korea) of the 15th of a Korean month; in the current month, a minute ago (never in the future). */
const inMonth = (month: string) =>
  month === current ? new Date(now.getTime() - 60_000) : new Date(koreanDayStart(`${month}-15`).getTime() + 12 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  operator = (await visitedCompany([])).client;
});
afterAll(() => t.close());

/** A company of its own with these visits, and its admin signed in. */
async function visitedCompany(visits: readonly VisitOptions[], overrides: Parameters<typeof makeCompany>[1] = {}) {
  const company = await makeCompany(t.database.db, overrides);
  await makeVisits(t.database.db, company, visits);
  return { company, client: await signInAs(t.app, await makeUser(t.database.db, { company })) };
}

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

describe('visitor statistics of the visits made', () => {
  it('the overview of 12 months counts the visits per Korean month, with the categories and the period before', async () => {
    const { client } = await visitedCompany([
      { occurredAt: inMonth(current), category: 'reviews', times: 3 },
      { occurredAt: inMonth(current), category: 'salaries', times: 2 },
      { occurredAt: inMonth(minus(current, 5)), category: 'reviews', times: 2 },
      { occurredAt: inMonth(minus(current, 5)), category: 'salaries' },
      { occurredAt: inMonth(minus(current, 11)), category: 'newsroom' },
      // The period before: the 12 months ending with minus(current, 12); the 25th month back is outside both.
      { occurredAt: inMonth(minus(current, 12)), category: 'newsroom', times: 4 },
      { occurredAt: inMonth(minus(current, 23)), category: 'reviews' },
      { occurredAt: inMonth(minus(current, 24)), category: 'reviews', times: 9 },
    ]);
    const from = minus(current, 11);
    const got = await data<Overview>(client, `${URL}/overview?from_date=${from}&to_date=${current}`);
    const expected = new Map([
      [current, 5],
      [minus(current, 5), 3],
      [minus(current, 11), 1],
    ]);
    const months = Array.from({ length: 12 }, (_, i) => minus(current, 11 - i));
    expect(got.series).toEqual(months.map((period) => ({ period, visits: expected.get(period) ?? 0 })));
    expect(got.total).toBe(9);
    expect(got.categories[0]).toEqual({ category: 'all', visits: 9 });
    const visited = got.categories.slice(1).filter((c) => c.visits > 0);
    expect(Object.fromEntries(visited.map((c) => [c.category, c.visits]))).toEqual({ reviews: 5, salaries: 3, newsroom: 1 });
    expect(got.previous_total).toBe(5);
    expect(got.data_until).toBe(koreanDay(inMonth(current)));
  });

  it('a chip narrows the series to its category; a period from the data start has no previous total', async () => {
    const { client } = await visitedCompany([
      { occurredAt: inMonth('2022-08'), category: 'salaries', times: 2 },
      { occurredAt: inMonth('2022-08'), category: 'reviews' },
      { occurredAt: inMonth('2023-07'), category: 'salaries' },
      { occurredAt: inMonth('2023-08'), category: 'salaries', times: 6 },
    ]);
    const got = await data<Overview>(client, `${URL}/overview?from_date=2022-08&to_date=2023-07&chip=salaries`);
    expect(got.total).toBe(3);
    expect(got.series[0]).toEqual({ period: '2022-08', visits: 2 });
    expect(got.previous_total).toBeNull();
    // The period before is the chip's category too.
    const later = await data<Overview>(client, `${URL}/overview?from_date=2023-08&to_date=2024-07&chip=salaries`);
    expect([later.total, later.previous_total]).toEqual([6, 3]);
  });

  it('years: the series per Korean year of the period', async () => {
    const from = minus(current, 23);
    const { client } = await visitedCompany([
      { occurredAt: inMonth(from), category: 'reviews', times: 2 },
      { occurredAt: inMonth(minus(current, 12)), category: 'salaries' },
      { occurredAt: inMonth(current), category: 'newsroom', times: 4 },
    ]);
    const got = await data<Overview>(client, `${URL}/overview?period_type=year&from_date=${from}&to_date=${current}`);
    const perYear = new Map<string, number>();
    for (const [month, visits] of [
      [from, 2],
      [minus(current, 12), 1],
      [current, 4],
    ] as const) {
      perYear.set(month.slice(0, 4), (perYear.get(month.slice(0, 4)) ?? 0) + visits);
    }
    const years = [...new Set(Array.from({ length: 24 }, (_, i) => minus(current, 23 - i).slice(0, 4)))];
    expect(got.series).toEqual(years.map((period) => ({ period, visits: perYear.get(period) ?? 0 })));
    expect(got.total).toBe(7);
  });

  it('the detail by city counts the visits with a city, most visited first, with ratios', async () => {
    const { client } = await visitedCompany([
      { occurredAt: inMonth(current), category: 'reviews', city: 'busan', times: 2 },
      { occurredAt: inMonth(minus(current, 3)), category: 'salaries', city: 'seoul', times: 3 },
      { occurredAt: inMonth(current), category: 'reviews', city: null },
    ]);
    const got = await data<Detail>(client, `${URL}/detail?from_date=${minus(current, 5)}&to_date=${current}&dimension=city`);
    expect(got.total).toBe(5);
    expect(got.rows).toEqual([
      { rank: 1, key: 'seoul', label: null, visits: 3, ratio: 60, company_score: null },
      { rank: 2, key: 'busan', label: null, visits: 2, ratio: 40, company_score: null },
    ]);
  });

  it('an occupation and a chip narrow the detail; occupation_year is labelled with the occupation', async () => {
    const at = inMonth(current);
    const { client } = await visitedCompany([
      { occurredAt: at, category: 'reviews', occupationId: 11600, yearsBand: '1-3', skill: 'Java', times: 3 },
      { occurredAt: at, category: 'reviews', occupationId: 11600, yearsBand: '10+', skill: 'Kotlin' },
      { occurredAt: at, category: 'salaries', occupationId: 11600, yearsBand: '10+', skill: 'Java', times: 5 },
      { occurredAt: at, category: 'reviews', occupationId: 11700, yearsBand: '1-3', skill: 'React', times: 4 },
    ]);
    const range = `from_date=${minus(current, 5)}&to_date=${current}`;
    const got = await data<Detail>(client, `${URL}/detail?${range}&dimension=occupation_year&occupation_id=11600&chip=reviews`);
    expect(got.rows.map((r) => [r.key, r.visits, r.label])).toEqual([
      ['11600:1-3', 3, '개발'],
      ['11600:10+', 1, '개발'],
    ]);
    const skills = await data<Detail>(client, `${URL}/detail?${range}&dimension=skill&occupation_id=11600`);
    expect(skills.rows.map((r) => [r.key, r.visits])).toEqual([
      ['Java', 8],
      ['Kotlin', 1],
    ]);
  });

  it('the company rank table: visitor companies named, with their average review rating', async () => {
    const [rated, unrated] = [await makeCompany(t.database.db), await makeCompany(t.database.db)];
    await makeCompanyReview(t.database.db, { company: rated, ratingOverall: 5 });
    await makeCompanyReview(t.database.db, { company: rated, ratingOverall: 4 });
    const { client } = await visitedCompany([
      { occurredAt: inMonth(current), category: 'reviews', visitorCompanyId: rated.id, industryId: 700, times: 3 },
      { occurredAt: inMonth(current), category: 'reviews', visitorCompanyId: unrated.id, industryId: 100 },
    ]);
    const range = `from_date=${minus(current, 11)}&to_date=${current}`;
    const got = await data<Detail>(client, `${URL}/detail?${range}&dimension=current_company`);
    expect(got.rows.map((r) => [r.key, r.label, r.visits, r.company_score])).toEqual([
      [String(rated.id), rated.name, 3, 4.5],
      [String(unrated.id), unrated.name, 1, null],
    ]);
    const industries = await data<Detail>(client, `${URL}/detail?${range}&dimension=industry_type`);
    expect(industries.rows.map((r) => [r.key, r.label, r.visits])).toEqual([
      ['700', 'IT/웹/통신', 3],
      ['100', '서비스업', 1],
    ]);
  });

  it('filters: the bounds, the level-1 occupations and what the plan opens', async () => {
    const got = await data<{ latest_month: string; data_start: string; detail_data_start: string; occupations: { id: number }[]; checks: unknown }>(
      operator,
      `${URL}/filters`,
    );
    expect(got).toMatchObject({ latest_month: current, data_start: '2022-08', detail_data_start: '2023-11' });
    expect(got.occupations.map((o) => o.id)).toContain(11600);
    expect(got.checks).toEqual({ overview: true, detail: true, year_periods: true, company_rank: true });
  });
});

describe('periods in Korea time', () => {
  it('an event at 2024-01-31 15:30Z counts in February (Korea)', async () => {
    const { client } = await visitedCompany([
      { occurredAt: new Date('2024-01-31T15:30:00Z'), category: 'newsroom' },
      { occurredAt: new Date('2024-01-31T14:59:00Z'), category: 'newsroom', times: 2 },
    ]);
    const overview = (month: string) => data<Overview>(client, `${URL}/overview?from_date=${month}&to_date=${month}&chip=newsroom`);
    expect((await overview('2024-01')).total).toBe(2);
    expect((await overview('2024-02')).total).toBe(1);
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
      const response = await operator.get(`${URL}/${path}`);
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
      const { client } = await visitedCompany([], { plan });
      const filters = await data<{ checks: Record<string, boolean> }>(client, `${URL}/filters`);
      expect(filters.checks).toEqual({
        overview: true,
        detail: visitorCheckAllowed('detail', plan),
        year_periods: visitorCheckAllowed('year_periods', plan),
        company_rank: visitorCheckAllowed('company_rank', plan),
      });
      const table = [];
      for (const check of checks) {
        const response = await client.get(`${URL}/${check.path}`);
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
