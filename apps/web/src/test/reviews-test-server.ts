/**
 * An in-memory review server for the review management tests: MSW handlers built from the contract's
 * `companyReviews.*`, `interviewReviews.*`, `welfareReviews.*`, `reviewReplies.*`, `reports.*`,
 * `salaries.list` and `officialSalaries.*` entries (`reviewsHandlers(state)`), answering from one model:
 * lists filter, sort and page it, summaries are computed from it, replies and reports change it, and the
 * paid-grade writes answer `plan.branding_required` when the company has no branding plan.
 */
import {
  BENEFIT_CODES,
  COMPANY_REVIEW_CATEGORIES,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_RESULTS,
  RATING_VALUES,
  type CompanyReview,
  type EndpointName,
  type EndpointResult,
  type InterviewReview,
  type OfficialSalary,
  type ReportReason,
  type ReviewableType,
  type WelfareReview,
} from '@partners/contract';
import type { HttpHandler } from 'msw';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from './contract-handlers';
import { server } from './msw-server';

type SalaryData = EndpointResult<'salaries.list'>['data'];

export const OPERATOR_NAME = '김관리';
const NOW = '2026-11-20T03:00:00.000Z';

const reply = (body: string) => ({
  body,
  author_name: OPERATOR_NAME,
  created_at: '2026-11-02T01:00:00.000Z',
  updated_at: '2026-11-02T01:00:00.000Z',
});

export function makeCompanyReview(id: number, overrides: Partial<CompanyReview> = {}): CompanyReview {
  return {
    id,
    occupation: { id: 11, name: '백엔드 개발' },
    written_at: `2026-10-${String(Math.min(28, id)).padStart(2, '0')}T01:00:00.000Z`,
    reply: null,
    reported: false,
    employment_status: 'current',
    ratings: { overall: 4, career: 3, pay_benefits: 4, work_life: 5, culture: 4, management: 3 },
    title: `성장할 수 있는 회사 ${id}`,
    pros: '동료들이 친절하고 코드 리뷰 문화가 자리 잡혀 있습니다.',
    cons: '야근이 잦은 시기가 있습니다.',
    wish: '평가 기준을 더 투명하게 알려 주세요.',
    ...overrides,
  };
}

export function makeInterviewReview(id: number, overrides: Partial<InterviewReview> = {}): InterviewReview {
  return {
    id,
    occupation: { id: 11, name: '백엔드 개발' },
    written_at: `2026-10-${String(Math.min(28, id)).padStart(2, '0')}T01:00:00.000Z`,
    reply: null,
    reported: false,
    difficulty: 3,
    result: 'passed',
    experience: 'positive',
    title: `면접관이 친절했어요 ${id}`,
    process: '서류 → 코딩 테스트 → 기술 면접 → 임원 면접',
    questions: '최근 장애를 어떻게 해결했는지 설명해 주세요.',
    interviewed_on: '2026-09',
    ...overrides,
  };
}

export function makeWelfareReview(id: number, overrides: Partial<WelfareReview> = {}): WelfareReview {
  return {
    id,
    occupation: { id: 11, name: '백엔드 개발' },
    written_at: `2026-10-${String(Math.min(28, id)).padStart(2, '0')}T01:00:00.000Z`,
    reply: null,
    reported: false,
    benefit_code: 'meal',
    rating: 4,
    content: '점심과 저녁 식대가 넉넉하게 나옵니다.',
    employment_status: 'current',
    ...overrides,
  };
}

export function makeReason(id: number, overrides: Partial<ReportReason> = {}): ReportReason {
  return {
    id,
    name: `신고 사유 ${id}`,
    translate_key: `report_reason_${id}`,
    order: id,
    is_other: false,
    form_required: false,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The spec's reasons as migration 0008 inserts them: 6 and 7 ask for more information, 8 is inactive. */
export const REPORT_REASONS: ReportReason[] = [
  makeReason(1, { name: '욕설 및 비하 표현이 있어요', order: 1 }),
  makeReason(2, { name: '허위 사실이 포함되어 있어요', order: 2 }),
  makeReason(3, { name: '개인 정보가 노출되어 있어요', order: 3 }),
  makeReason(6, { name: '명예훼손에 해당해요', order: 6, form_required: true }),
  makeReason(7, { name: '저작권을 침해해요', order: 7, form_required: true }),
  makeReason(8, { name: '더 이상 쓰지 않는 사유', order: 8, active: false }),
];

export function makeOfficial(id: number, overrides: Partial<OfficialSalary> = {}): OfficialSalary {
  return { id, occupation: { id: 11, name: '백엔드 개발' }, year: 2026, amount: 6200, note: null, updated_at: NOW, ...overrides };
}

export const SALARY_OCCUPATIONS: SalaryData['occupations'] = [
  { id: 1, name: '개발', level: 1, parent_id: null },
  { id: 11, name: '백엔드 개발', level: 2, parent_id: 1 },
  { id: 12, name: '프론트엔드 개발', level: 2, parent_id: 1 },
  { id: 2, name: '디자인', level: 1, parent_id: null },
  { id: 21, name: 'UX 디자인', level: 2, parent_id: 2 },
];

export type ReviewsSeed = {
  company?: CompanyReview[];
  interview?: InterviewReview[];
  welfare?: WelfareReview[];
  reasons?: ReportReason[];
  /** The company's plan allows the paid-grade writes (official replies, official salaries). */
  branding?: boolean;
  salaryRows?: SalaryData['rows'];
  official?: OfficialSalary[];
  /** Answers a call instead of the model (an error), or lets it through with null. */
  fail?: (call: RecordedCall) => Response | null | Promise<Response | null>;
};

export type FiledReport = { type: ReviewableType; id: number; reason: number; detail: string | null; via: 'welfare' | 'reports' };

export type ReviewsState = {
  company: CompanyReview[];
  interview: InterviewReview[];
  welfare: WelfareReview[];
  reasons: ReportReason[];
  branding: boolean;
  salaryRows: SalaryData['rows'];
  official: OfficialSalary[];
  reports: FiledReport[];
  fail: ReviewsSeed['fail'];
  nextOfficial: number;
};

export function createReviewsState(seed: ReviewsSeed = {}): ReviewsState {
  const official = [...(seed.official ?? [])];
  return {
    company: [...(seed.company ?? [])],
    interview: [...(seed.interview ?? [])],
    welfare: [...(seed.welfare ?? [])],
    reasons: seed.reasons ?? REPORT_REASONS,
    branding: seed.branding ?? true,
    salaryRows: seed.salaryRows ?? [],
    official,
    reports: [],
    fail: seed.fail,
    nextOfficial: Math.max(0, ...official.map((o) => o.id)) + 1,
  };
}

type AnyReview = CompanyReview | InterviewReview | WelfareReview;
type ListQuery = {
  rating?: number | undefined;
  occupation_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  replied: string;
  order: string;
  page: number;
  per: number;
};

const day = (iso: string) => iso.slice(0, 10);
const average = (values: number[]) => (values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);

function inSummaryScope(review: AnyReview, q: { occupation_id?: number | undefined; from?: string | undefined; to?: string | undefined }) {
  return (
    (q.occupation_id === undefined || review.occupation?.id === q.occupation_id) &&
    (q.from === undefined || day(review.written_at) >= q.from) &&
    (q.to === undefined || day(review.written_at) <= q.to)
  );
}

function listOf<T extends AnyReview>(reviews: T[], q: ListQuery, ratingOf: (r: T) => number, extra: (r: T) => boolean) {
  const matching = reviews.filter(
    (r) =>
      inSummaryScope(r, q) &&
      (q.rating === undefined || ratingOf(r) === q.rating) &&
      (q.replied === 'all' || (q.replied === 'replied') === (r.reply !== null)) &&
      extra(r),
  );
  const sorted = [...matching].sort((a, b) => {
    if (q.order === 'rating_high') return ratingOf(b) - ratingOf(a) || b.id - a.id;
    if (q.order === 'rating_low') return ratingOf(a) - ratingOf(b) || b.id - a.id;
    const byDate = a.written_at.localeCompare(b.written_at) || a.id - b.id;
    return q.order === 'oldest' ? byDate : -byDate;
  });
  return {
    code: 200 as const,
    data: {
      reviews: sorted.slice((q.page - 1) * q.per, q.page * q.per),
      page_info: { page: q.page, per: q.per, total: sorted.length, total_pages: Math.ceil(sorted.length / q.per) },
    },
  };
}

function commonSummary<T extends AnyReview>(reviews: T[], ratingOf: (r: T) => number) {
  const occupations = new Map<number, { id: number; name: string; count: number }>();
  for (const r of reviews) {
    if (!r.occupation) continue;
    const o = occupations.get(r.occupation.id) ?? { ...r.occupation, count: 0 };
    o.count += 1;
    occupations.set(o.id, o);
  }
  const months = new Map<string, number[]>();
  for (const r of reviews) months.set(r.written_at.slice(0, 7), [...(months.get(r.written_at.slice(0, 7)) ?? []), ratingOf(r)]);
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10 - (11 - i), 1));
    const month = d.toISOString().slice(0, 7);
    const ratings = months.get(month) ?? [];
    return { month, count: ratings.length, average: average(ratings) };
  });
  return {
    count: reviews.length,
    distribution: [...RATING_VALUES].reverse().map((rating) => ({ rating, count: reviews.filter((r) => ratingOf(r) === rating).length })),
    replied_count: reviews.filter((r) => r.reply !== null).length,
    occupations: [...occupations.values()],
    monthly,
  };
}

export function reviewsHandlers(state: ReviewsState): HttpHandler[] {
  const handle = <N extends EndpointName>(name: N, resolver: AnswerResolver<N>) =>
    answer(name, async (input) => (await state.fail?.(input.call)) ?? resolver(input));
  const notFound = () => contractError('not_found', '요청한 정보를 찾을 수 없습니다');
  const reviewsOf = (type: ReviewableType): AnyReview[] =>
    type === 'company_review' ? state.company : type === 'interview_review' ? state.interview : state.welfare;
  const find = (type: ReviewableType, id: number) => reviewsOf(type).find((r) => r.id === id);

  const fileReport = (type: ReviewableType, id: number, reasonId: number, detail: string | null, via: FiledReport['via']) => {
    const review = find(type, id);
    if (!review) return notFound();
    const reason = state.reasons.find((r) => r.id === reasonId && r.active);
    if (!reason) return contractError('report.reason_unavailable');
    if (reason.form_required && !detail) return contractError('report.detail_required');
    if (review.reported) return contractError('review.already_reported');
    review.reported = true;
    state.reports.push({ type, id, reason: reasonId, detail, via });
    return { code: 200 as const, data: { report: { id: state.reports.length, created_at: NOW } } };
  };

  return [
    handle('companyReviews.list', ({ query }) =>
      listOf(
        state.company,
        query,
        (r) => r.ratings.overall,
        (r) => !query.employment_status || r.employment_status === query.employment_status,
      ),
    ),
    handle('companyReviews.summary', ({ query }) => {
      const scoped = state.company.filter((r) => inSummaryScope(r, query));
      return {
        code: 200,
        data: {
          ...commonSummary(scoped, (r) => r.ratings.overall),
          average: average(scoped.map((r) => r.ratings.overall)),
          categories: COMPANY_REVIEW_CATEGORIES.map((category) => ({ category, average: average(scoped.map((r) => r.ratings[category])) })),
        },
      };
    }),
    handle('interviewReviews.list', ({ query }) =>
      listOf(
        state.interview,
        query,
        (r) => r.difficulty,
        (r) => !query.result || r.result === query.result,
      ),
    ),
    handle('interviewReviews.summary', ({ query }) => {
      const scoped = state.interview.filter((r) => inSummaryScope(r, query));
      return {
        code: 200,
        data: {
          ...commonSummary(scoped, (r) => r.difficulty),
          difficulty_average: average(scoped.map((r) => r.difficulty)),
          results: INTERVIEW_RESULTS.map((result) => ({ result, count: scoped.filter((r) => r.result === result).length })),
          experiences: INTERVIEW_EXPERIENCES.map((experience) => ({ experience, count: scoped.filter((r) => r.experience === experience).length })),
        },
      };
    }),
    handle('welfareReviews.list', ({ query }) =>
      listOf(
        state.welfare,
        query,
        (r) => r.rating,
        (r) => !query.benefit_code || r.benefit_code === query.benefit_code,
      ),
    ),
    handle('welfareReviews.summary', ({ query }) => {
      const scoped = state.welfare.filter((r) => inSummaryScope(r, query));
      return {
        code: 200,
        data: {
          ...commonSummary(scoped, (r) => r.rating),
          average: average(scoped.map((r) => r.rating)),
          benefits: BENEFIT_CODES.map((code) => {
            const of = scoped.filter((r) => r.benefit_code === code);
            return { benefit_code: code, count: of.length, average: average(of.map((r) => r.rating)) };
          }),
        },
      };
    }),
    handle('reviewReplies.save', ({ params, body }) => {
      const review = find(params.reviewable_type, params.id);
      if (!review) return notFound();
      if (!state.branding) return contractError('plan.branding_required');
      const created = review.reply?.created_at ?? NOW;
      review.reply = { ...reply(body.body), created_at: created, updated_at: NOW };
      return { code: 200, data: { reply: review.reply } };
    }),
    handle('reviewReplies.delete', ({ params }) => {
      const review = find(params.reviewable_type, params.id);
      if (!review?.reply) return notFound();
      if (!state.branding) return contractError('plan.branding_required');
      review.reply = null;
      return { code: 200, data: { deleted: true } };
    }),
    handle('reports.reasons', () => ({ code: 200, data: { reasons: state.reasons.filter((r) => r.active) } })),
    handle('reports.welfare', ({ params, body }) => fileReport('welfare_review', params.id, body.reason, null, 'welfare')),
    handle('reports.create', ({ body }) => fileReport(body.reportable_type, body.reportable_id, body.report_reason_id, body.detail, 'reports')),
    handle('salaries.list', ({ query }) => {
      const rows = state.salaryRows.filter(
        (r) => (query.occupation_id === undefined || r.occupation.id === query.occupation_id) && (query.year === undefined || r.year === query.year),
      );
      const years = [...new Set(state.salaryRows.map((r) => r.year))].sort((a, b) => b - a);
      return { code: 200, data: { rows, official: state.official, years, occupations: SALARY_OCCUPATIONS, can_publish: state.branding } };
    }),
    handle('officialSalaries.save', ({ body }) => {
      if (!state.branding) return contractError('plan.branding_required');
      const occupation = SALARY_OCCUPATIONS.find((o) => o.id === body.occupation_id);
      if (!occupation) return contractError('official_salary.occupation_unknown');
      const existing = state.official.find((o) => o.occupation.id === body.occupation_id && o.year === body.year);
      const saved = makeOfficial(existing?.id ?? state.nextOfficial++, {
        occupation: { id: occupation.id, name: occupation.name },
        year: body.year,
        amount: body.amount,
        note: body.note,
      });
      if (existing) state.official.splice(state.official.indexOf(existing), 1, saved);
      else state.official.push(saved);
      return { code: 200, data: { official: saved } };
    }),
    handle('officialSalaries.delete', ({ params }) => {
      const existing = state.official.find((o) => o.id === params.id);
      if (!existing) return notFound();
      if (!state.branding) return contractError('plan.branding_required');
      state.official.splice(state.official.indexOf(existing), 1);
      return { code: 200, data: { id: existing.id, deleted: true } };
    }),
  ];
}

export function serveReviews(seed: ReviewsSeed = {}) {
  const state = createReviewsState(seed);
  server.use(...reviewsHandlers(state));
  return { state, calls };
}
