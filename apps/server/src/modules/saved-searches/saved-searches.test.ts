import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchListResponse, savedSearchResponse, type SavedSearchList } from '@partners/contract';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';

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

const PATH = '/hr/save_search_queries';

async function create(client: Client, title: string, query = 'query=자바,스프링&yoe=3;5&order_by=updated_at') {
  return client.request({ method: 'POST', url: PATH, payload: { hr_save_search_query: { title, query, tab: 'index' } } });
}

async function list(client: Client, page = 1): Promise<SavedSearchList> {
  const response = await client.get(`${PATH}?page=${page}`);
  expect(response.statusCode).toBe(200);
  return savedSearchListResponse.parse(response.json()).data;
}

async function display(client: Client): Promise<boolean> {
  return (await client.get(`${PATH}/display_modal`)).json<{ data: { display: boolean } }>().data.display;
}

describe('saved searches', () => {
  it("save a search with a trimmed title; the operator's first one switches the display on", async () => {
    expect(await display(manager)).toBe(false);
    const response = await create(manager, '  자바 백엔드 3~5년  ');
    expect(response.statusCode).toBe(200);
    const saved = savedSearchResponse.parse(response.json()).data;
    expect(saved.hr_save_search_query).toMatchObject({ title: '자바 백엔드 3~5년', recommend: false, created_by: '이준호', tab: 'index' });
    expect(new URLSearchParams(saved.hr_save_search_query.query).get('yoe')).toBe('3;5');
    expect(saved.display).toBe(true);
    expect(await display(manager)).toBe(true);
  });

  it("lists 5 per page, newest first, with the count (the operator's own and the shared ones: the manager's unshared one is not listed)", async () => {
    // The demo data gives the admin saved searches of their own (some shared).
    const before = await list(admin, 1);
    expect(before.hr_save_search_queries.some((s) => s.created_by === '이준호')).toBe(false);
    for (let i = 1; i <= 6; i++) expect((await create(admin, `검색 ${i}`)).statusCode).toBe(200);
    const total = before.hr_save_search_queries_count + 6;
    const first = await list(admin, 1);
    const second = await list(admin, 2);
    expect(first.hr_save_search_queries).toHaveLength(5);
    expect(first.hr_save_search_queries.map((s) => s.title)).toEqual(['검색 6', '검색 5', '검색 4', '검색 3', '검색 2']);
    expect(first.hr_save_search_queries[0]).toMatchObject({ shared: false, mine: true, created_by: '김서연' });
    expect(first.hr_save_search_queries_count).toBe(total);
    expect(first.page_info).toMatchObject({ per: 5, total, total_pages: Math.ceil(total / 5) });
    expect(second.hr_save_search_queries).toHaveLength(Math.min(5, total - 5));
    expect(second.hr_save_search_queries[0]?.title).toBe('검색 1');
  });

  it('renames, marks recommended, and deletes', async () => {
    const id = (await list(admin)).hr_save_search_queries[0]?.id ?? 0;
    const renamed = await admin.request({ method: 'PUT', url: `${PATH}/${id}`, payload: { hr_save_search_query: { title: '리액트 프론트엔드' } } });
    expect(renamed.json()).toMatchObject({ data: { hr_save_search_query: { id, title: '리액트 프론트엔드' } } });
    const recommended = await admin.request({ method: 'PUT', url: `${PATH}/${id}`, payload: { hr_save_search_query: { recommend: true } } });
    expect(recommended.json()).toMatchObject({ data: { hr_save_search_query: { id, recommend: true } } });
    const before = (await list(admin)).hr_save_search_queries_count;
    expect((await admin.request({ method: 'DELETE', url: `${PATH}/${id}` })).statusCode).toBe(200);
    expect((await list(admin)).hr_save_search_queries_count).toBe(before - 1);
    expect((await admin.request({ method: 'DELETE', url: `${PATH}/${id}` })).statusCode).toBe(404);
  });

  it('the display toggle can be switched off and on', async () => {
    const off = await admin.request({ method: 'PUT', url: `${PATH}/display_toggle`, payload: { display: false } });
    expect(off.json()).toMatchObject({ data: { display: false } });
    expect(await display(admin)).toBe(false);
    await admin.request({ method: 'PUT', url: `${PATH}/display_toggle`, payload: { display: true } });
    expect(await display(admin)).toBe(true);
  });

  for (const [title, why] of [
    ['', 'empty'],
    ['   ', 'whitespace only'],
    ['가'.repeat(41), 'over 40 characters'],
  ] as const) {
    it(`refuses a title that is ${why} with 400 naming the field, and saves nothing`, async () => {
      const before = (await list(admin)).hr_save_search_queries_count;
      const response = await create(admin, title);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'body.hr_save_search_query.title' });
      expect((await list(admin)).hr_save_search_queries_count).toBe(before);
    });
  }

  it('refuses a query the search would refuse', async () => {
    const response = await create(admin, '잘못된 조건', 'yoe=0;99');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.hr_save_search_query.query' });
  });

  it("another company's saved searches are neither listed nor changeable (404 like a missing one)", async () => {
    const mine = (await list(admin)).hr_save_search_queries[0];
    expect(mine).toBeDefined();
    expect((await list(other)).hr_save_search_queries_count).toBe(0);
    const rename = await other.request({ method: 'PUT', url: `${PATH}/${mine?.id ?? 0}`, payload: { hr_save_search_query: { title: '탈취' } } });
    expect(rename.statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: `${PATH}/${mine?.id ?? 0}` })).statusCode).toBe(404);
    expect((await list(admin)).hr_save_search_queries[0]?.title).toBe(mine?.title);
  });

  it('a shared search is listed to the other operators with its owner, who alone may change or delete it', async () => {
    const created = savedSearchResponse.parse((await create(manager, '공유할 검색')).json()).data.hr_save_search_query;
    expect((await list(admin)).hr_save_search_queries.some((s) => s.id === created.id)).toBe(false);
    // Unshared: another operator's search answers like a missing one.
    const hidden = await admin.request({ method: 'PUT', url: `${PATH}/${created.id}`, payload: { hr_save_search_query: { title: '변경' } } });
    expect(hidden.statusCode).toBe(404);

    const shared = await manager.request({ method: 'PUT', url: `${PATH}/${created.id}`, payload: { hr_save_search_query: { shared: true } } });
    expect(shared.statusCode).toBe(200);
    expect(savedSearchResponse.parse(shared.json()).data.hr_save_search_query).toMatchObject({ id: created.id, shared: true, mine: true });

    const seen = (await list(admin)).hr_save_search_queries.find((s) => s.id === created.id);
    expect(seen).toMatchObject({ title: '공유할 검색', shared: true, mine: false, created_by: '이준호' });
    const before = (await list(admin)).hr_save_search_queries_count;

    for (const payload of [{ title: '탈취' }, { shared: false }, { recommend: true }]) {
      const response = await admin.request({ method: 'PUT', url: `${PATH}/${created.id}`, payload: { hr_save_search_query: payload } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await admin.request({ method: 'DELETE', url: `${PATH}/${created.id}` })).statusCode).toBe(403);
    expect((await list(admin)).hr_save_search_queries.find((s) => s.id === created.id)).toMatchObject({
      title: '공유할 검색',
      shared: true,
      recommend: false,
    });
    // Another company never sees it.
    expect((await list(other)).hr_save_search_queries.some((s) => s.id === created.id)).toBe(false);
    expect((await other.request({ method: 'DELETE', url: `${PATH}/${created.id}` })).statusCode).toBe(404);

    // The owner unshares it: gone from the others' list.
    await manager.request({ method: 'PUT', url: `${PATH}/${created.id}`, payload: { hr_save_search_query: { shared: false } } });
    expect((await list(admin)).hr_save_search_queries.some((s) => s.id === created.id)).toBe(false);
    expect((await list(admin)).hr_save_search_queries_count).toBe(before - 1);
    // And deletes it.
    expect((await manager.request({ method: 'DELETE', url: `${PATH}/${created.id}` })).statusCode).toBe(200);
  });

  it('refuses an update with nothing to change (400)', async () => {
    const id = (await list(admin)).hr_save_search_queries[0]?.id ?? 0;
    const response = await admin.request({ method: 'PUT', url: `${PATH}/${id}`, payload: { hr_save_search_query: {} } });
    expect(response.statusCode).toBe(400);
  });

  it('needs the privacy agreement', async () => {
    const partner = await signedIn(t.app, 'partner@demo.test');
    const response = await partner.get(PATH);
    expect(response.json()).toMatchObject({ code: 'privacy_agreement_required' });
  });
});
