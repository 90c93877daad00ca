import { describe, expect, it } from 'vitest';

import { makeCompany, makePost, makeUser, signInAs } from '../../test/factories.js';
import {
  type Made,
  t,
  company,
  other,
  me,
  uploadOf,
  create,
  save,
  act,
  discard,
  remove,
  reorder,
  list,
  detail,
  stored,
  board,
  useCompanyPostsApp,
} from './company-posts.fixtures.js';

/** The newsroom's posts: publishing, unpublishing, discarding a draft, deleting and reordering. */
useCompanyPostsApp();

describe('publish, unpublish, discard', () => {
  it('publishing a draft post sets published and its time, and raises the revision', async () => {
    const post = detail(await create(me, 'news'));
    const published = detail(await act(me, post.id, 'publish'));
    expect(published).toMatchObject({ status: 'published', revision: 1, has_draft: false, draft: null });
    expect(Date.parse(published.published_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a blank title cannot be published: 400 with the field, nothing changes', async () => {
    const post = detail(await create(me, 'news'));
    detail(await save(me, post.id, 0, { title: '' }));
    const response = await act(me, post.id, 'publish');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'company_post.title_required', field: 'title' });
    expect(await stored(post.id)).toMatchObject({ status: 'draft', revision: 1 });
  });

  it('a blank title in the draft of a published post cannot be published either', async () => {
    const live = await makePost(t.database.db, { company });
    detail(await save(me, live.id, 0, { title: '' }));
    expect((await act(me, live.id, 'publish')).json()).toMatchObject({ code: 'company_post.title_required', field: 'title' });
    expect(await stored(live.id)).toMatchObject({ title: live.title, status: 'published' });
  });

  it("publishing a published post's draft applies it and keeps the first publication time", async () => {
    const upload = await uploadOf(company.id);
    const live = await makePost(t.database.db, { company, kind: 'press_release' });
    detail(await save(me, live.id, 0, { title: '정정 보도자료', summary: '요약', body_html: '<p>정정</p>', cover_upload_id: upload.id }));
    const published = detail(await act(me, live.id, 'publish'));
    expect(published).toMatchObject({ status: 'published', revision: 2, has_draft: false, draft: null, title: '정정 보도자료', summary: '요약' });
    expect(published.content).toMatchObject({ title: '정정 보도자료', body_html: '<p>정정</p>', cover: { upload_id: upload.id } });
    expect(published.published_at).toBe(live.publishedAt?.toISOString());
  });

  it('publishing a published post without a draft changes nothing', async () => {
    const live = await makePost(t.database.db, { company });
    const again = detail(await act(me, live.id, 'publish'));
    expect(again).toMatchObject({ status: 'published', revision: 0 });
    expect(await stored(live.id)).toEqual(live);
  });

  it('unpublish: a published post becomes a draft with its content; published again it keeps its first date', async () => {
    const live = await makePost(t.database.db, { company, title: '게시된 글', bodyHtml: '<p>본문</p>' });
    const down = detail(await act(me, live.id, 'unpublish'));
    expect(down).toMatchObject({ status: 'draft', revision: 1, title: '게시된 글', content: { body_html: '<p>본문</p>' } });
    const up = detail(await act(me, live.id, 'publish'));
    expect(up).toMatchObject({ status: 'published', revision: 2, published_at: live.publishedAt?.toISOString() });
  });

  it("unpublishing a post with pending edits keeps them as the draft post's content", async () => {
    const live = await makePost(t.database.db, { company, title: '게시된 글' });
    detail(await save(me, live.id, 0, { title: '고치는 중', body_html: '<p>고침</p>' }));
    const down = detail(await act(me, live.id, 'unpublish'));
    expect(down).toMatchObject({ status: 'draft', has_draft: false, draft: null, title: '고치는 중', content: { body_html: '<p>고침</p>' } });
  });

  it('unpublishing a draft post: 409 not_published, nothing changes', async () => {
    const post = detail(await create(me, 'news'));
    const response = await act(me, post.id, 'unpublish');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'company_post.not_published' });
    expect(await stored(post.id)).toMatchObject({ status: 'draft', revision: 0 });
  });

  it('discarding drops the draft and keeps the live content; without one nothing changes', async () => {
    const live = await makePost(t.database.db, { company, title: '게시된 글' });
    detail(await save(me, live.id, 0, { title: '버릴 수정' }));
    const discarded = detail(await discard(me, live.id));
    expect(discarded).toMatchObject({ status: 'published', has_draft: false, draft: null, title: '게시된 글', revision: 2 });
    const again = detail(await discard(me, live.id));
    expect(again.revision).toBe(2);
    // The editor's revision after a discard is the new one.
    expect((await save(me, live.id, 1)).json()).toMatchObject({ code: 'company_post.revision_conflict' });
  });
});

describe('delete and reorder', () => {
  it('deleting closes the gap in its board only', async () => {
    const c = await makeCompany(t.database.db);
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: c }));
    const [a, b, d] = [
      await makePost(t.database.db, { company: c }),
      await makePost(t.database.db, { company: c, status: 'draft' }),
      await makePost(t.database.db, { company: c }),
    ];
    const story = await makePost(t.database.db, { company: c, kind: 'story' });
    const response = await remove(client, b.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { id: b.id, deleted: true } });
    expect(await board(c, 'news')).toEqual([
      [a.id, 1],
      [d.id, 2],
    ]);
    expect(await board(c, 'story')).toEqual([[story.id, 1]]);
    expect((await remove(client, b.id)).statusCode).toBe(404);
    // A post created after it goes to the end.
    expect(detail(await create(client, 'news')).position).toBe(3);
  });

  it('reorders a board from exactly its ids', async () => {
    const c = await makeCompany(t.database.db);
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: c }));
    const posts: [Made, Made, Made] = [
      await makePost(t.database.db, { company: c, kind: 'story' }),
      await makePost(t.database.db, { company: c, kind: 'story' }),
      await makePost(t.database.db, { company: c, kind: 'story', status: 'draft' }),
    ];
    const news = await makePost(t.database.db, { company: c, kind: 'news' });
    const ids: [number, number, number] = [posts[2].id, posts[0].id, posts[1].id];
    const response = await reorder(client, 'story', ids);
    expect(response.json()).toEqual({ code: 200, data: { ids } });
    expect(await board(c, 'story')).toEqual(ids.map((id, i) => [id, i + 1]));
    expect((await list(client, 'kind=story')).posts.map((p) => p.id)).toEqual(ids);
    // Reordering is not an edit: the editor's revision still holds.
    expect((await stored(posts[2].id))?.revision).toBe(0);

    const theirs = await makePost(t.database.db, { company: other, kind: 'story' });
    for (const wrong of [ids.slice(1), [...ids, news.id], [...ids, theirs.id], [ids[0], ids[0], ids[1]], [...ids.slice(0, 2), news.id]]) {
      const refused = await reorder(client, 'story', wrong);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'company_post.reorder_mismatch' });
    }
    expect(await board(c, 'story')).toEqual(ids.map((id, i) => [id, i + 1]));
    expect((await reorder(client, 'story', [])).json()).toMatchObject({ code: 'bad_request', field: 'body.ids' });
    expect((await reorder(client, 'press_release', [news.id])).json()).toMatchObject({ code: 'company_post.reorder_mismatch' });
  });

  it('creates racing on one board take distinct positions', async () => {
    const c = await makeCompany(t.database.db);
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: c }));
    const made = await Promise.all([1, 2, 3, 4].map(() => create(client, 'news')));
    expect(made.map((r) => detail(r).position).sort()).toEqual([1, 2, 3, 4]);
  });
});
