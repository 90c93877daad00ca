import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  CANDIDATE_BATCH_MAX,
  CANDIDATE_PAGE_SIZE,
  CANDIDATE_PROJECTS_PAGE_SIZE,
  addCandidatesResponse,
  candidateListResponse,
  candidateProjectsResponse,
  candidateResponse,
  projectResponse,
  type CandidateList,
  type CandidateStatus,
  type ProposalStatus,
} from '@partners/contract';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { makeJobSeeker, makeProposal } from '../../test/factories.js';
import { testConfig } from '../../platform/config.js';
import { hrCandidates, hrProjects } from '../../db/schema/index.js';
import { SeekerIdCodec } from '../talent-search/seeker-id.js';

let t: TestApp;
let admin: Client;
let other: Client;
const codec = new SeekerIdCodec(testConfig().sessionSecret);
const enc = (id: number) => codec.encode(id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  other = await signedIn(t.app, 'other@demo.test');
  for (const client of [admin, other]) {
    await client.request({
      method: 'POST',
      url: '/api/v3/resumes/components/matchings',
      payload: { matchings: { privacy_agreement: { value: true } } },
    });
  }
});
afterAll(() => t.close());

async function project(client: Client, name: string): Promise<number> {
  const response = await client.request({ method: 'POST', url: '/hr/projects', payload: { hr_project: { name } } });
  return projectResponse.parse(response.json()).data.hr_project.id;
}

async function add(client: Client, userId: string | string[], projectIds: number[]) {
  return client.request({ method: 'POST', url: '/hr/candidates', payload: { user_id: userId, project_ids: projectIds } });
}

async function list(client: Client, url: string, status: CandidateStatus = 'intact', page = 1): Promise<CandidateList> {
  const response = await client.get(`${url}?action_status=${status}&page=${page}`);
  expect(response.statusCode).toBe(200);
  return candidateListResponse.parse(response.json()).data;
}

/** A proposal straight into the table (the proposals module has its own tests). */
async function propose(companyId: number, senderId: number, projectId: number, jobSeekerId: number, status: ProposalStatus, createdAt = new Date()) {
  return makeProposal(t.database.db, {
    company: { id: companyId },
    sender: { id: senderId },
    project: { id: projectId },
    seeker: { id: jobSeekerId },
    status,
    createdAt,
  });
}

describe('adding candidates', () => {
  it('adds one seeker to a project: the candidate shows the seeker at a glance, masked', async () => {
    const seeker = await makeJobSeeker(t.database.db, {
      name: '박지훈',
      headline: '7년차 데이터 엔지니어',
      occupation1Id: 11600,
      occupation2Id: 11604,
      yearsOfExperience: 7,
      birthYear: 1989,
      skills: ['Spark', 'Airflow'],
    });
    const projectId = await project(admin, '2026 하반기 백엔드 개발자');
    const response = await add(admin, enc(seeker.id), [projectId]);
    expect(response.statusCode).toBe(200);
    const data = addCandidatesResponse.parse(response.json()).data;
    expect(data).toMatchObject({ added: 1, already: 0 });
    expect(data.candidates).toHaveLength(1);
    expect(data.candidates[0]).toMatchObject({
      user_id: enc(seeker.id),
      project_id: projectId,
      project_name: '2026 하반기 백엔드 개발자',
      status: 'intact',
      action_status: 'none',
      masked_name: '박○○',
      headline: '7년차 데이터 엔지니어',
      occupation_name: '데이터 엔지니어',
      years_of_experience: 7,
      birth_year: 1989,
      skills: ['Spark', 'Airflow'],
      proposal: null,
      contact_available: false,
    });
    expect(JSON.stringify(data)).not.toContain('박지훈');
  });

  it('adds many seekers to many projects at once, and is idempotent per project and seeker', async () => {
    const [a, b] = [await project(admin, '데이터 분석가 상시 채용'), await project(admin, '프론트엔드 개발자 (React)')];
    const first = addCandidatesResponse.parse((await add(admin, [enc(20), enc(21), enc(20)], [a, b, a])).json()).data;
    expect(first).toMatchObject({ added: 4, already: 0 });
    expect(first.candidates.map((c) => [c.project_id, c.user_id]).sort()).toEqual(
      [
        [a, enc(20)],
        [a, enc(21)],
        [b, enc(20)],
        [b, enc(21)],
      ].sort(),
    );
    const again = addCandidatesResponse.parse((await add(admin, [enc(21), enc(22)], [a])).json()).data;
    expect(again).toMatchObject({ added: 1, already: 1 });
    expect(again.candidates).toHaveLength(2);
    const rows = await t.database.db.select().from(hrCandidates).where(eq(hrCandidates.projectId, a));
    expect(rows.map((r) => r.jobSeekerId).sort()).toEqual([20, 21, 22]);
  });

  it("refuses an unknown seeker or a project that is not the company's with 404, adding nothing", async () => {
    const mine = await project(admin, '모바일 개발자');
    const theirs = await project(other, '다른 회사 프로젝트');
    const forged = 'A'.repeat(22);
    for (const [userId, projectIds] of [
      [[enc(30), forged], [mine]],
      [[enc(30), enc(9_999_999)], [mine]],
      [enc(30), [mine, theirs]],
      [enc(30), [mine, 2_147_483_647]],
    ] as const) {
      const response = await add(admin, [...(Array.isArray(userId) ? userId : [userId])], [...projectIds]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(
      await t.database.db
        .select()
        .from(hrCandidates)
        .where(inArray(hrCandidates.projectId, [mine, theirs])),
    ).toEqual([]);
  });

  it('refuses malformed input with 400 naming the field', async () => {
    const projectId = await project(admin, '검증 프로젝트');
    const cases: [object, string][] = [
      [{ user_id: 'x', project_ids: [projectId] }, 'body.user_id'],
      [{ user_id: [], project_ids: [projectId] }, 'body.user_id'],
      [{ user_id: enc(1), project_ids: [] }, 'body.project_ids'],
      [{ user_id: enc(1), project_ids: ['abc'] }, 'body.project_ids.0'],
      [{ user_id: enc(1) }, 'body.project_ids'],
      [{ user_id: Array.from({ length: CANDIDATE_BATCH_MAX + 1 }, (_, i) => enc(i + 1)), project_ids: [projectId] }, 'body.user_id'],
      [{ user_id: enc(1), project_ids: Array.from({ length: CANDIDATE_BATCH_MAX + 1 }, (_, i) => i + 1) }, 'body.project_ids'],
    ];
    for (const [payload, field] of cases) {
      const response = await admin.request({ method: 'POST', url: '/hr/candidates', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field });
    }
  });
});

describe('candidate lists', () => {
  let projectId: number;
  let url: string;
  beforeAll(async () => {
    projectId = await project(admin, '리스트 프로젝트');
    url = `/hr/projects/${projectId}/candidates`;
    // 25 intact (two pages), then 3 contacted, 2 replied, 1 replied but hired.
    for (let id = 100; id < 125; id++) await add(admin, enc(id), [projectId]);
    await add(admin, [enc(200), enc(201), enc(202), enc(203), enc(204), enc(205)], [projectId]);
    const set = (ids: number[], values: Partial<typeof hrCandidates.$inferInsert>) =>
      t.database.db.update(hrCandidates).set(values).where(inArray(hrCandidates.jobSeekerId, ids));
    await set([200, 201, 202], { status: 'contacted' });
    await set([203, 204], { status: 'replied' });
    await set([205], { status: 'replied', actionStatus: 'hired' });
  });

  it('lists 20 per page, newest first, with the total of the list and the size of every list', async () => {
    const first = await list(admin, url, 'intact', 1);
    expect(first.meta).toEqual({ total: 25, count: { intact: 25, contacted: 3, replied: 2, completed: 1 } });
    expect(first.page_info).toEqual({ page: 1, per: CANDIDATE_PAGE_SIZE, total: 25, total_pages: 2 });
    expect(first.results).toHaveLength(CANDIDATE_PAGE_SIZE);
    expect(first.results[0]?.user_id).toBe(enc(124));
    expect(first.results[CANDIDATE_PAGE_SIZE - 1]?.user_id).toBe(enc(105));
    const second = await list(admin, url, 'intact', 2);
    expect(second.results.map((c) => c.user_id)).toEqual([104, 103, 102, 101, 100].map(enc));
    expect((await list(admin, url, 'intact', 3)).results).toEqual([]);
  });

  it('holds each progress list apart, and completed holds whoever has an action status', async () => {
    const contacted = await list(admin, url, 'contacted');
    expect(contacted.results.map((c) => c.user_id).sort()).toEqual([200, 201, 202].map(enc).sort());
    expect(contacted.meta.total).toBe(3);
    expect((await list(admin, url, 'replied')).results.map((c) => c.user_id).sort()).toEqual([203, 204].map(enc).sort());
    const completed = await list(admin, url, 'completed');
    expect(completed.results).toHaveLength(1);
    expect(completed.results[0]).toMatchObject({ user_id: enc(205), status: 'replied', action_status: 'hired' });
    expect(completed.meta.total).toBe(1);
  });

  it('defaults to the intact list, and refuses an unknown list with 400', async () => {
    const response = await admin.get(url);
    expect(candidateListResponse.parse(response.json()).data.meta.total).toBe(25);
    expect((await admin.get(`${url}?action_status=hired`)).json()).toMatchObject({ code: 'bad_request', field: 'query.action_status' });
  });

  it('an action status moves the candidate to completed; none moves it back', async () => {
    const candidate = (await list(admin, url, 'contacted')).results[0];
    if (!candidate) throw new Error('no candidate');
    const response = await admin.request({ method: 'PUT', url: `/hr/candidates/${candidate.id}`, payload: { action_status: 'interviewing' } });
    expect(response.statusCode).toBe(200);
    expect(candidateResponse.parse(response.json()).data.candidate).toMatchObject({
      id: candidate.id,
      action_status: 'interviewing',
      status: 'contacted',
    });
    const completed = await list(admin, url, 'completed');
    expect(completed.results.map((c) => c.id)).toContain(candidate.id);
    expect(completed.meta.count).toEqual({ intact: 25, contacted: 2, replied: 2, completed: 2 });
    await admin.request({ method: 'PUT', url: `/hr/candidates/${candidate.id}`, payload: { action_status: 'none' } });
    expect((await list(admin, url, 'contacted')).results.map((c) => c.id)).toContain(candidate.id);
    const bad = await admin.request({ method: 'PUT', url: `/hr/candidates/${candidate.id}`, payload: { action_status: 'completed' } });
    expect(bad.json()).toMatchObject({ code: 'bad_request', field: 'body.action_status' });
  });

  it("the all-projects list holds the company's candidates of every project, and only them", async () => {
    const otherProject = await project(admin, '다른 리스트 프로젝트');
    await add(admin, enc(124), [otherProject]);
    const theirs = await project(other, '다른 회사 리스트');
    // A new seeker is none of this company's candidates (the demo data files some under its projects).
    const outsider = (await makeJobSeeker(t.database.db)).id;
    await add(other, enc(outsider), [theirs]);
    const all = await list(admin, '/hr/candidates', 'intact');
    const count = (await t.database.db.select().from(hrCandidates).where(eq(hrCandidates.companyId, 1))).filter(
      (c) => c.status === 'intact' && c.actionStatus === 'none',
    ).length;
    expect(all.meta.total).toBe(count);
    expect(all.results[0]).toMatchObject({ user_id: enc(124), project_id: otherProject, project_name: '다른 리스트 프로젝트' });
    const pages = [
      all,
      ...(await Promise.all(Array.from({ length: all.page_info.total_pages - 1 }, (_, i) => list(admin, '/hr/candidates', 'intact', i + 2)))),
    ];
    const ids = pages.flatMap((p) => p.results.map((c) => c.user_id));
    expect(ids).toHaveLength(count);
    expect(ids).not.toContain(enc(outsider));
    const theirList = await list(other, '/hr/candidates', 'intact');
    const theirProjects = new Set((await t.database.db.select().from(hrProjects).where(eq(hrProjects.companyId, 7))).map((p) => p.id));
    expect(theirList.results[0]).toMatchObject({ user_id: enc(outsider), project_id: theirs });
    expect(theirList.results.every((c) => theirProjects.has(c.project_id))).toBe(true);
  });

  it('shows the latest proposal of this project, and the contact once any proposal of the company was accepted', async () => {
    const seeker = 120;
    const elsewhere = await project(admin, '제안 프로젝트');
    const theirs = await project(other, '다른 회사 제안');
    await propose(1, 1, projectId, seeker, 'expired', new Date(Date.now() - 10 * 86_400_000));
    const latest = await propose(1, 1, projectId, seeker, 'viewed', new Date(Date.now() - 86_400_000));
    // Another company's accepted proposal reveals nothing to this one.
    await propose(7, 9, theirs, seeker, 'accepted');
    const row = () => list(admin, url, 'intact').then((l) => l.results.find((c) => c.user_id === enc(seeker)));
    expect((await row())?.proposal).toEqual({ id: latest.id, status: 'viewed', sent_at: latest.createdAt.toISOString(), responded_at: null });
    expect((await row())?.contact_available).toBe(false);
    await propose(1, 1, elsewhere, seeker, 'accepted');
    expect((await row())?.contact_available).toBe(true);
    expect((await row())?.proposal?.id).toBe(latest.id);
  });

  it('a seeker re-added to a project picks up the progress of its proposals there', async () => {
    const projectId2 = await project(admin, '재추가 프로젝트');
    await add(admin, [enc(400), enc(401), enc(402)], [projectId2]);
    await propose(1, 1, projectId2, 400, 'delivered');
    await propose(1, 1, projectId2, 401, 'rejected');
    const removed = await admin.request({
      method: 'DELETE',
      url: '/hr/candidates',
      payload: { user_id: [enc(400), enc(401), enc(402)], project_ids: [projectId2] },
    });
    expect(removed.json()).toEqual({ code: 200, data: { removed: 3 } });
    const again = addCandidatesResponse.parse((await add(admin, [enc(400), enc(401), enc(402)], [projectId2])).json()).data;
    expect(Object.fromEntries(again.candidates.map((c) => [c.user_id, c.status]))).toEqual({
      [enc(400)]: 'contacted',
      [enc(401)]: 'replied',
      [enc(402)]: 'intact',
    });
  });
});

describe('removing candidates', () => {
  it('removes the seekers from the given projects only; removing again removes nothing', async () => {
    const [a, b] = [await project(admin, '삭제 A'), await project(admin, '삭제 B')];
    await add(admin, [enc(500), enc(501)], [a, b]);
    const response = await admin.request({ method: 'DELETE', url: '/hr/candidates', payload: { user_id: enc(500), project_ids: [a] } });
    expect(response.json()).toEqual({ code: 200, data: { removed: 1 } });
    const left = await t.database.db
      .select()
      .from(hrCandidates)
      .where(inArray(hrCandidates.projectId, [a, b]));
    expect(left.map((c) => [c.projectId, c.jobSeekerId]).sort()).toEqual(
      [
        [a, 501],
        [b, 500],
        [b, 501],
      ].sort(),
    );
    const again = await admin.request({ method: 'DELETE', url: '/hr/candidates', payload: { user_id: enc(500), project_ids: [a] } });
    expect(again.json()).toEqual({ code: 200, data: { removed: 0 } });
  });

  it("refuses another company's project or an unknown seeker with 404, removing nothing", async () => {
    const mine = await project(admin, '삭제 보호');
    await add(admin, enc(510), [mine]);
    for (const payload of [
      { user_id: enc(510), project_ids: [mine] },
      { user_id: 'B'.repeat(22), project_ids: [mine] },
    ]) {
      const client = payload.user_id === enc(510) ? other : admin;
      const response = await client.request({ method: 'DELETE', url: '/hr/candidates', payload });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(hrCandidates).where(eq(hrCandidates.projectId, mine))).toHaveLength(1);
    expect((await admin.request({ method: 'DELETE', url: '/hr/candidates', payload: { user_id: enc(510) } })).json()).toMatchObject({
      field: 'body.project_ids',
    });
  });
});

describe('the list-position modal', () => {
  it("lists the company's projects the seeker is in, 5 per page, most recently added first", async () => {
    const seeker = await makeJobSeeker(t.database.db, { name: '한예린' });
    const ids: number[] = [];
    for (let i = 1; i <= CANDIDATE_PROJECTS_PAGE_SIZE + 1; i++) {
      const id = await project(admin, `포지션 ${i}`);
      ids.push(id);
      await add(admin, enc(seeker.id), [id]);
    }
    const theirs = await project(other, '다른 회사 포지션');
    await add(other, enc(seeker.id), [theirs]);
    const response = await admin.get(`/hr/candidates/${enc(seeker.id)}/projects?page=1`);
    expect(response.statusCode).toBe(200);
    const first = candidateProjectsResponse.parse(response.json()).data;
    expect(first).toMatchObject({
      user_id: enc(seeker.id),
      page: 1,
      page_info: { page: 1, per: CANDIDATE_PROJECTS_PAGE_SIZE, total: ids.length, total_pages: 2 },
    });
    expect(first.masked_name).toBe('한○○');
    expect(first.results.map((r) => r.project_id)).toEqual(ids.slice(1).reverse());
    expect(first.results[0]).toMatchObject({ project_name: `포지션 ${ids.length}`, active: true, status: 'intact', action_status: 'none' });
    const second = candidateProjectsResponse.parse((await admin.get(`/hr/candidates/${enc(seeker.id)}/projects?page=2`)).json()).data;
    expect(second.results.map((r) => r.project_id)).toEqual([ids[0]]);
    const theirView = candidateProjectsResponse.parse((await other.get(`/hr/candidates/${enc(seeker.id)}/projects`)).json()).data;
    expect(theirView.results.map((r) => r.project_id)).toEqual([theirs]);
  });

  it('a seeker in no project has an empty list; an unknown one is 404 and a malformed one 400', async () => {
    const empty = candidateProjectsResponse.parse((await admin.get(`/hr/candidates/${enc(700)}/projects`)).json()).data;
    expect(empty.results).toEqual([]);
    expect(empty.page_info.total).toBe(0);
    expect((await admin.get(`/hr/candidates/${'C'.repeat(22)}/projects`)).statusCode).toBe(404);
    expect((await admin.get(`/hr/candidates/${enc(9_999_999)}/projects`)).statusCode).toBe(404);
    expect((await admin.get('/hr/candidates/x/projects')).json()).toMatchObject({ code: 'bad_request', field: 'params.user_id' });
  });
});

describe('company scope', () => {
  it("another company's project and candidate ids answer 404 on every route, and nothing changes", async () => {
    const mine = await project(admin, '보호 프로젝트');
    const added = addCandidatesResponse.parse((await add(admin, enc(800), [mine])).json()).data;
    const candidateId = added.candidates[0]?.id ?? 0;
    const calls = [
      other.get(`/hr/projects/${mine}/candidates?action_status=intact`),
      other.get(`/hr/projects/${mine}/candidates?action_status=completed`),
      other.request({ method: 'PUT', url: `/hr/candidates/${candidateId}`, payload: { action_status: 'hired' } }),
      add(other, enc(801), [mine]),
      other.request({ method: 'DELETE', url: '/hr/candidates', payload: { user_id: enc(800), project_ids: [mine] } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    const missing = await admin.get('/hr/projects/2147483647/candidates');
    expect(missing.json()).toEqual((await other.get(`/hr/projects/${mine}/candidates`)).json());
    expect((await admin.request({ method: 'PUT', url: '/hr/candidates/2147483647', payload: { action_status: 'hired' } })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(hrCandidates).where(eq(hrCandidates.projectId, mine));
    expect(rows.map((r) => [r.jobSeekerId, r.actionStatus])).toEqual([[800, 'none']]);
  });

  it('needs the privacy agreement', async () => {
    const partner = await signedIn(t.app, 'partner@demo.test');
    for (const response of [
      await partner.get('/hr/candidates'),
      await add(partner, enc(1), [1]),
      await partner.get(`/hr/candidates/${enc(1)}/projects`),
    ]) {
      expect(response.json()).toMatchObject({ code: 'privacy_agreement_required' });
    }
  });
});
