/** An in-memory hiring server for the component tests: the contract's paths and shapes, company-scoped by construction. */
import {
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_PROJECTS_PAGE_SIZE,
  MESSAGE_HISTORY_PAGE_SIZE,
  PROJECT_PAGE_SIZE,
  type ActionStatus,
  type Candidate,
  type CandidateStatus,
  type JobPostingSummary,
  type MessageReview,
  type Project,
} from '@partners/contract';
import { mockFetch, withCsrf, type FetchCall, type MockReply } from '../../../test/fetch-mock';

const NOT_FOUND: MockReply = { status: 404, body: { code: 'not_found', message: '요청한 정보를 찾을 수 없습니다' } };

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
  fail?: (call: FetchCall) => MockReply | null | Promise<MockReply | null>;
};

function pageOf<T>(rows: T[], page: number, per: number) {
  return {
    rows: rows.slice((page - 1) * per, page * per),
    page_info: { page, per, total: rows.length, total_pages: Math.ceil(rows.length / per) },
  };
}

function listOf(candidate: Candidate): CandidateStatus {
  return candidate.action_status === 'none' ? candidate.status : 'completed';
}

export function serveHiring(seed: HiringSeed = {}) {
  const projects = [...(seed.projects ?? [])];
  const candidates = [...(seed.candidates ?? [])];
  const messages = [...(seed.messages ?? [])];
  const postings = seed.postings ?? [];
  const requestIds = new Map<string, MessageReview>();
  let nextProjectId = Math.max(0, ...projects.map((p) => p.id)) + 1;
  let nextCandidateId = Math.max(0, ...candidates.map((c) => c.id)) + 1;
  let nextMessageId = Math.max(0, ...messages.map((m) => m.id)) + 1;

  const withCounts = (project: Project): Project => {
    const own = candidates.filter((c) => c.project_id === project.id);
    const count = (status: CandidateStatus) => own.filter((c) => c.status === status && c.action_status === 'none').length;
    return { ...project, count: { intact: count('intact'), contacted: count('contacted'), replied: count('replied') } };
  };

  const candidateList = (rows: Candidate[], status: CandidateStatus, page: number) => {
    const count = (list: CandidateStatus) => rows.filter((c) => listOf(c) === list).length;
    // The candidate's project name comes from the project, as a join would give it.
    const named = rows.map((c) => ({ ...c, project_name: projects.find((p) => p.id === c.project_id)?.name ?? c.project_name }));
    const listed = pageOf(named.filter((c) => listOf(c) === status), page, CANDIDATE_PAGE_SIZE);
    return {
      code: 200,
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

  const handle = (call: FetchCall): MockReply => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    const query = url.searchParams;
    const page = Number(query.get('page') ?? '1');
    const body = call.body as Record<string, unknown> | undefined;

    if (path === '/hr/projects' && call.method === 'GET') {
      const active = query.get('active') === 'true';
      const listed = pageOf(projects.filter((p) => p.active === active).map(withCounts), page, PROJECT_PAGE_SIZE);
      return { body: { code: 200, data: { page, meta: { total: listed.page_info.total }, results: listed.rows, page_info: listed.page_info } } };
    }
    if (path === '/hr/projects' && call.method === 'POST') {
      const { name } = (body?.hr_project ?? {}) as { name: string };
      const created = makeProject(nextProjectId++, { name });
      projects.unshift(created);
      return { body: { code: 200, data: { hr_project: created } } };
    }
    const projectMatch = /^\/hr\/projects\/(\d+)(\/candidates)?$/.exec(path);
    if (projectMatch) {
      const index = projects.findIndex((p) => p.id === Number(projectMatch[1]));
      const project = projects[index];
      if (!project) return NOT_FOUND;
      if (projectMatch[2]) {
        const own = candidates.filter((c) => c.project_id === project.id);
        return { body: candidateList(own, (query.get('action_status') ?? 'intact') as CandidateStatus, page) };
      }
      if (call.method === 'DELETE') {
        projects.splice(index, 1);
        return { body: { code: 200, data: { deleted: true } } };
      }
      if (call.method === 'PUT') {
        const changes = (body?.hr_project ?? {}) as Partial<Project>;
        projects[index] = { ...project, ...changes };
      }
      return { body: { code: 200, data: { hr_project: withCounts(projects[index] ?? project) } } };
    }
    if (path === '/hr/candidates' && call.method === 'GET') {
      return { body: candidateList(candidates, (query.get('action_status') ?? 'intact') as CandidateStatus, page) };
    }
    if (path === '/hr/candidates' && (call.method === 'POST' || call.method === 'DELETE')) {
      const userIds = ([] as string[]).concat(body?.user_id as string | string[]);
      const projectIds = body?.project_ids as number[];
      if (call.method === 'DELETE') {
        let removed = 0;
        for (let i = candidates.length - 1; i >= 0; i -= 1) {
          const c = candidates[i];
          if (c && userIds.includes(c.user_id) && projectIds.includes(c.project_id)) {
            candidates.splice(i, 1);
            removed += 1;
          }
        }
        return { body: { code: 200, data: { removed } } };
      }
      let added = 0;
      let already = 0;
      const created: Candidate[] = [];
      for (const projectId of projectIds) {
        const project = projects.find((p) => p.id === projectId);
        if (!project) return NOT_FOUND;
        for (const userId of userIds) {
          if (candidates.some((c) => c.user_id === userId && c.project_id === projectId)) {
            already += 1;
            continue;
          }
          const candidate = makeCandidate(nextCandidateId++, { user_id: userId, project_id: projectId, project_name: project.name });
          candidates.push(candidate);
          created.push(candidate);
          added += 1;
        }
      }
      return { body: { code: 200, data: { added, already, candidates: created } } };
    }
    const contactMatch = /^\/hr\/candidates\/(\d+)\/contact$/.exec(path);
    if (contactMatch) {
      const candidate = candidates.find((c) => c.id === Number(contactMatch[1]));
      if (!candidate?.contact_available) return NOT_FOUND;
      return {
        body: { code: 200, data: { id: candidate.id, name: '김민준', contact: { phone: '010-1234-5678', email: 'minjun@example.com' }, accepted_at: '2026-11-04T01:00:00.000Z' } },
      };
    }
    const projectsOfMatch = /^\/hr\/candidates\/([A-Za-z0-9_-]+)\/projects$/.exec(path);
    if (projectsOfMatch) {
      const userId = projectsOfMatch[1] ?? '';
      const own = candidates.filter((c) => c.user_id === userId);
      const listed = pageOf(own, page, CANDIDATE_PROJECTS_PAGE_SIZE);
      const results = listed.rows.map((c) => ({
        project_id: c.project_id,
        project_name: c.project_name,
        active: projects.find((p) => p.id === c.project_id)?.active ?? true,
        candidate_id: c.id,
        status: c.status,
        action_status: c.action_status,
      }));
      return { body: { code: 200, data: { user_id: userId, masked_name: own[0]?.masked_name ?? '김○○', page, results, page_info: listed.page_info } } };
    }
    const candidateMatch = /^\/hr\/candidates\/(\d+)$/.exec(path);
    if (candidateMatch && call.method === 'PUT') {
      const index = candidates.findIndex((c) => c.id === Number(candidateMatch[1]));
      const candidate = candidates[index];
      if (!candidate) return NOT_FOUND;
      const updated = { ...candidate, action_status: (body as { action_status: ActionStatus }).action_status };
      candidates[index] = updated;
      return { body: { code: 200, data: { candidate: updated } } };
    }
    if (path === '/hr/job_postings') return { body: { code: 200, data: { results: postings } } };
    if (path === '/api/v3/hr/messages/requested') {
      const message = (body as { message: Record<string, unknown> }).message;
      const requestId = message.request_id as string;
      const repeated = requestIds.get(requestId);
      if (repeated) return { body: { code: 200, data: { message: repeated } } };
      const project = projects.find((p) => p.id === message.project_id);
      if (!project) return NOT_FOUND;
      const created = makeMessage(nextMessageId++, {
        response_code: 'sent',
        content: message.content as string,
        project: { id: project.id, name: project.name },
        user_id: message.user_id as string,
        delivered_by: null,
        options: { included_company_introduction: message.included_company_introduction as boolean },
      });
      messages.unshift(created);
      requestIds.set(requestId, created);
      return { body: { code: 200, data: { message: created } } };
    }
    const messageMatch = /^\/api\/v3\/hr\/messages\/detail\/(\d+)$/.exec(path);
    if (messageMatch) {
      const message = messages.find((m) => m.id === Number(messageMatch[1]));
      return message ? { body: { code: 200, data: { message } } } : NOT_FOUND;
    }
    if (path === '/hr/job_seekers/message_histories') {
      const userId = query.get('user_id') ?? '';
      const listed = pageOf(messages.filter((m) => m.user_id === userId), page, MESSAGE_HISTORY_PAGE_SIZE);
      return { body: { code: 200, data: { user_id: userId, results: listed.rows, page_info: listed.page_info } } };
    }
    if (path === '/api/demo/candidate_inbox') {
      return seed.demo ? { body: { code: 200, data: { results: [], page_info: { page: 1, per: 20, total: 0, total_pages: 0 } } } } : NOT_FOUND;
    }
    return NOT_FOUND;
  };

  const { calls } = mockFetch(
    withCsrf(async (call) => {
      const failure = await seed.fail?.(call);
      return failure ?? handle(call);
    }),
  );
  const writes = (method: string, prefix: string) => calls.filter((c) => c.method === method && c.url.startsWith(prefix));
  return { calls, projects, candidates, messages, writes };
}
