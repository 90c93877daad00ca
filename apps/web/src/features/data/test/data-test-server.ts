/**
 * An in-memory data area for the pages' tests: the visitor filters, overview and detail (decision 0025's
 * rules: months within the bounds, a monthly or yearly series with zeros, the categories' counts, the
 * previous period), the score statistics and the inquiry, from a visits-per-month function.
 */
import { VISIT_EVENT_CATEGORIES, type ConsultingBody, type ScoreAverages, type VisitorDetailRow, type VisitorDimension } from '@partners/contract';
import { answer, contractError } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import type { ScoreStatistics, VisitorFilters } from '../api';
import { addMonths, monthIndex, monthSpan } from '../period';

export const LATEST = '2026-11';

export function makeFilters(checks: Partial<VisitorFilters['checks']> = {}, preparing: VisitorFilters['preparing'] = null): VisitorFilters {
  return {
    categories: ['all', ...VISIT_EVENT_CATEGORIES],
    dimensions: ['age_gender', 'city', 'education', 'occupation_year', 'industry_type', 'skill', 'current_company'],
    period_types: ['month', 'year'],
    months: [3, 6, 9, 12],
    years: [2, 4, 6, 8],
    data_start: '2022-08',
    detail_data_start: '2023-11',
    latest_month: LATEST,
    occupations: [
      { id: 11600, name: '개발' },
      { id: 11700, name: '디자인' },
    ],
    preparing,
    checks: { overview: true, detail: true, year_periods: true, company_rank: true, ...checks },
  };
}

/** Visits of a category in a month: 10 × (category's position + 1) + the month's number, from 2022-08. */
export function visitsIn(month: string, category: (typeof VISIT_EVENT_CATEGORIES)[number]): number {
  if (monthIndex(month) < monthIndex('2022-08')) return 0;
  return 10 * (VISIT_EVENT_CATEGORIES.indexOf(category) + 1) + Number(month.slice(5, 7));
}

const months = (from: string, to: string) => Array.from({ length: monthSpan(from, to) }, (_, i) => addMonths(from, i));

export const DETAIL_ROWS: Record<VisitorDimension, VisitorDetailRow[]> = {
  age_gender: [
    { rank: 1, key: '30:female', label: null, visits: 420, ratio: 42.0, company_score: null },
    { rank: 2, key: '20:male', label: null, visits: 380, ratio: 38.0, company_score: null },
    { rank: 3, key: '40:male', label: null, visits: 200, ratio: 20.0, company_score: null },
  ],
  city: [
    { rank: 1, key: 'seoul', label: null, visits: 700, ratio: 70.0, company_score: null },
    { rank: 2, key: 'busan', label: null, visits: 300, ratio: 30.0, company_score: null },
  ],
  education: [{ rank: 1, key: 'bachelor', label: null, visits: 10, ratio: 100.0, company_score: null }],
  occupation_year: [{ rank: 1, key: '11600:4-6', label: '개발', visits: 10, ratio: 100.0, company_score: null }],
  industry_type: [{ rank: 1, key: '701', label: '솔루션·SI', visits: 10, ratio: 100.0, company_score: null }],
  skill: [{ rank: 1, key: 'TypeScript', label: null, visits: 10, ratio: 100.0, company_score: null }],
  current_company: [
    { rank: 1, key: '7', label: '한빛소프트웨어', visits: 60, ratio: 60.0, company_score: 3.8 },
    { rank: 2, key: '9', label: '바른제약', visits: 40, ratio: 40.0, company_score: null },
  ],
};

export type DataSeed = {
  filters?: VisitorFilters | Response;
  /** Answers the overview instead (an error). */
  overview?: Response;
  detail?: Response;
  /** No visits at all (a company nobody visited). */
  empty?: boolean;
  consulting?: Response;
  scores?: (from: string, to: string) => ScoreStatistics;
};

/** Serves the data area's calls for the current test. */
export function serveData(seed: DataSeed = {}) {
  const inquiries: ConsultingBody[] = [];
  server.use(
    answer('visitors.filters', () => (seed.filters instanceof Response ? seed.filters : { code: 200 as const, data: seed.filters ?? makeFilters() })),
    answer('visitors.overview', ({ query }) => {
      if (seed.overview) return seed.overview;
      const { from_date: from, to_date: to, chip, period_type: type } = query;
      if (monthIndex(from) < monthIndex('2022-08')) return contractError('bad_request', undefined, { field: 'query.from_date' });
      const count = (month: string, category: typeof chip) =>
        seed.empty ? 0 : category === 'all' ? VISIT_EVENT_CATEGORIES.reduce((a, c) => a + visitsIn(month, c), 0) : visitsIn(month, category);
      const periodMonths = months(from, to);
      const bucket = (month: string) => (type === 'year' ? month.slice(0, 4) : month);
      const series = new Map<string, number>();
      for (const month of periodMonths) series.set(bucket(month), (series.get(bucket(month)) ?? 0) + count(month, chip));
      const total = periodMonths.reduce((a, m) => a + count(m, chip), 0);
      const span = periodMonths.length;
      const previousFrom = addMonths(from, -span);
      const previous =
        monthIndex(previousFrom) < monthIndex('2022-08') ? null : months(previousFrom, addMonths(from, -1)).reduce((a, m) => a + count(m, chip), 0);
      return {
        code: 200 as const,
        data: {
          from_date: from,
          to_date: to,
          chip,
          series: [...series].map(([period, visits]) => ({ period, visits })),
          categories: (['all', ...VISIT_EVENT_CATEGORIES] as const).map((category) => ({
            category,
            visits: periodMonths.reduce((a, m) => a + count(m, category), 0),
          })),
          total,
          previous_total: previous,
          data_until: seed.empty ? null : '2026-11-25',
        },
      };
    }),
    answer('visitors.detail', ({ query }) => {
      if (seed.detail) return seed.detail;
      if (monthIndex(query.from_date) < monthIndex('2023-11')) return contractError('bad_request', undefined, { field: 'query.from_date' });
      const rows = seed.empty ? [] : DETAIL_ROWS[query.dimension];
      return {
        code: 200 as const,
        data: {
          dimension: query.dimension,
          from_date: query.from_date,
          to_date: query.to_date,
          chip: query.chip,
          occupation_id: query.occupation_id ?? null,
          total: rows.reduce((a, r) => a + r.visits, 0),
          rows,
        },
      };
    }),
    answer('consulting.apply', ({ body }) => {
      if (seed.consulting) return seed.consulting;
      inquiries.push(body);
      return { code: 200 as const, data: { id: inquiries.length } };
    }),
    answer('scores.statistics', ({ query }) => ({ code: 200 as const, data: (seed.scores ?? makeScores)(query.from_date, query.to_date) })),
  );
  return { inquiries };
}

const averages = (count: number, overall: number | null): ScoreAverages => ({
  count,
  overall,
  career: overall === null ? null : overall - 0.5,
  pay_benefits: overall,
  work_life: overall === null ? null : overall + 0.25,
  culture: overall,
  management: overall === null ? null : overall - 1,
});

/** Company reviews in every other month (3.5), its industry's every month (3.2). */
export function makeScores(from: string, to: string): ScoreStatistics {
  const list = months(from, to);
  const own = list.filter((_, i) => i % 2 === 0).length;
  return {
    from_date: from,
    to_date: to,
    company_rating: 'GOOD',
    industry_rating: 'LOW_MID',
    industry: { id: 701, name: '솔루션·SI' },
    months: list.map((month, i) => ({ month, company: i % 2 === 0 ? averages(2, 3.5) : averages(0, null), industry: averages(30, 3.2) })),
    period: { company: averages(own * 2, 3.5), industry: averages(list.length * 30, 3.2) },
    cumulative: { company: averages(150, 3.6), industry: averages(5000, 3.3) },
  };
}
