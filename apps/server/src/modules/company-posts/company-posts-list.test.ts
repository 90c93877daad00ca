import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyPosts } from '../../db/schema/index.js';
import { makeCompany, makePost, makeUser, signInAs } from '../../test/factories.js';
import {
  BASE,
  type Made,
  t,
  other,
  me,
  stranger,
  myName,
  create,
  save,
  act,
  discard,
  remove,
  reorder,
  list,
  detail,
  stored,
  useCompanyPostsApp,
} from './company-posts.fixtures.js';

/** The newsroom's posts: what each company sees, and the list. */
useCompanyPostsApp();

describe('scope', () => {
  it("another company's post answers the same 404 as a missing one, and nothing changes", async () => {
    const theirs = await makePost(t.database.db, { company: other, kind: 'news' });
    const before = await stored(theirs.id);
    for (const id of [theirs.id, 999_999]) {
      const responses = [
        await me.get(`${BASE}/${id}`),
        await save(me, id, 0),
        await act(me, id, 'publish'),
        await act(me, id, 'unpublish'),
        await discard(me, id),
        await remove(me, id),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    }
    expect(await stored(theirs.id)).toEqual(before);
    expect((await reorder(me, 'news', [theirs.id])).json()).toMatchObject({ code: 'company_post.reorder_mismatch' });
    expect((await list(me, 'kind=news&per=50')).posts.map((p) => p.id)).not.toContain(theirs.id);
    const mine = detail(await create(me, 'news'));
    expect((await stranger.get(`${BASE}/${mine.id}`)).statusCode).toBe(404);
    expect((await list(stranger, 'kind=news&per=50')).posts.map((p) => p.id)).not.toContain(mine.id);
  });
});

describe('list', () => {
  it('pages a board in its order, filters by status and counts each status', async () => {
    const c = await makeCompany(t.database.db);
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: c }));
    const db = t.database.db;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makePost(db, { company: c, kind: 'news', status: i % 2 === 0 ? 'published' : 'draft' }));
    const [first, second, , , fifth] = made as [Made, Made, Made, Made, Made];
    await makePost(db, { company: c, kind: 'story' });
    await makePost(db, { company: other, kind: 'news' });
    await t.database.db
      .update(companyPosts)
      .set({ draft: { title: '고친 제목', summary: null, body_html: '<p>고침</p>', cover_upload_id: null, saved_at: new Date().toISOString() } })
      .where(eq(companyPosts.id, first.id));

    const page1 = await list(client, 'kind=news&per=2');
    expect(page1.counts).toEqual({ all: 5, draft: 2, published: 3 });
    expect(page1.page_info).toEqual({ page: 1, per: 2, total: 5, total_pages: 3 });
    expect(page1.posts.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(page1.posts[0]).toMatchObject({ has_draft: true, title: first.title, position: 1 });
    expect(page1.posts[1]).toMatchObject({ has_draft: false, status: 'draft', published_at: null });
    expect((await list(client, 'kind=news&per=2&page=3')).posts.map((p) => p.id)).toEqual([fifth.id]);
    expect((await list(client, 'kind=news&per=2&page=4')).posts).toEqual([]);

    const published = await list(client, 'kind=news&status=published&per=2&page=2');
    expect(published.posts.map((p) => p.id)).toEqual([fifth.id]);
    expect(published.page_info).toEqual({ page: 2, per: 2, total: 3, total_pages: 2 });
    expect(published.counts).toEqual({ all: 5, draft: 2, published: 3 });
    expect((await list(client, 'kind=press_release')).page_info).toEqual({ page: 1, per: 10, total: 0, total_pages: 1 });
  });

  it("answers the author's name", async () => {
    const post = detail(await create(me, 'news'));
    const { posts } = await list(me, 'kind=news&per=50');
    expect(posts.find((p) => p.id === post.id)?.author_name).toBe(myName);
  });

  it.each([
    ['per=51', 'query.per'],
    ['per=0', 'query.per'],
    ['page=0', 'query.page'],
    ['status=hidden', 'query.status'],
    ['', 'query.kind'],
  ])('kind=news&%s: 400 with the field', async (query, field) => {
    const response = await me.get(`${BASE}?${field === 'query.kind' ? 'per=5' : `kind=news&${query}`}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });
});
