/**
 * An in-memory postings server for the recruitment component tests: MSW handlers built from the
 * contract's `jobPostings.*` entries (`postingsHandlers(state)`), answering from one state model with
 * the contract's state machine (`allowedPostingActions`).
 */
import {
  POSTING_COPY_SUFFIX,
  POSTING_PAGE_SIZE,
  POSTING_STATUSES,
  allowedPostingActions,
  type EndpointName,
  type PostingDetail,
  type PostingRow,
  type PostingSummary,
} from '@partners/contract';
import type { HttpHandler } from 'msw';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';

/** A posting as the fake holds it: the list row's fields and the form's. */
export type FakePosting = PostingDetail & Omit<PostingRow, keyof PostingDetail>;

export function makePosting(id: number, overrides: Partial<FakePosting> = {}): FakePosting {
  const status = overrides.status ?? 'open';
  const applicantCount = overrides.applicant_count ?? 0;
  return {
    id,
    title: `백엔드 개발자 채용 ${id}`,
    status,
    d_day: 'D-14',
    color_class: 'normal',
    occupation_names: ['개발', '백엔드 개발'],
    applicant_count: applicantCount,
    not_opened: 0,
    view_count: 120,
    closes_at: '2026-12-10T14:59:59.000Z',
    opened_at: status === 'open' || status === 'closed' ? '2026-11-01T00:00:00.000Z' : null,
    created_at: `2026-11-${String(Math.min(28, id)).padStart(2, '0')}T01:00:00.000Z`,
    updated_at: '2026-11-20T01:00:00.000Z',
    allowed_actions: allowedPostingActions(status, applicantCount),
    occupation1_id: 1,
    occupation2_ids: [11],
    experience_kind: 'experienced',
    experience_min_years: 3,
    experience_max_years: 7,
    education: 'bachelor',
    employment_type: 'full_time',
    work_region: 'seoul',
    work_address: '서울 강남구 테헤란로 123',
    salary_kind: 'range',
    salary_min: 5000,
    salary_max: 7500,
    always_open: false,
    closes_on: '2026-12-10',
    headcount: 2,
    description_html: '<p>결제 시스템을 개발합니다.</p>',
    qualifications_html: '<p>Java 경력 3년 이상</p>',
    process_steps: ['서류 전형', '1차 면접', '최종 합격'],
    ...overrides,
  };
}

export function makeSummary(id: number, overrides: Partial<PostingSummary> = {}): PostingSummary {
  return {
    id,
    title: `백엔드 개발자 채용 ${id}`,
    d_day: 'D-14',
    color_class: 'normal',
    applicant_count: 3,
    badge: 'opened',
    not_opened: 0,
    ...overrides,
  };
}

export type PostingsSeed = {
  postings?: FakePosting[];
  summary?: PostingSummary[];
  fitEnable?: boolean;
  /** Answers a call instead of the state (an error), or lets it through with null. */
  fail?: (call: RecordedCall) => Response | null | Promise<Response | null>;
};

export type PostingsState = {
  postings: FakePosting[];
  summary: PostingSummary[];
  fitEnable: boolean;
  fail: PostingsSeed['fail'];
  next: number;
};

export function createPostingsState(seed: PostingsSeed = {}): PostingsState {
  const postings = [...(seed.postings ?? [])];
  return {
    postings,
    summary: seed.summary ?? [],
    fitEnable: seed.fitEnable ?? true,
    fail: seed.fail,
    next: Math.max(0, ...postings.map((p) => p.id)) + 1,
  };
}

const row = (p: FakePosting): PostingRow => ({
  id: p.id,
  title: p.title,
  status: p.status,
  d_day: p.d_day,
  color_class: p.color_class,
  occupation_names: p.occupation_names,
  applicant_count: p.applicant_count,
  not_opened: p.not_opened,
  view_count: p.view_count,
  closes_at: p.closes_at,
  opened_at: p.opened_at,
  created_at: p.created_at,
  updated_at: p.updated_at,
  allowed_actions: allowedPostingActions(p.status, p.applicant_count),
});

const detail = (p: FakePosting): PostingDetail => {
  const { d_day: _d, color_class: _c, occupation_names: _o, not_opened: _n, view_count: _v, closes_at: _ca, opened_at: _oa, ...rest } = p;
  return { ...rest, allowed_actions: allowedPostingActions(p.status, p.applicant_count) };
};

export function postingsHandlers(state: PostingsState): HttpHandler[] {
  const handle = <N extends EndpointName>(name: N, resolver: AnswerResolver<N>) =>
    answer(name, async (input) => (await state.fail?.(input.call)) ?? resolver(input));
  const find = (id: number) => state.postings.find((p) => p.id === id);
  const notFound = () => contractError('not_found', '요청한 정보를 찾을 수 없습니다');

  return [
    handle('jobPostings.summary', () => ({ code: 200, data: { postings: state.summary, fit_enable: state.fitEnable } })),
    handle('jobPostings.list', ({ query }) => {
      const inStatus = (status: string) => state.postings.filter((p) => status === 'all' || p.status === status);
      const matching = inStatus(query.status).filter(
        (p) =>
          (!query.search_keyword || p.title.includes(query.search_keyword)) &&
          (query.occupation_id.length === 0 || query.occupation_id.includes(p.occupation1_id ?? 0)),
      );
      const sorted = [...matching].sort((a, b) =>
        query.order === 'applicants'
          ? b.applicant_count - a.applicant_count
          : query.order === 'deadline'
            ? (a.closes_on ?? '9').localeCompare(b.closes_on ?? '9')
            : b.id - a.id,
      );
      const per = query.per;
      const counts = { all: state.postings.length, draft: 0, in_review: 0, open: 0, closed: 0 };
      for (const status of POSTING_STATUSES) counts[status] = inStatus(status).length;
      return {
        code: 200,
        data: {
          postings: sorted.slice((query.page - 1) * per, query.page * per).map(row),
          counts,
          page_info: { page: query.page, per, total: sorted.length, total_pages: Math.ceil(sorted.length / per) },
        },
      };
    }),
    handle('jobPostings.occupations', () => ({
      code: 200,
      data: { occupations: [{ id: 1, name: '개발', level: 1, count: state.postings.length }] },
    })),
    handle('jobPostings.statistics', ({ query }) => ({
      code: 200,
      data: {
        statistics: query.job_posting_ids.map((id) => ({
          job_posting_id: id,
          days: [
            { date: '2026-11-24', views: 3, applicants: 1 },
            { date: '2026-11-25', views: 5, applicants: 0 },
          ],
          totals: { views: 8, applicants: 1 },
        })),
      },
    })),
    handle('jobPostings.get', ({ params }) => {
      const p = find(params.id);
      return p ? { code: 200, data: { posting: detail(p) } } : notFound();
    }),
    handle('jobPostings.create', ({ body }) => {
      const p = makePosting(state.next++, { ...body.posting, status: body.save_as === 'draft' ? 'draft' : 'in_review' });
      state.postings.push(p);
      return { code: 200, data: { posting: detail(p) } };
    }),
    handle('jobPostings.update', ({ params, body }) => {
      const p = find(params.id);
      if (!p) return notFound();
      Object.assign(p, body.posting, { status: p.status === 'open' ? 'open' : body.save_as === 'draft' ? 'draft' : 'in_review' });
      return { code: 200, data: { posting: detail(p) } };
    }),
    handle('jobPostings.copy', ({ params }) => {
      const p = find(params.id);
      if (!p) return notFound();
      const copy = makePosting(state.next, {
        ...p,
        id: state.next++,
        title: `${p.title}${POSTING_COPY_SUFFIX}`,
        status: 'draft',
        applicant_count: 0,
        not_opened: 0,
        closes_on: null,
      });
      state.postings.push(copy);
      return { code: 200, data: { posting: row(copy) } };
    }),
    handle('jobPostings.close', ({ params }) => {
      const p = find(params.id);
      if (!p) return notFound();
      if (p.status !== 'open') return contractError('job_posting.close_not_allowed');
      p.status = 'closed';
      return { code: 200, data: { posting: row(p) } };
    }),
    handle('jobPostings.reviewCancel', ({ params }) => {
      const p = find(params.id);
      if (!p) return notFound();
      if (p.status !== 'in_review') return contractError('job_posting.review_cancel_not_allowed');
      p.status = 'draft';
      return { code: 200, data: { posting: row(p) } };
    }),
    handle('jobPostings.delete', ({ params }) => {
      const p = find(params.id);
      if (!p) return notFound();
      if (p.applicant_count > 0)
        return contractError(
          'job_posting.has_applicants',
          `지원자가 ${p.applicant_count}명 있는 공고는 삭제할 수 없습니다. 지원자 기록을 남기려면 공고를 마감해 주세요`,
          {
            params: { count: p.applicant_count },
          },
        );
      state.postings.splice(state.postings.indexOf(p), 1);
      return { code: 200, data: { deleted: true, id: p.id } };
    }),
  ];
}

export function servePostings(seed: PostingsSeed = {}) {
  const state = createPostingsState(seed);
  server.use(...postingsHandlers(state));
  return { state, calls };
}

export { POSTING_PAGE_SIZE };
