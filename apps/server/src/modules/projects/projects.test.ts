import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROJECT_NAME_MAX, PROJECT_PAGE_SIZE, projectListResponse, projectResponse, type Project, type ProjectList } from '@partners/contract';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { hrCandidates } from '../../db/schema/index.js';

let t: TestApp;
let admin: Client;
let manager: Client;
let other: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  manager = await signedIn(t.app, 'manager@demo.test');
  other = await signedIn(t.app, 'other@demo.test');
  for (const client of [admin, manager, other]) {
    await client.request({
      method: 'POST',
      url: '/api/v3/resumes/components/matchings',
      payload: { matchings: { privacy_agreement: { value: true } } },
    });
  }
});
afterAll(() => t.close());

const PATH = '/hr/projects';

async function create(client: Client, name: string): Promise<Project> {
  const response = await client.request({ method: 'POST', url: PATH, payload: { hr_project: { name } } });
  expect(response.statusCode).toBe(200);
  return projectResponse.parse(response.json()).data.hr_project;
}

async function list(client: Client, active: boolean, page = 1): Promise<ProjectList> {
  const response = await client.get(`${PATH}?active=${active}&page=${page}`);
  expect(response.statusCode).toBe(200);
  return projectListResponse.parse(response.json()).data;
}

async function update(client: Client, id: number, hrProject: object) {
  return client.request({ method: 'PUT', url: `${PATH}/${id}`, payload: { hr_project: hrProject } });
}

/** Candidates straight into the table: the candidates module has its own tests. */
async function addCandidate(
  projectId: number,
  jobSeekerId: number,
  status: 'intact' | 'contacted' | 'replied',
  actionStatus: 'none' | 'hired' = 'none',
) {
  await t.database.db.insert(hrCandidates).values({ companyId: 1, projectId, jobSeekerId, status, actionStatus });
}

describe('hiring projects', () => {
  it('creates an active project with a trimmed name, no candidates and its home link', async () => {
    const project = await create(admin, '  2026 하반기 백엔드 개발자  ');
    expect(project).toMatchObject({
      name: '2026 하반기 백엔드 개발자',
      active: true,
      count: { intact: 0, contacted: 0, replied: 0 },
      project_home_url: `/partners/job_seekers/project/${project.id}/candidates/intact/1`,
    });
    const fetched = await admin.get(`${PATH}/${project.id}`);
    expect(projectResponse.parse(fetched.json()).data.hr_project).toEqual(project);
    // The same company's other operator sees it too.
    expect((await manager.get(`${PATH}/${project.id}`)).statusCode).toBe(200);
  });

  for (const [name, why] of [
    ['', 'empty'],
    ['   ', 'whitespace only'],
    ['가'.repeat(PROJECT_NAME_MAX + 1), `over ${PROJECT_NAME_MAX} characters`],
  ] as const) {
    it(`refuses a name that is ${why} with 400 naming the field, and creates nothing`, async () => {
      const before = (await list(admin, true)).meta.total;
      const response = await admin.request({ method: 'POST', url: PATH, payload: { hr_project: { name } } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body.hr_project.name' });
      expect((await list(admin, true)).meta.total).toBe(before);
    });
  }

  it('accepts a name of exactly the maximum length', async () => {
    const project = await create(admin, '나'.repeat(PROJECT_NAME_MAX));
    expect(project.name).toHaveLength(PROJECT_NAME_MAX);
    expect((await admin.request({ method: 'DELETE', url: `${PATH}/${project.id}` })).statusCode).toBe(200);
  });

  it('lists each state on its own, newest first, 10 per page with the total', async () => {
    const before = (await list(admin, true)).meta.total;
    for (let i = 1; i <= PROJECT_PAGE_SIZE + 2; i++) await create(admin, `페이지 프로젝트 ${i}`);
    const first = await list(admin, true, 1);
    const total = before + PROJECT_PAGE_SIZE + 2;
    expect(first.results).toHaveLength(PROJECT_PAGE_SIZE);
    expect(first.results[0]?.name).toBe(`페이지 프로젝트 ${PROJECT_PAGE_SIZE + 2}`);
    expect(first.results[1]?.name).toBe(`페이지 프로젝트 ${PROJECT_PAGE_SIZE + 1}`);
    expect(first).toMatchObject({
      page: 1,
      meta: { total },
      page_info: { page: 1, per: PROJECT_PAGE_SIZE, total, total_pages: Math.ceil(total / PROJECT_PAGE_SIZE) },
    });
    const second = await list(admin, true, 2);
    expect(second.results.map((p) => p.id)).not.toContain(first.results[0]?.id);
    expect(second.results.length).toBe(Math.min(PROJECT_PAGE_SIZE, total - PROJECT_PAGE_SIZE));
    expect(first.results.every((p) => p.active)).toBe(true);
  });

  it('deactivates and reactivates: the project moves between the two lists', async () => {
    const project = await create(admin, '데이터 분석가 상시 채용');
    const inactiveBefore = (await list(admin, false)).meta.total;
    const off = await update(admin, project.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(projectResponse.parse(off.json()).data.hr_project).toMatchObject({ id: project.id, active: false, name: '데이터 분석가 상시 채용' });
    const inactive = await list(admin, false);
    expect(inactive.meta.total).toBe(inactiveBefore + 1);
    expect(inactive.results[0]?.id).toBe(project.id);
    expect((await list(admin, true)).results.map((p) => p.id)).not.toContain(project.id);
    await update(admin, project.id, { active: true });
    expect((await list(admin, false)).meta.total).toBe(inactiveBefore);
  });

  it('renames, trimmed, and moves updated_at; a body with neither name nor active is refused', async () => {
    const project = await create(admin, '프론트엔드 개발자');
    const renamed = await update(admin, project.id, { name: '  프론트엔드 개발자 (React)  ' });
    const saved = projectResponse.parse(renamed.json()).data.hr_project;
    expect(saved).toMatchObject({ name: '프론트엔드 개발자 (React)', active: true });
    expect(Date.parse(saved.updated_at)).toBeGreaterThanOrEqual(Date.parse(project.updated_at));
    const empty = await update(admin, project.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'body.hr_project' });
    const blank = await update(admin, project.id, { name: ' ' });
    expect(blank.json()).toMatchObject({ field: 'body.hr_project.name' });
    const wrongType = await update(admin, project.id, { active: 'no' });
    expect(wrongType.json()).toMatchObject({ field: 'body.hr_project.active' });
  });

  it('counts candidates by progress, leaving completed ones (action status set) out of all three', async () => {
    const project = await create(admin, '카운트 프로젝트');
    await addCandidate(project.id, 1, 'intact');
    await addCandidate(project.id, 2, 'intact');
    await addCandidate(project.id, 3, 'contacted');
    await addCandidate(project.id, 4, 'replied');
    await addCandidate(project.id, 5, 'replied', 'hired');
    const another = await create(admin, '다른 프로젝트');
    await addCandidate(another.id, 1, 'contacted');
    const fetched = projectResponse.parse((await admin.get(`${PATH}/${project.id}`)).json()).data.hr_project;
    expect(fetched.count).toEqual({ intact: 2, contacted: 1, replied: 1 });
    const listed = (await list(admin, true)).results;
    expect(listed.find((p) => p.id === project.id)?.count).toEqual({ intact: 2, contacted: 1, replied: 1 });
    expect(listed.find((p) => p.id === another.id)?.count).toEqual({ intact: 0, contacted: 1, replied: 0 });
  });

  it('deleting a project removes its candidates with it', async () => {
    const project = await create(admin, '삭제할 프로젝트');
    await addCandidate(project.id, 10, 'intact');
    await addCandidate(project.id, 11, 'contacted');
    const before = (await list(admin, true)).meta.total;
    const response = await admin.request({ method: 'DELETE', url: `${PATH}/${project.id}` });
    expect(response.json()).toEqual({ code: 200, data: { deleted: true } });
    expect(await t.database.db.select().from(hrCandidates).where(eq(hrCandidates.projectId, project.id))).toEqual([]);
    expect((await list(admin, true)).meta.total).toBe(before - 1);
    expect((await admin.get(`${PATH}/${project.id}`)).statusCode).toBe(404);
    expect((await admin.request({ method: 'DELETE', url: `${PATH}/${project.id}` })).statusCode).toBe(404);
  });

  it("another company's project is neither listed, read, changed nor deleted (404 like a missing one)", async () => {
    const mine = await create(admin, '우리 회사 프로젝트');
    expect((await list(other, true)).results.map((p) => p.id)).not.toContain(mine.id);
    expect((await other.get(`${PATH}/${mine.id}`)).statusCode).toBe(404);
    const rename = await update(other, mine.id, { name: '탈취' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toMatchObject({ code: 'not_found' });
    expect((await update(other, mine.id, { active: false })).statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: `${PATH}/${mine.id}` })).statusCode).toBe(404);
    expect(projectResponse.parse((await admin.get(`${PATH}/${mine.id}`)).json()).data.hr_project).toMatchObject({
      name: '우리 회사 프로젝트',
      active: true,
    });
    // The same answers as for an id nobody has.
    expect((await admin.get(`${PATH}/2147483647`)).json()).toEqual((await other.get(`${PATH}/${mine.id}`)).json());
  });

  it('refuses a list without the active flag or with a bad page, naming the parameter', async () => {
    expect((await admin.get(PATH)).json()).toMatchObject({ code: 'bad_request', field: 'query.active' });
    expect((await admin.get(`${PATH}?active=yes`)).json()).toMatchObject({ field: 'query.active' });
    expect((await admin.get(`${PATH}?active=true&page=0`)).json()).toMatchObject({ field: 'query.page' });
    expect((await admin.get(`${PATH}/abc`)).json()).toMatchObject({ field: 'params.id' });
  });

  it('needs the privacy agreement', async () => {
    const partner = await signedIn(t.app, 'partner@demo.test');
    expect((await partner.get(`${PATH}?active=true`)).json()).toMatchObject({ code: 'privacy_agreement_required' });
    expect((await partner.request({ method: 'POST', url: PATH, payload: { hr_project: { name: '동의 없이' } } })).json()).toMatchObject({
      code: 'privacy_agreement_required',
    });
  });
});
