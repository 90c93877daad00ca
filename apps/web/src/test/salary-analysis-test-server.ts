/**
 * An in-memory salary-analysis server for the web tests: MSW handlers built from the contract's
 * `salaryAnalyses.*` entries (`salaryAnalysisHandlers(state)`) with the server's rules (decision 0024):
 * one request per idempotency key, a ticket used by an analysable request and refused without one (402),
 * a thin cohort reserved without a ticket, cancel only while 1, 4 or 11 with what it used refunded once,
 * and another company's or a missing id the same 404. A requested analysis completes after
 * `completeAfterPolls` looks at the list or the report, so a screen can be watched while it polls.
 */
import {
  SALARY_ANALYSIS,
  SALARY_ANALYSIS_CANCELLABLE,
  SALARY_ANALYSIS_FILTER_STATUSES,
  SALARY_ANALYSIS_FILTERS,
  type CompanyNickname,
  type SalaryAnalysisCreateBody,
  type SalaryAnalysisDetail,
  type SalaryAnalysisResult,
} from '@partners/contract';
import { answer, calls, contractError } from './contract-handlers';
import { server } from './msw-server';

const CREATED = '2026-11-20T01:30:00.000Z';
const ANALYSED = '2026-11-20T01:31:00.000Z';

export const OCCUPATIONS = [
  {
    id: 11600,
    name: '개발',
    children: [
      { id: 11610, name: '백엔드 개발' },
      { id: 11620, name: '프론트엔드 개발' },
    ],
  },
  { id: 11700, name: '디자인', children: [{ id: 11710, name: 'UX/UI 디자인' }] },
];

export const INDUSTRIES = [
  {
    id: 700,
    name: 'IT/웹/통신',
    children: [
      { id: 710, name: '솔루션/SI/ERP' },
      { id: 720, name: '웹/포털' },
    ],
  },
  { id: 800, name: '금융/은행', children: [] },
];

export function makeResult(overrides: Partial<SalaryAnalysisResult> = {}): SalaryAnalysisResult {
  const cohort: SalaryAnalysisResult['cohort'] = {
    size: 184,
    occupation: { id: 11600, name: '개발', level: 1 },
    industry: { id: 700, name: 'IT/웹/통신', level: 1 },
    experience: { min: 4, max: 6 },
    company_size: 'mid',
    years: { from: 2024, to: 2026 },
    widened: [
      { step: 'occupation_level1', size: 21 },
      { step: 'experience_band', size: 184 },
    ],
  };
  return {
    cohort,
    percentiles: { p10: 4200, p25: 4900, p50: 5600, p75: 6400, p90: 7300 },
    histogram: [
      { from: 3500, to: 4200, count: 18 },
      { from: 4200, to: 4900, count: 28 },
      { from: 4900, to: 5600, count: 46 },
      { from: 5600, to: 6300, count: 44 },
      { from: 6300, to: 7000, count: 29 },
      { from: 7000, to: 7700, count: 19 },
    ],
    positions: { hope: { amount: 6500, percentile: 77 }, pre: { amount: 5200, percentile: 37 }, propose: { amount: 6000, percentile: 62 } },
    recommended: { min: 5800, max: 6500, reasons: ['market_median_to_upper_quartile', 'raised_to_hope', 'previous_salary_raise', 'cohort_widened'] },
    previous_company: {
      cohort: { ...cohort, size: 96, company_size: 'large', widened: [] },
      percentiles: { p10: 4600, p25: 5300, p50: 6000, p75: 6900, p90: 7800 },
      position: { amount: 5200, percentile: 23 },
    },
    data_date: '2026-11-19',
    ...overrides,
  };
}

export function makeAnalysis(id: number, overrides: Partial<SalaryAnalysisDetail> = {}): SalaryAnalysisDetail {
  const status = overrides.status ?? 3;
  return {
    id,
    status,
    report_type: 'offer_check',
    title: `백엔드 개발 · 경력 ${id}년`,
    requested_by: '김서연',
    created_at: CREATED,
    analysed_at: status === 3 ? ANALYSED : null,
    cancelled_at: status === 5 ? ANALYSED : null,
    ticket_used: status === 1 || status === 3 || status === 4,
    can_cancel: SALARY_ANALYSIS_CANCELLABLE.includes(status),
    request: {
      occupationLevel1: { id: 11600, name: '개발' },
      occupationLevel2: { id: 11610, name: '백엔드 개발' },
      experienceYear: 5,
      hopeSalary: 6500,
      preSalary: 5200,
      preCompany: { id: 42, name: '한빛소프트' },
      industryLevel1: { id: 700, name: 'IT/웹/통신' },
      industryLevel2: null,
      companySize: 'mid',
      proposeSalary: 6000,
    },
    result: status === 3 ? makeResult() : null,
    ...overrides,
  };
}

export type SalaryAnalysisState = {
  tickets: number;
  analyses: SalaryAnalysisDetail[];
  keys: Map<string, number>;
  /** Whether a request's cohort is too thin (reserved, no ticket used). */
  isThin: (body: SalaryAnalysisCreateBody) => boolean;
  /** Looks at the list or the report before a requested or analysing analysis completes. */
  completeAfterPolls: number;
  polls: number;
  companies: CompanyNickname[];
};

function nameOf(groups: typeof OCCUPATIONS, id: number) {
  return groups.find((g) => g.id === id);
}

function toDetail(state: SalaryAnalysisState, body: SalaryAnalysisCreateBody, reserved: boolean): SalaryAnalysisDetail {
  const occupation = nameOf(OCCUPATIONS, body.occupationLevel1) ?? { id: body.occupationLevel1, name: '?', children: [] };
  const industry = nameOf(INDUSTRIES, body.industryLevel1) ?? { id: body.industryLevel1, name: '?', children: [] };
  const occupation2 = occupation.children.find((c) => c.id === body.occupationLevel2) ?? null;
  const industry2 = industry.children.find((c) => c.id === body.industryLevel2) ?? null;
  const id = Math.max(0, ...state.analyses.map((a) => a.id)) + 1;
  return makeAnalysis(id, {
    status: reserved ? 11 : 1,
    report_type: body.proposeSalary === null ? 'market' : 'offer_check',
    title: `${(occupation2 ?? occupation).name} · 경력 ${body.experienceYear}년`,
    created_at: '2026-11-26T01:00:00.000Z',
    ticket_used: !reserved,
    can_cancel: true,
    request: {
      occupationLevel1: { id: occupation.id, name: occupation.name },
      occupationLevel2: occupation2,
      experienceYear: body.experienceYear,
      hopeSalary: body.hopeSalary,
      preSalary: body.preSalary,
      preCompany: body.preCompany,
      industryLevel1: { id: industry.id, name: industry.name },
      industryLevel2: industry2,
      companySize: body.companySize,
      proposeSalary: body.proposeSalary,
    },
    result: null,
  });
}

const summary = ({ request: _request, result: _result, ...analysis }: SalaryAnalysisDetail) => analysis;

function poll(state: SalaryAnalysisState) {
  state.polls += 1;
  if (state.polls <= state.completeAfterPolls) return;
  for (const analysis of state.analyses) {
    if (analysis.status !== 1 && analysis.status !== 4) continue;
    Object.assign(analysis, { status: 3, analysed_at: ANALYSED, can_cancel: false, result: makeResult() });
  }
}

export function salaryAnalysisHandlers(state: SalaryAnalysisState) {
  const find = (id: number) => state.analyses.find((a) => a.id === id);
  return [
    answer('salaryAnalyses.form', () => ({
      code: 200,
      data: { occupations: OCCUPATIONS, industries: INDUSTRIES, defaults: { occupationLevel1: 11600, industryLevel1: 700 }, tickets: state.tickets },
    })),
    answer('salaryAnalyses.list', ({ query }) => {
      poll(state);
      const per = SALARY_ANALYSIS.pageSize;
      const newest = [...state.analyses].sort((a, b) => b.id - a.id);
      const matching = newest.filter((a) => SALARY_ANALYSIS_FILTER_STATUSES[query.status].includes(a.status));
      const counts = Object.fromEntries(
        SALARY_ANALYSIS_FILTERS.map((filter) => [filter, newest.filter((a) => SALARY_ANALYSIS_FILTER_STATUSES[filter].includes(a.status)).length]),
      ) as Record<(typeof SALARY_ANALYSIS_FILTERS)[number], number>;
      return {
        code: 200,
        data: {
          analyses: matching.slice((query.page - 1) * per, query.page * per).map(summary),
          counts,
          page_info: { page: query.page, per, total: matching.length, total_pages: Math.max(1, Math.ceil(matching.length / per)) },
        },
      };
    }),
    answer('salaryAnalyses.get', ({ params }) => {
      poll(state);
      const analysis = find(params.id);
      return analysis ? { code: 200, data: { analysis } } : contractError('not_found');
    }),
    answer('salaryAnalyses.create', ({ body }) => {
      const existing = state.keys.get(body.idempotency_key);
      const again = existing === undefined ? undefined : find(existing);
      if (again) return { code: 200, data: { analysis: again } };
      if (!nameOf(OCCUPATIONS, body.occupationLevel1))
        return contractError('salary_analysis.occupation_unknown', undefined, { field: 'body.occupationLevel1' });
      const reserved = state.isThin(body);
      if (!reserved && state.tickets === 0) return contractError('salary_analysis.no_tickets');
      if (!reserved) state.tickets -= 1;
      const analysis = toDetail(state, body, reserved);
      state.analyses.push(analysis);
      state.keys.set(body.idempotency_key, analysis.id);
      return { code: 200, data: { analysis } };
    }),
    answer('salaryAnalyses.cancel', ({ params }) => {
      const analysis = find(params.id);
      if (!analysis) return contractError('not_found');
      if (!SALARY_ANALYSIS_CANCELLABLE.includes(analysis.status)) return contractError('salary_analysis.not_cancellable');
      if (analysis.ticket_used) state.tickets += 1;
      Object.assign(analysis, { status: 5, cancelled_at: ANALYSED, can_cancel: false, ticket_used: false, result: null });
      return { code: 200, data: { analysis } };
    }),
    answer('companies.autocomplete', ({ query }) => ({
      nicknames: state.companies.filter((c) => query.term !== '' && c.label.includes(query.term)),
    })),
  ];
}

export function serveSalaryAnalysis(seed: Partial<SalaryAnalysisState> = {}) {
  const state: SalaryAnalysisState = {
    tickets: 3,
    analyses: [],
    keys: new Map(),
    isThin: () => false,
    completeAfterPolls: Number.POSITIVE_INFINITY,
    polls: 0,
    companies: [
      { id: 42, label: '한빛소프트 | IT/웹/통신' },
      { id: 43, label: '한빛전자 | 제조' },
    ],
    ...seed,
  };
  server.use(...salaryAnalysisHandlers(state));
  return { state, calls };
}
