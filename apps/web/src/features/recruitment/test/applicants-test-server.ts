/**
 * An in-memory applicants server for the component tests: MSW handlers built from the contract's entries
 * (`applicantsHandlers(state)`) answering from one state model: the lists with their counts, the résumé
 * (opening marks it read), stage moves, notes, fit candidates and the applicants CSV.
 */
import {
  APPLICANT_PAGE_SIZE,
  FIT_CANDIDATE_PAGE_SIZE,
  type ApplicantCounts,
  type ApplicantDetail,
  type ApplicantRow,
  type EndpointName,
  type FitCandidate,
  type PostingStatus,
} from '@partners/contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';

export type TestPosting = { id: number; title: string; status: PostingStatus };

export function makeApplicant(id: number, overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    id,
    job_posting: { id: 1, title: '백엔드 개발자 (Java/Spring)' },
    name: `김지원${id}`,
    birth_year: 1994,
    gender: 'female',
    years_of_experience: 4,
    occupation_name: '백엔드 개발',
    education_level: 'bachelor',
    headline: '결제 시스템을 만드는 백엔드 개발자',
    stage: 'applied',
    opened: false,
    has_note: false,
    applied_at: `2026-11-${String(10 + (id % 15)).padStart(2, '0')}T01:00:00.000Z`,
    contact: { phone: '010-1234-5678', email: `applicant${id}@example.com` },
    resume: {
      introduction: '대용량 트래픽을 다루는 결제 서비스를 4년간 개발했습니다.',
      skills: ['Java', 'Spring Boot', 'MySQL'],
      educations: [{ school_name: '한국대학교', major: '컴퓨터공학', level: 'bachelor', degree: 'graduated', start_year: 2013, end_year: 2019 }],
      careers: [
        {
          company_name: '페이랩',
          title: '백엔드 개발자',
          start: '2021.03',
          end: null,
          months: 68,
          description: '정산 배치와 결제 API를 맡았습니다.',
        },
      ],
      certifications: ['정보처리기사'],
    },
    note: '',
    note_updated_at: null,
    note_updated_by: null,
    ...overrides,
  };
}

export function makeFitCandidate(n: number, overrides: Partial<FitCandidate> = {}): FitCandidate {
  return {
    user_id: `enc${String(n).padStart(10, '0')}`,
    name: `이○${n}`,
    headline: `핀테크 백엔드 개발자 ${n}`,
    occupation_name: '백엔드 개발',
    years_of_experience: 5,
    education_level: 'bachelor',
    skills: ['Kotlin', 'Spring'],
    resume_updated_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export type ApplicantsSeed = {
  applicants?: ApplicantDetail[];
  postings?: TestPosting[];
  fit?: FitCandidate[] | Response;
  /** Who saves notes (the signed-in operator). */
  operator?: string;
  /** Answers a call instead of the state (an error, `HttpResponse.error()`), or lets it through with null. */
  fail?: (call: RecordedCall) => Response | null | Promise<Response | null>;
  /** The CSV's body: lines after the header (defaults to one line per applicant). */
  csv?: { body: ReadableStream<Uint8Array> | string; rows: number };
  /** Whether the session has a verified step-up: without one, a download with contacts is refused. */
  steppedUp?: boolean;
};

export type ApplicantsState = Required<Omit<ApplicantsSeed, 'fail' | 'csv'>> &
  Pick<ApplicantsSeed, 'fail' | 'csv'> & {
    /** The applications the page marked read, in order (its explicit call). */
    marked: number[];
  };

export function createApplicantsState(seed: ApplicantsSeed = {}): ApplicantsState {
  return {
    applicants: [...(seed.applicants ?? [])],
    postings: seed.postings ?? [{ id: 1, title: '백엔드 개발자 (Java/Spring)', status: 'open' }],
    fit: seed.fit ?? [],
    operator: seed.operator ?? '박운영',
    fail: seed.fail,
    csv: seed.csv,
    steppedUp: seed.steppedUp ?? false,
    marked: [],
  };
}

function pageOf<T>(rows: T[], page: number, per: number) {
  return { rows: rows.slice((page - 1) * per, page * per), page_info: { page, per, total: rows.length, total_pages: Math.ceil(rows.length / per) } };
}

function rowOf(detail: ApplicantDetail): ApplicantRow {
  const { contact: _contact, resume: _resume, note: _note, note_updated_at: _at, note_updated_by: _by, ...row } = detail;
  return row;
}

export function applicantsHandlers(state: ApplicantsState): HttpHandler[] {
  const handle = <N extends EndpointName>(name: N, resolver: AnswerResolver<N>) =>
    answer(name, async (input) => (await state.fail?.(input.call)) ?? resolver(input));
  const notFound = () => contractError('not_found');

  return [
    handle('applicants.list', ({ query }) => {
      const posting = query.job_posting_id === undefined ? null : state.postings.find((p) => p.id === query.job_posting_id);
      if (posting === undefined) return notFound();
      const own = state.applicants.filter((a) => posting === null || a.job_posting.id === posting.id);
      const keyword = query.keyword?.toLowerCase();
      const matching = keyword ? own.filter((a) => `${a.name} ${a.occupation_name} ${a.headline}`.toLowerCase().includes(keyword)) : own;
      const counts: ApplicantCounts = {
        all: matching.length,
        not_opened: matching.filter((a) => !a.opened).length,
        applied: matching.filter((a) => a.stage === 'applied').length,
        reviewing: matching.filter((a) => a.stage === 'reviewing').length,
        interview: matching.filter((a) => a.stage === 'interview').length,
        passed: matching.filter((a) => a.stage === 'passed').length,
        rejected: matching.filter((a) => a.stage === 'rejected').length,
      };
      const staged = matching.filter((a) => (query.stage === 'all' ? true : query.stage === 'not_opened' ? !a.opened : a.stage === query.stage));
      const sorted = [...staged].sort((a, b) =>
        query.order === 'name'
          ? a.name.localeCompare(b.name, 'ko')
          : query.order === 'oldest'
            ? a.applied_at.localeCompare(b.applied_at)
            : b.applied_at.localeCompare(a.applied_at),
      );
      const listed = pageOf(sorted, query.page, query.per ?? APPLICANT_PAGE_SIZE);
      return { code: 200, data: { applicants: listed.rows.map(rowOf), counts, page_info: listed.page_info, job_posting: posting } };
    }),
    // As the server: reading changes nothing; the drawer's explicit call marks the résumé read (decision 0027).
    handle('applicants.get', ({ params }) => {
      const applicant = state.applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      return { code: 200, data: { applicant } };
    }),
    handle('applicants.markRead', ({ params }) => {
      const index = state.applicants.findIndex((a) => a.id === params.id);
      const applicant = state.applicants[index];
      if (!applicant) return notFound();
      state.applicants[index] = { ...applicant, opened: true };
      state.marked.push(applicant.id);
      return { code: 200, data: { id: applicant.id, opened: true as const } };
    }),
    handle('applicants.setStage', ({ body }) => {
      const updated: number[] = [];
      state.applicants.forEach((a, index) => {
        if (body.ids.includes(a.id)) {
          state.applicants[index] = { ...a, stage: body.stage };
          updated.push(a.id);
        }
      });
      return { code: 200, data: { updated } };
    }),
    handle('applicants.setNote', ({ params, body }) => {
      const index = state.applicants.findIndex((a) => a.id === params.id);
      const applicant = state.applicants[index];
      if (!applicant) return notFound();
      const saved = { note: body.note, note_updated_at: '2026-11-25T03:30:00.000Z', note_updated_by: state.operator };
      state.applicants[index] = { ...applicant, ...saved, has_note: body.note !== '' };
      return { code: 200, data: saved };
    }),
    handle('applicants.fit', ({ params, query }) => {
      if (state.fit instanceof Response) return state.fit.clone();
      if (!state.postings.some((p) => p.id === params.id)) return notFound();
      const listed = pageOf(state.fit, query.page, FIT_CANDIDATE_PAGE_SIZE);
      return {
        code: 200,
        data: {
          candidates: listed.rows,
          page_info: listed.page_info,
          criteria: { occupation_names: ['백엔드 개발', '서버 개발'], experience: '3-7' },
        },
      };
    }),
    handle('applicants.csv', ({ params, query }) => {
      if (!state.postings.some((p) => p.id === params.id)) return notFound();
      const rows = state.applicants.filter((a) => a.job_posting.id === params.id && (query.stage === 'all' || a.stage === query.stage));
      if (query.contacts && !state.steppedUp) return contractError('step_up_required');
      const body =
        state.csv?.body ??
        (query.contacts
          ? `\ufeff이름,휴대폰\n${rows.map((a) => `${a.name},${a.contact.phone}\n`).join('')}`
          : `\ufeff이름\n${rows.map((a) => `${a.name}\n`).join('')}`);
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'x-row-count': String(state.csv?.rows ?? rows.length),
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('지원자_백엔드.csv')}`,
        },
      });
    }),
  ];
}

/** Serves the applicants entries from a fresh state for the current test; returns the state and the calls. */
export function serveApplicants(seed: ApplicantsSeed = {}) {
  const state = createApplicantsState(seed);
  server.use(...applicantsHandlers(state));
  const writes = (method: string, prefix: string) => calls.filter((c) => c.method === method && c.url.startsWith(prefix));
  return { state, calls, writes };
}
