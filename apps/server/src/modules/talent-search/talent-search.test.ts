import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, profileResponse, talentSearchResponse, type TalentSearchResponse } from '@partners/contract';
import { jobSeekerContacts, jobSeekers, occupations, searchEvents, talentPoolEntries } from '../../db/schema/index.js';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { makeJobSeeker } from '../../test/factories.js';
import { testConfig } from '../../platform/config.js';
import { keywordMatches } from './keywords.js';
import { SeekerIdCodec } from './seeker-id.js';
import { searchableText } from './profile-text.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, 'admin@demo.test');
  await agree(admin);
});
afterAll(() => t.close());

const SEARCH = '/api/v5/partners/hr/job_seekers/search';

async function agree(client: Client) {
  const response = await client.request({
    method: 'POST',
    url: '/api/v3/resumes/components/matchings',
    payload: { matchings: { privacy_agreement: { value: true } } },
  });
  expect(response.statusCode).toBe(200);
}

async function search(client: Client, params: Record<string, string> = {}): Promise<TalentSearchResponse['data']> {
  const response = await client.get(`${SEARCH}?${new URLSearchParams(params).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return talentSearchResponse.parse(response.json()).data;
}

async function countWhere(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobSeekers)
    .where(where);
  return row?.n ?? 0;
}

describe('privacy agreement', () => {
  it('closes the talent pool until the operator agrees, and records agreed_at', async () => {
    const manager = await signedIn(t.app, 'manager@demo.test');
    const before = await manager.get(SEARCH);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'privacy_agreement_required' });
    const matching = await manager.get('/api/v3/resumes/components/matchings?response_form=value_only&matching_target=privacy_agreement');
    expect(matching.json()).toMatchObject({ data: { privacy_agreement: { value: false, agreed_at: null } } });
    const content = await manager.get('/api/v3/resumes/components/agreements?codes=privacy_agreement');
    expect(content.json<{ data: { agreements: { content: string }[] } }>().data.agreements[0]?.content).toContain('채용 목적');
    await agree(manager);
    const after = await manager.get('/api/v3/resumes/components/matchings');
    expect(after.json<{ data: { privacy_agreement: { value: boolean; agreed_at: string } } }>().data.privacy_agreement.value).toBe(true);
    expect((await manager.get(SEARCH)).statusCode).toBe(200);
  });
});

describe('GET /api/v5/partners/hr/job_seekers/search', () => {
  it('answers the big pool by default: exact total, 20 results by ranking, the meta of spec §3', async () => {
    const data = await search(admin);
    expect(data.search_result.meta).toMatchObject({
      total: await countWhere(sql`true`),
      total_is_lower_bound: false,
      page: 1,
      per: SEARCH_PAGE_SIZE,
      ab_test: 'A',
    });
    expect(data.search_result.meta.es_took).toBeGreaterThanOrEqual(0);
    expect(data.search_result.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(data.context).toMatchObject({ pool: 'big_pool', privacy_agreed: true });
    expect(data.user.company_id).toBe(1);
  });

  it('never sends a name, a contact or an exact birth date', async () => {
    const response = await admin.get(`${SEARCH}?page=2`);
    const contacts = await t.database.db.select().from(jobSeekerContacts);
    const names = await t.database.db.select({ name: jobSeekers.name }).from(jobSeekers);
    const body = response.body;
    expect(contacts.some((c) => body.includes(c.email) || body.includes(c.phone))).toBe(false);
    expect(names.some((n) => body.includes(`"${n.name}"`))).toBe(false);
    expect(body).not.toMatch(/"(phone|email|birth_date|contact)"/);
  });

  it('keeps the search session id it is given and makes a new request id each time', async () => {
    const session = '6f1c1d2e-1111-4aaa-8bbb-123456789abc';
    const a = await search(admin, { search_session_id: session, ab_test: 'B' });
    const b = await search(admin, { search_session_id: session });
    expect(a.search_result.meta).toMatchObject({ search_session_id: session, ab_test: 'B' });
    expect(a.search_result.meta.search_request_id).not.toBe(b.search_result.meta.search_request_id);
  });

  const FILTERS: [string, Record<string, string>, ReturnType<typeof sql>][] = [
    ['experience filter yoe=min;max', { yoe: '3;5' }, sql`years_of_experience between 3 and 5`],
    ['experience 10+ years', { yoe: '11;11' }, sql`years_of_experience = 11`],
    ['birth year byear=min;max', { byear: '1988;1994' }, sql`birth_year between 1988 and 1994`],
    ['desired salary hsalary=min;max', { hsalary: '4000;6000' }, sql`desired_salary between 4000 and 6000`],
    ['desired salary top means 1억 or more', { hsalary: '8000;10000' }, sql`desired_salary >= 8000`],
    ['gender gen', { gen: 'female' }, sql`gender = 'female'`],
    ['occupation level 2 occu', { occu: '11601,11602' }, sql`occupation2_id in (11601, 11602)`],
    ['occupation level 1 occu_1', { occu_1: '12000' }, sql`occupation1_id = 12000`],
    [
      'education pairs edu/deg',
      { edu: 'bachelor,master', deg: 'graduated,all' },
      sql`(education_level = 'bachelor' and degree_status = 'graduated') or education_level = 'master'`,
    ],
    ['job intention', { job_intention: 'active' }, sql`job_intention = 'active'`],
    ['verification badge', { verification_badge: 'true' }, sql`verification_badge`],
    ['profile level', { profile_level: 'complete,detailed' }, sql`profile_level in ('complete', 'detailed')`],
    [
      'three filters together',
      { yoe: '1;7', gen: 'male', hsalary: '3000;10000' },
      sql`years_of_experience between 1 and 7 and gender = 'male' and desired_salary >= 3000`,
    ],
  ];
  for (const [name, params, where] of FILTERS) {
    it(`${name}: total equals the rows that match`, async () => {
      const expected = await countWhere(where);
      expect(expected).toBeGreaterThan(0);
      const data = await search(admin, params);
      expect(data.search_result.meta.total).toBe(expected);
    });
  }

  it('keywords: every profile containing 자바 (with particles) and no other', async () => {
    const rows = await t.database.db.select().from(jobSeekers);
    const names = new Map((await t.database.db.select().from(occupations)).map((o) => [o.id, o.name]));
    const texts = rows.map((r) =>
      searchableText({ headline: r.headline, skills: r.skills, occupationName: names.get(r.occupation2Id) ?? '', resume: r.resume }),
    );
    const cases: { query: string; or?: string; not?: string }[] = [
      { query: '자바' },
      { query: '영업,B2B', or: 'true' },
      { query: '개발', not: '자바' },
      { query: 'c++' },
    ];
    for (const params of cases) {
      const keywords = params.query.split(',');
      const expected = texts.filter((text) => {
        const hits = keywords.map((k) => keywordMatches(text, k));
        if (params.or ? !hits.some(Boolean) : !hits.every(Boolean)) return false;
        return !(params.not && keywordMatches(text, params.not));
      }).length;
      const data = await search(admin, Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)));
      expect(data.search_result.meta.total, JSON.stringify(params)).toBe(expected);
      for (const result of data.search_result.results) expect(result.highlights.length).toBeGreaterThan(0);
    }
  });

  it('sorts by résumé update date, by newest job intention and by accuracy', async () => {
    const updated = (await search(admin, { order_by: 'updated_at' })).search_result.results.map((r) => r.resume_updated_at);
    expect([...updated].sort().reverse()).toEqual(updated);
    const accurate = await search(admin, { order_by: 'score', query: '개발' });
    expect(accurate.search_result.results.every((r) => r.highlights.includes('개발'))).toBe(true);
    const fresh = await search(admin, { order_by: 'job_intention_updated_at' });
    expect(fresh.search_result.results).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it('pages without overlap', async () => {
    const first = await search(admin, { page: '1' });
    const second = await search(admin, { page: '2' });
    const ids = new Set(first.search_result.results.map((r) => r.enc));
    expect(second.search_result.results.some((r) => ids.has(r.enc))).toBe(false);
  });

  const BAD: [string, string][] = [
    ['yoe=0;12', 'query.yoe'],
    ['yoe=5;3', 'query.yoe'],
    ['yoe=three', 'query.yoe'],
    ['byear=1950;1990', 'query.byear'],
    ['byear=1990;2010', 'query.byear'],
    ['hsalary=1000;5000', 'query.hsalary'],
    ['hsalary=5000;20000', 'query.hsalary'],
    ['hsalary=5000', 'query.hsalary'],
    ['order_by=popular', 'query.order_by'],
    ['pool=everyone', 'query.pool'],
    ['page=0', 'query.page'],
    ['page=501', 'query.page'],
    ['gen=unknown', 'query.gen'],
    ['occu=abc', 'query.occu'],
    ['edu=phd', 'query.edu'],
    ['deg=graduated', 'query.deg'],
    ['edu=bachelor&deg=graduated,all', 'query.deg'],
    ['job_intention=maybe', 'query.job_intention'],
    ['verification_badge=yes', 'query.verification_badge'],
    ['profile_level=max', 'query.profile_level'],
    ['or=1', 'query.or'],
    [`query=${'가'.repeat(31)}`, 'query.query'],
    [`query=${Array.from({ length: 11 }, (_, i) => `k${i}`).join(',')}`, 'query.query'],
    ['query=!!!', 'query.query'],
    ['not=%2B%2B', 'query.not'],
    ['search_session_id=not-a-uuid', 'query.search_session_id'],
    ['ab_test=<script>', 'query.ab_test'],
  ];
  for (const [params, field] of BAD) {
    it(`refuses ${params} with 400 naming ${field}`, async () => {
      const response = await admin.get(`${SEARCH}?${params}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field.startsWith(field)).toBe(true);
    });
  }

  it('names a keyword without a searchable character by its own code', async () => {
    const response = await admin.get(`${SEARCH}?query=!!!`);
    expect(response.json()).toEqual({
      code: 'talent.keyword_unsearchable',
      message: '검색할 수 있는 글자가 없는 키워드입니다',
      field: 'query.query',
    });
  });
});

describe('company-scoped pools', () => {
  const POOLS = ['company_pool', 'profile_request_pool', 'interview_request_pool'] as const;

  async function entriesOf(companyId: number, pool: (typeof POOLS)[number]) {
    const rows = await t.database.db
      .select({ id: talentPoolEntries.jobSeekerId })
      .from(talentPoolEntries)
      .where(and(eq(talentPoolEntries.companyId, companyId), eq(talentPoolEntries.pool, pool)));
    return rows.map((r) => r.id);
  }

  for (const pool of POOLS) {
    it(`${pool}: each company sees its own members only`, async () => {
      const other = await signedIn(t.app, 'other@demo.test');
      await agree(other);
      for (const [client, companyId] of [
        [admin, 1],
        [other, 7],
      ] as const) {
        const members = await entriesOf(companyId, pool);
        expect(members.length).toBeGreaterThan(0);
        const seen = new Set<string>();
        for (let page = 1; page <= Math.ceil(members.length / SEARCH_PAGE_SIZE); page++) {
          const data = await search(client, { pool, page: String(page) });
          expect(data.search_result.meta.total).toBe(members.length);
          for (const r of data.search_result.results) seen.add(r.enc);
        }
        expect(seen.size).toBe(members.length);
        // Every enc seen decodes to a member of this company's pool, and filters apply within it.
        const profiles = await Promise.all([...seen].slice(0, 5).map((enc) => client.get(`/hr/job_seekers/profile?enc=${enc}`)));
        expect(profiles.every((p) => p.statusCode === 200)).toBe(true);
        const filtered = await search(client, { pool, gen: 'female' });
        expect(filtered.search_result.meta.total).toBeLessThanOrEqual(members.length);
      }
    });
  }

  it("a company's pool holds none of another company's members", async () => {
    const other = await signedIn(t.app, 'other@demo.test');
    await agree(other);
    const mine = new Set((await search(admin, { pool: 'company_pool', page: '1' })).search_result.results.map((r) => r.enc));
    const theirs = await entriesOf(7, 'company_pool');
    const onlyMine = (await entriesOf(1, 'company_pool')).filter((id) => !theirs.includes(id));
    expect(onlyMine.length).toBeGreaterThan(0);
    const theirResults = [];
    for (let page = 1; page <= Math.ceil(theirs.length / SEARCH_PAGE_SIZE); page++) {
      theirResults.push(...(await search(other, { pool: 'company_pool', page: String(page) })).search_result.results.map((r) => r.enc));
    }
    expect(theirResults.length).toBe(theirs.length);
    expect(mine.size).toBeGreaterThan(0);
  });
});

describe('GET /hr/job_seekers/profile', () => {
  it('shows the full résumé with a masked name and no contact', async () => {
    const seeker = await makeJobSeeker(
      t.database.db,
      { name: '오세진', skills: ['Zephyrus', 'Go'] },
      { phone: '010-4821-7733', email: 'sejin.oh@example.com' },
    );
    const [found] = (await search(admin, { query: 'Zephyrus' })).search_result.results;
    const response = await admin.get(`/hr/job_seekers/profile?enc=${found?.enc ?? ''}`);
    expect(response.statusCode).toBe(200);
    const profile = profileResponse.parse(response.json()).data.profile;
    expect(profile).toMatchObject({ masked_name: '오○○', skills: ['Zephyrus', 'Go'], enc: found?.enc });
    expect(profile.careers).toHaveLength(seeker.resume.careers.length);
    for (const secret of ['오세진', '010-4821-7733', 'sejin.oh@example.com']) expect(response.body).not.toContain(secret);
  });

  it('answers 404 for a tampered or sequential id, and 400 for a malformed one', async () => {
    const [first] = (await search(admin)).search_result.results;
    const enc = first?.enc ?? '';
    const tampered = `${enc.slice(0, 5)}${enc[5] === 'A' ? 'B' : 'A'}${enc.slice(6)}`;
    expect((await admin.get(`/hr/job_seekers/profile?enc=${tampered}`)).statusCode).toBe(404);
    expect((await admin.get('/hr/job_seekers/profile?enc=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await admin.get('/hr/job_seekers/profile?enc=1')).statusCode).toBe(400);
  });
});

describe('around the search', () => {
  it('meta_info serves the occupation taxonomy with the spec ids, ranges and sorts', async () => {
    const response = await admin.get('/api/v1/common/wizard/meta_info?fields=occupation1,occupation2,job_filter,display_order_bys');
    const data = response.json<{
      data: {
        occupation1: { id: number; name: string }[];
        occupation2: { parent_id: number }[];
        job_filter: { hope_salary: { max: number } };
        display_order_bys: string[];
      };
    }>().data;
    expect(data.occupation1).toContainEqual({ id: 11600, name: '개발' });
    expect(data.occupation2.every((o) => data.occupation1.some((l1) => l1.id === o.parent_id))).toBe(true);
    expect(data.job_filter.hope_salary.max).toBe(10_000);
    expect(data.display_order_bys).toEqual(['ranking', 'updated_at', 'job_intention_updated_at', 'score']);
  });

  it('filters lists the options of one filter', async () => {
    const response = await admin.get('/hr/job_seekers/filters?type=education');
    expect(response.json()).toMatchObject({
      data: {
        type: 'education',
        options: [{ value: 'high_school' }, { value: 'associate' }, { value: 'bachelor' }, { value: 'master' }, { value: 'doctor' }],
      },
    });
  });

  /** Posts one event as the admin and reads back the row it wrote. */
  async function logEvent(payload: Record<string, unknown>) {
    const response = await admin.request({ method: 'POST', url: '/hr/job_seekers/log_event', payload });
    expect(response.statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(searchEvents)
      .orderBy(sql`id desc`)
      .limit(1);
    return event;
  }

  it('records search events with e-mail-like text redacted', async () => {
    const event = await logEvent({ event: 'search', text: '자바 kim.minjun@example.com 개발', position: 3 });
    expect(event?.text).toBe('자바 [email] 개발');
    expect(t.logs.join('')).not.toContain('kim.minjun@example.com');
  });

  it("records an event's A/B group, and outbound links with their address", async () => {
    const event = await logEvent({ event: 'outbound_link', text: '/brochures/talent-pool-business.pdf', ab_test: 'B' });
    expect(event).toMatchObject({ event: 'outbound_link', text: '/brochures/talent-pool-business.pdf', abTest: 'B' });
    const refused = await admin.request({ method: 'POST', url: '/hr/job_seekers/log_event', payload: { event: 'search', ab_test: '<b>' } });
    expect(refused.statusCode).toBe(400);
  });

  it('records the representative ids as job seeker ids, leaving out an enc that does not decode (decision 0033)', async () => {
    const codec = new SeekerIdCodec(testConfig().sessionSecret);
    const seekers = await Promise.all([1, 2, 3].map(() => makeJobSeeker(t.database.db)));
    const [a, b, c] = seekers.map((s) => s.id);
    const event = await logEvent({
      event: 'change_page',
      position: 2,
      rep_s_ids: [...seekers.map((s) => codec.encode(s.id)), 'AAAAAAAAAAAAAAAAAAAAAA'],
      rep_c_ids: [codec.encode(c ?? 0)],
    });
    expect([event?.repSIds, event?.repCIds]).toEqual([[a, b, c], [c]]);
    const tooMany = await admin.request({
      method: 'POST',
      url: '/hr/job_seekers/log_event',
      payload: { event: 'search', rep_s_ids: Array.from({ length: SEARCH_PAGE_SIZE + 1 }, () => codec.encode(1)) },
    });
    expect([tooMany.statusCode, tooMany.json<{ field: string }>().field]).toEqual([400, 'body.rep_s_ids']);
  });

  it('context reports agreement and saved searches', async () => {
    const response = await admin.get('/hr/job_seekers/context?pool=company_pool');
    expect(response.json()).toMatchObject({ data: { pool: 'company_pool', privacy_agreed: true } });
  });
});
