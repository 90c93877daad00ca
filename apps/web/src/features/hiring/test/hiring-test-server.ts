/**
 * An in-memory hiring server for the component tests: MSW handlers built from the contract's entries
 * (`hiringHandlers(state)`), answering from one state model, company-scoped by construction.
 */
import {
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_PROJECTS_PAGE_SIZE,
  MESSAGE_HISTORY_PAGE_SIZE,
  PROJECT_PAGE_SIZE,
  type Candidate,
  type CandidateStatus,
  type EndpointName,
  type JobPostingSummary,
  type MessageReview,
  type Project,
} from '@partners/contract';
import type { HttpHandler } from 'msw';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';

const notFound = () => contractError('not_found', '요청한 정보를 찾을 수 없습니다');

export function makeProject(id: number, overrides: Partial<Project> = {}): Project {
  return {
    id,
    name: `프로젝트 ${id}`,
    active: true,
    project_home_url: `/partners/job_seekers/project/${id}/candidates/intact/1`,
    count: { intact: 0, contacted: 0, replied: 0 },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCandidate(id: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    id,
    user_id: `enc${String(id).padStart(10, '0')}`,
    project_id: 1,
    project_name: '프로젝트 1',
    status: 'intact',
    action_status: 'none',
    masked_name: `김○${id}`,
    headline: `백엔드 개발자 ${id}`,
    occupation_name: '백엔드 개발',
    years_of_experience: 5,
    birth_year: 1992,
    skills: ['Java', 'Spring'],
    proposal: null,
    contact_available: false,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(id: number, overrides: Partial<MessageReview> = {}): MessageReview {
  return {
    id,
    response_code: 'delivered',
    date: '2026.11.03 10:00',
    content: '안녕하세요. 이력서를 보고 연락드립니다.',
    company: { id: 42, name: '잡플래닛', introduction: '일하기 좋은 회사를 만듭니다.' },
    job_posting: null,
    options: { included_company_introduction: true },
    project: { id: 1, name: '프로젝트 1' },
    user_id: 'enc0000000001',
    reject: null,
    delivered_by: 'messenger',
    expires_at: '2026-11-10T01:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

export type HiringSeed = {
  projects?: Project[];
  candidates?: Candidate[];
  postings?: JobPostingSummary[];
  messages?: MessageReview[];
  /** Whether the demo inbox exists (demo mode). */
  demo?: boolean;
  /** Answers a call instead of the state (an error, `HttpResponse.error()`), or lets it through with null. */
  fail?: (call: RecordedCall) => Response | null | Promise<Response | null>;
};

/** What the fake server holds; the handlers read and change it, the tests inspect it. */
export type HiringState = {
  projects: Project[];
  candidates: Candidate[];
  messages: MessageReview[];
  postings: JobPostingSummary[];
  /** Proposals by their request id (the server's idempotency). */
  requestIds: Map<string, MessageReview>;
  demo: boolean;
  fail: HiringSeed['fail'];
  next: { project: number; candidate: number; message: number };
};

export function createHiringState(seed: HiringSeed = {}): HiringState {
  const projects = [...(seed.projects ?? [])];
  const candidates = [...(seed.candidates ?? [])];
  const messages = [...(seed.messages ?? [])];
  const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;
  return {
    projects,
    candidates,
    messages,
    postings: seed.postings ?? [],
    requestIds: new Map(),
    demo: seed.demo ?? false,
    fail: seed.fail,
    next: { project: nextId(projects), candidate: nextId(candidates), message: nextId(messages) },
  };
}

function pageOf<T>(rows: T[], page: number, per: number) {
  return {
    rows: rows.slice((page - 1) * per, page * per),
    page_info: { page, per, total: rows.length, total_pages: Math.ceil(rows.length / per) },
  };
}

function listOf(candidate: Candidate): CandidateStatus {
  return candidate.action_status === 'none' ? candidate.status : 'completed';
}

/** The hiring entries' handlers over `state`. */
export function hiringHandlers(state: HiringState): HttpHandler[] {
  const { projects, candidates, messages, requestIds } = state;
  // Every handler lets the seed's `fail` answer first, as a failing server would.
  const handle = <N extends EndpointName>(name: N, resolver: AnswerResolver<N>) =>
    answer(name, async (input) => (await state.fail?.(input.call)) ?? resolver(input));

  const withCounts = (project: Project): Project => {
    const own = candidates.filter((c) => c.project_id === project.id);
    const count = (status: CandidateStatus) => own.filter((c) => c.status === status && c.action_status === 'none').length;
    return { ...project, count: { intact: count('intact'), contacted: count('contacted'), replied: count('replied') } };
  };

  const candidateList = (rows: Candidate[], status: CandidateStatus, page: number) => {
    const count = (list: CandidateStatus) => rows.filter((c) => listOf(c) === list).length;
    // The candidate's project name comes from the project, as a join would give it.
    const named = rows.map((c) => ({ ...c, project_name: projects.find((p) => p.id === c.project_id)?.name ?? c.project_name }));
    const listed = pageOf(
      named.filter((c) => listOf(c) === status),
      page,
      CANDIDATE_PAGE_SIZE,
    );
    return {
      code: 200 as const,
      data: {
        meta: {
          total: listed.page_info.total,
          count: { intact: count('intact'), contacted: count('contacted'), replied: count('replied'), completed: count('completed') },
        },
        results: listed.rows,
        page_info: listed.page_info,
      },
    };
  };

  const projectIndex = (id: number) => projects.findIndex((p) => p.id === id);

  return [
    handle('projects.list', ({ query }) => {
      const listed = pageOf(projects.filter((p) => p.active === query.active).map(withCounts), query.page, PROJECT_PAGE_SIZE);
      return { code: 200, data: { page: query.page, meta: { total: listed.page_info.total }, results: listed.rows, page_info: listed.page_info } };
    }),
    handle('projects.create', ({ body }) => {
      const created = makeProject(state.next.project++, { name: body.hr_project.name });
      projects.unshift(created);
      return { code: 200, data: { hr_project: created } };
    }),
    handle('projects.get', ({ params }) => {
      const project = projects[projectIndex(params.id)];
      return project ? { code: 200, data: { hr_project: withCounts(project) } } : notFound();
    }),
    handle('projects.update', ({ params, body }) => {
      const index = projectIndex(params.id);
      const project = projects[index];
      if (!project) return notFound();
      const updated = { ...project, ...body.hr_project };
      projects[index] = updated;
      return { code: 200, data: { hr_project: withCounts(updated) } };
    }),
    handle('projects.delete', ({ params }) => {
      const index = projectIndex(params.id);
      if (index < 0) return notFound();
      projects.splice(index, 1);
      return { code: 200, data: { deleted: true } };
    }),
    handle('candidates.listOfProject', ({ params, query }) => {
      if (projectIndex(params.id) < 0) return notFound();
      const own = candidates.filter((c) => c.project_id === params.id);
      return candidateList(own, query.action_status, query.page);
    }),
    handle('candidates.list', ({ query }) => candidateList(candidates, query.action_status, query.page)),
    handle('candidates.add', ({ body }) => {
      let added = 0;
      let already = 0;
      const created: Candidate[] = [];
      for (const projectId of body.project_ids) {
        const project = projects.find((p) => p.id === projectId);
        if (!project) return notFound();
        for (const userId of body.user_id) {
          if (candidates.some((c) => c.user_id === userId && c.project_id === projectId)) {
            already += 1;
            continue;
          }
          const candidate = makeCandidate(state.next.candidate++, { user_id: userId, project_id: projectId, project_name: project.name });
          candidates.push(candidate);
          created.push(candidate);
          added += 1;
        }
      }
      return { code: 200, data: { added, already, candidates: created } };
    }),
    handle('candidates.remove', ({ body }) => {
      let removed = 0;
      for (let i = candidates.length - 1; i >= 0; i -= 1) {
        const c = candidates[i];
        if (c && body.user_id.includes(c.user_id) && body.project_ids.includes(c.project_id)) {
          candidates.splice(i, 1);
          removed += 1;
        }
      }
      return { code: 200, data: { removed } };
    }),
    handle('candidates.contact', ({ params }) => {
      const candidate = candidates.find((c) => c.id === params.id);
      if (!candidate?.contact_available) return notFound();
      return {
        code: 200,
        data: {
          id: candidate.id,
          name: '김민준',
          contact: { phone: '010-1234-5678', email: 'minjun@example.com' },
          accepted_at: '2026-11-04T01:00:00.000Z',
        },
      };
    }),
    handle('candidates.projectsOfSeeker', ({ params, query }) => {
      const own = candidates.filter((c) => c.user_id === params.user_id);
      const listed = pageOf(own, query.page, CANDIDATE_PROJECTS_PAGE_SIZE);
      const results = listed.rows.map((c) => ({
        project_id: c.project_id,
        project_name: c.project_name,
        active: projects.find((p) => p.id === c.project_id)?.active ?? true,
        candidate_id: c.id,
        status: c.status,
        action_status: c.action_status,
      }));
      return {
        code: 200,
        data: { user_id: params.user_id, masked_name: own[0]?.masked_name ?? '김○○', page: query.page, results, page_info: listed.page_info },
      };
    }),
    handle('candidates.update', ({ params, body }) => {
      const index = candidates.findIndex((c) => c.id === params.id);
      const candidate = candidates[index];
      if (!candidate) return notFound();
      const updated = { ...candidate, action_status: body.action_status };
      candidates[index] = updated;
      return { code: 200, data: { candidate: updated } };
    }),
    handle('jobPostings.live', () => ({ code: 200, data: { results: state.postings } })),
    handle('proposals.request', ({ body: { message } }) => {
      const repeated = requestIds.get(message.request_id);
      if (repeated) return { code: 200, data: { message: repeated } };
      const project = projects.find((p) => p.id === message.project_id);
      if (!project) return notFound();
      const created = makeMessage(state.next.message++, {
        response_code: 'sent',
        content: message.content,
        project: { id: project.id, name: project.name },
        user_id: message.user_id,
        delivered_by: null,
        options: { included_company_introduction: message.included_company_introduction },
      });
      messages.unshift(created);
      requestIds.set(message.request_id, created);
      return { code: 200, data: { message: created } };
    }),
    handle('proposals.detail', ({ params }) => {
      const message = messages.find((m) => m.id === params.id);
      return message ? { code: 200, data: { message } } : notFound();
    }),
    handle('proposals.histories', ({ query }) => {
      const listed = pageOf(
        messages.filter((m) => m.user_id === query.user_id),
        query.page,
        MESSAGE_HISTORY_PAGE_SIZE,
      );
      return { code: 200, data: { user_id: query.user_id, results: listed.rows, page_info: listed.page_info } };
    }),
    handle('demo.candidateInbox', () =>
      state.demo ? { code: 200, data: { results: [], page_info: { page: 1, per: 20, total: 0, total_pages: 0 } } } : notFound(),
    ),
  ];
}

/** Serves the hiring entries from a fresh state for the current test; returns the state and the calls. */
export function serveHiring(seed: HiringSeed = {}) {
  const state = createHiringState(seed);
  server.use(...hiringHandlers(state));
  const writes = (method: string, prefix: string) => calls.filter((c) => c.method === method && c.url.startsWith(prefix));
  return { calls, projects: state.projects, candidates: state.candidates, messages: state.messages, writes };
}
