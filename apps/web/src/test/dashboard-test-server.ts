/**
 * An in-memory home dashboard for the web tests: the nine `dashboard.*` slots and `info.usage`, answered
 * from the contract (`answer`), each slot able to fail with a 500 on its own (`failing`).
 */
import { PAGES, USAGE_ITEMS, pagePath, type CompanyEvent, type SalesHistory, type UsageKeyCode } from '@partners/contract';
import { answer, contractError } from './contract-handlers';
import { server } from './msw-server';

export const SLOTS = [
  'dashboard.eventLog',
  'dashboard.banner',
  'dashboard.businessStatus',
  'dashboard.externalSummary',
  'dashboard.externalReputation',
  'dashboard.internalSummary',
  'dashboard.internalReputation',
  'dashboard.jobPostings',
  'dashboard.salesHistories',
] as const;
export type SlotName = (typeof SLOTS)[number];

const NOW = Date.parse('2026-11-20T03:00:00Z');
const iso = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

export function makeEvents(count: number): CompanyEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 - i,
    kind: 'applicant_new' as const,
    occurred_at: iso(10 + i * 30),
    title: `백엔드 개발자 ${i + 1}`,
    rating: null,
    answer: null,
    count: null,
    link: pagePath(PAGES.applicants, { jobPostingId: i + 1 }),
  }));
}

export function makeRequests(count: number): SalesHistory[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 50 - i,
    apply_on: i % 2 === 0 ? ('reputation_management' as const) : ('visitor_statistics' as const),
    customer_name: `상담자${i + 1}`,
    created_at: iso(60 * 24 * (i + 1)),
    status: i === 0 ? ('received' as const) : ('completed' as const),
    status_note: i === 0 ? null : '상담을 마쳤습니다',
    status_updated_at: i === 0 ? null : iso(60 * 24 * i),
  }));
}

function page<T>(rows: T[], pageNo: number, per: number) {
  return {
    page_info: { page: pageNo, per, total: rows.length, total_pages: Math.max(1, Math.ceil(rows.length / per)) },
    contents: rows.slice((pageNo - 1) * per, pageNo * per),
  };
}

export type DashboardState = {
  failing: Set<SlotName>;
  inUse: Set<UsageKeyCode>;
  events: CompanyEvent[];
  requests: SalesHistory[];
  visits: number;
  /** The external summary's `preparing` (the visit history still being written). */
  preparing: { done: number; total: number } | null;
};

export function serveDashboard(overrides: Partial<DashboardState> = {}) {
  const state: DashboardState = {
    failing: new Set(),
    inUse: new Set(['profile', 'cover_photo', 'job_postings']),
    events: makeEvents(8),
    requests: makeRequests(7),
    visits: 3,
    preparing: null,
    ...overrides,
  };
  const fail = (name: SlotName) => (state.failing.has(name) ? contractError('internal') : null);
  server.use(
    answer('info.usage', () => {
      const items = USAGE_ITEMS.map((item) => ({ ...item, available: true, in_use: state.inUse.has(item.key_code) }));
      const counted = items.filter((i) => !['job_postings', 'benefits', 'official_salaries'].includes(i.key_code));
      return { code: 200, data: { items, usage_rate: Math.floor((counted.filter((i) => i.in_use).length / counted.length) * 100) } };
    }),
    answer('dashboard.eventLog', ({ query }) => fail('dashboard.eventLog') ?? { code: 200, data: page(state.events, query.page, query.per) }),
    answer(
      'dashboard.banner',
      () =>
        fail('dashboard.banner') ?? {
          code: 200,
          data: {
            visible: true,
            img_url: '/dashboard/banners/visitor-report.svg',
            img_alt: '방문자 데이터 리포트 캠페인',
            link: PAGES.visitorStatistics.path,
          },
        },
    ),
    answer(
      'dashboard.businessStatus',
      () =>
        fail('dashboard.businessStatus') ?? {
          code: 200,
          data: {
            privilege_master_code: 'premium',
            plan_label: 'success_based_branding',
            usage_rate: 60,
            usage_in_use: 3,
            usage_counted: 5,
            salary_tickets: 7,
            live_postings: 4,
            proposals_this_month: 12,
          },
        },
    ),
    answer('dashboard.externalSummary', () => {
      const failed = fail('dashboard.externalSummary');
      if (failed) return failed;
      const daily = Array.from({ length: 30 }, (_, i) => ({
        day: new Date(Date.parse('2026-10-22T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10),
        visits: state.visits,
      }));
      return {
        code: 200,
        data: {
          from_day: '2026-10-22',
          to_day: '2026-11-20',
          visits: state.visits * 30,
          previous_visits: state.visits * 20,
          daily,
          top_category: state.visits > 0 ? { category: 'salaries', visits: state.visits * 10 } : null,
          preparing: state.preparing,
        },
      };
    }),
    answer(
      'dashboard.externalReputation',
      () =>
        fail('dashboard.externalReputation') ?? {
          code: 200,
          data: {
            company_rating: 'GOOD',
            industry_rating: 'LOW_MID',
            industry_name: 'IT/웹/통신',
            review_count: 1234,
            average_rating: 3.86,
            industry_average_rating: 3.41,
          },
        },
    ),
    answer(
      'dashboard.internalSummary',
      () =>
        fail('dashboard.internalSummary') ?? {
          code: 200,
          data: {
            from_month: '2025-12',
            to_month: '2026-11',
            count: 48,
            current_count: 30,
            former_count: 18,
            average_rating: 3.6,
            replied_count: 12,
            replied_share: 25,
          },
        },
    ),
    answer('dashboard.internalReputation', () => {
      const failed = fail('dashboard.internalReputation');
      if (failed) return failed;
      const averages = (base: number, count: number) => ({
        count,
        overall: base,
        career: base + 0.1,
        pay_benefits: base - 0.2,
        work_life: base + 0.3,
        culture: base,
        management: base - 0.4,
      });
      return {
        code: 200,
        data: { from_month: '2025-12', to_month: '2026-11', industry_name: 'IT/웹/통신', company: averages(3.6, 48), industry: averages(3.3, 900) },
      };
    }),
    answer('dashboard.jobPostings', ({ query }) => {
      const failed = fail('dashboard.jobPostings');
      if (failed) return failed;
      const postings = [
        {
          id: 11,
          title: '프론트엔드 개발자 (React)',
          d_day: 'D-3',
          color_class: 'urgent' as const,
          applicant_count: 1_234,
          badge: 'opened' as const,
          not_opened: 5,
        },
        {
          id: 12,
          title: '데이터 엔지니어',
          d_day: '상시',
          color_class: 'always' as const,
          applicant_count: 3,
          badge: 'opened' as const,
          not_opened: 0,
        },
        {
          id: 13,
          title: '백엔드 개발자 (Java)',
          d_day: 'D-20',
          color_class: 'normal' as const,
          applicant_count: 0,
          badge: 'opened' as const,
          not_opened: 0,
        },
      ];
      return { code: 200, data: page(postings, query.page, query.per) };
    }),
    answer(
      'dashboard.salesHistories',
      ({ query }) => fail('dashboard.salesHistories') ?? { code: 200, data: page(state.requests, query.page, query.per) },
    ),
  );
  return state;
}

/** What each slot shows once loaded, and its failure message (Korean). */
export const SLOT_TEXT: Record<SlotName, { loaded: string; failed: string }> = {
  'dashboard.eventLog': { loaded: "'백엔드 개발자 1' 공고에 새로운 지원자가 있습니다", failed: '최근 소식을 불러오지 못했습니다' },
  'dashboard.banner': { loaded: '방문자 데이터 리포트 캠페인', failed: '배너를 불러오지 못했습니다' },
  'dashboard.businessStatus': { loaded: '연봉 분석 이용권', failed: '서비스 이용 현황을 불러오지 못했습니다' },
  'dashboard.externalSummary': { loaded: '가장 많이 본 메뉴', failed: '방문자 현황을 불러오지 못했습니다' },
  'dashboard.externalReputation': { loaded: '점검 요청', failed: '외부 평판을 불러오지 못했습니다' },
  'dashboard.internalSummary': { loaded: '답변률 25%', failed: '임직원 리뷰 요약을 불러오지 못했습니다' },
  'dashboard.internalReputation': { loaded: '급여·복지', failed: '항목별 평점을 불러오지 못했습니다' },
  'dashboard.jobPostings': { loaded: '프론트엔드 개발자 (React)', failed: '진행 중인 공고를 불러오지 못했습니다' },
  'dashboard.salesHistories': { loaded: '상담자1', failed: '상담 요청 내역을 불러오지 못했습니다' },
};
