import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { infoResponse, jobPostingsResponse, messageRequestResponse, talentSearchResponse } from '@partners/contract';
import { companies, industries, jobSeekerContacts } from '../db/schema/index.js';
import { createProject, messageRequest, seekerIds } from '../modules/proposals/proposals.fixtures.js';
import { createTestApp, openTestDatabase, type Client, type TestApp } from './harness.js';
import { makeCompany, makeJobSeeker, makePosting, makeUser, signInAs, type MadeCompany } from './factories.js';

let t: TestApp;
let company: MadeCompany;
let operator: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.database.db);
  operator = await signInAs(t.app, await makeUser(t.database.db, { company, privacyAgreed: true }));
});
afterAll(() => t.close());

async function info(client: Client) {
  const response = await client.get('/api/v3/business_center/info/info');
  expect(response.statusCode, response.body).toBe(200);
  return infoResponse.parse(response.json()).data;
}

async function postingTitles(client: Client) {
  const response = await client.get('/hr/job_postings');
  expect(response.statusCode, response.body).toBe(200);
  return jobPostingsResponse.parse(response.json()).data.results.map((p) => p.title);
}

describe('makeCompany and makeUser', () => {
  it('make an operator who signs in to their company, which passes every gate by default', async () => {
    const user = await makeUser(t.database.db, { company, name: '한지민', role: 'manager' });
    const { user: me } = await info(await signInAs(t.app, user));
    expect(me).toMatchObject({
      email: user.email,
      company_name: company.name,
      business_role: 'manager',
      privilege_master_code: 'premium',
      is_configured: true,
      is_permission: true,
    });
  });

  it('give each made user a distinct e-mail and each company a distinct name', async () => {
    const [a, b] = [await makeUser(t.database.db, { company }), await makeUser(t.database.db, { company })];
    expect(a.email).not.toBe(b.email);
    expect((await makeCompany(t.database.db)).name).not.toBe(company.name);
  });

  it('carry the overrides to the gates: a basic plan without recruiting has no talent pool menu', async () => {
    const basic = await makeCompany(t.database.db, { plan: 'basic', jobPostingBizs: false });
    // A manager: the admin role alone opens the talent pool (spec §6).
    const { user, menu } = await info(await signInAs(t.app, await makeUser(t.database.db, { company: basic, role: 'manager' })));
    expect(user.privilege_master_code).toBe('basic');
    expect(menu.gnb_menu.map((m) => m.key)).not.toContain('talent_pool');
  });

  it('make a pending operator whom the console turns away', async () => {
    const pending = await signInAs(t.app, await makeUser(t.database.db, { company, permission: 'pending' }));
    expect((await info(pending)).user.is_permission).toBe(false);
  });

  it('leave the privacy terms unagreed unless asked', async () => {
    const unagreed = await signInAs(t.app, await makeUser(t.database.db, { company }));
    expect((await unagreed.get('/hr/job_postings')).json()).toMatchObject({ code: 'privacy_agreement_required' });
  });
});

describe('makePosting', () => {
  it("makes a posting that its company's posting list shows, and no other company's", async () => {
    await makePosting(t.database.db, { company, title: '팩토리 백엔드 공고' });
    await makePosting(t.database.db, { company, title: '팩토리 상시 공고', closesAt: null });
    expect(await postingTitles(operator)).toEqual(['팩토리 백엔드 공고', '팩토리 상시 공고']);
    const elsewhere = await makeCompany(t.database.db);
    const stranger = await signInAs(t.app, await makeUser(t.database.db, { company: elsewhere, privacyAgreed: true }));
    expect(await postingTitles(stranger)).toEqual([]);
  });
});

describe('makeJobSeeker', () => {
  const SEARCH = '/api/v5/partners/hr/job_seekers/search';
  async function searchIds(params: Record<string, string>) {
    const response = await operator.get(`${SEARCH}?${new URLSearchParams(params).toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return talentSearchResponse.parse(response.json()).data.search_result.results.map((r) => seekerIds.decode(r.enc));
  }

  it('makes a seeker the talent search finds by keyword and by filters', async () => {
    const seeker = await makeJobSeeker(t.database.db, { skills: ['큐비트설계', 'Python'], gender: 'male', yearsOfExperience: 8 });
    expect(await searchIds({ query: '큐비트설계' })).toEqual([seeker.id]);
    expect(await searchIds({ query: '큐비트설계', gen: 'male', yoe: '8;10' })).toEqual([seeker.id]);
    expect(await searchIds({ query: '큐비트설계', gen: 'female' })).toEqual([]);
    // The occupation's name is searchable too, as for seeded seekers.
    expect(await searchIds({ query: '큐비트설계,백엔드' })).toEqual([seeker.id]);
  });

  it('makes a seeker with contacts, whom a made operator can send a proposal', async () => {
    const seeker = await makeJobSeeker(t.database.db, {}, { messengerId: null });
    const [contact] = await t.database.db.select().from(jobSeekerContacts).where(eq(jobSeekerContacts.jobSeekerId, seeker.id));
    expect(contact).toMatchObject({ messengerId: null, email: `seeker${seeker.id}@example.com` });
    const project = await createProject(t, company.id);
    const response = await operator.request({ method: 'POST', url: '/api/v3/hr/messages/requested', payload: messageRequest(seeker.id, project) });
    expect(response.statusCode, response.body).toBe(200);
    expect(messageRequestResponse.parse(response.json()).data.message).toMatchObject({ response_code: 'sent', company: { id: company.id } });
  });
});

describe('on a bare migrated database', () => {
  let bare: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    bare = await openTestDatabase();
  });
  afterAll(() => bare.drop());

  it('makes a company, adding the industry taxonomy it points at, and its operator', async () => {
    const made = await makeCompany(bare.database.db, { name: '(주)가온바이오', industryId: 301 });
    const user = await makeUser(bare.database.db, { company: made });
    const [row] = await bare.database.db.select().from(companies).where(eq(companies.id, made.id));
    expect(row).toMatchObject({ industryId: 301, nameChoseong: 'ㄱㅇㅂㅇㅇ' });
    expect(user.companyId).toBe(made.id);
    expect((await bare.database.db.select().from(industries)).length).toBeGreaterThan(10);
  });
});
