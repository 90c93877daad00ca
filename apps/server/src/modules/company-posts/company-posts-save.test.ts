import { describe, expect, it } from 'vitest';

import { POST_BODY_MAX, POST_SUMMARY_MAX, POST_TITLE_MAX } from '@partners/contract';
import { makePost } from '../../test/factories.js';
import { BASE, t, company, me, content, create, save, act, list, detail, stored, useCompanyPostsApp } from './company-posts.fixtures.js';

/** The newsroom's posts: saving a draft or a published post (revisions, limits). */
useCompanyPostsApp();

describe('save', () => {
  it("a draft post's content changes in place, the revision rises, a blank title is kept while drafting", async () => {
    const post = detail(await create(me, 'news'));
    const saved = detail(await save(me, post.id, 0, { title: '', summary: '  ', body_html: '<h2>초안</h2><p>쓰는 중</p>' }));
    expect(saved).toMatchObject({ revision: 1, status: 'draft', has_draft: false, draft: null, title: '', summary: null });
    expect(saved.content).toEqual({ title: '', summary: null, body_html: '<h2>초안</h2><p>쓰는 중</p>', cover: null });
    expect(detail(await me.get(`${BASE}/${post.id}`))).toEqual(saved);
  });

  it('a stale revision: 409 and nothing changes', async () => {
    const post = detail(await create(me, 'news'));
    detail(await save(me, post.id, 0, { title: '첫 저장' }));
    const stale = await save(me, post.id, 0, { title: '늦은 저장' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'company_post.revision_conflict' });
    expect(await stored(post.id)).toMatchObject({ title: '첫 저장', revision: 1 });
    expect((await save(me, post.id, 5)).json()).toMatchObject({ code: 'company_post.revision_conflict' });
  });

  it('two saves of the same revision at once: one 200, one 409', async () => {
    const post = detail(await create(me, 'news'));
    const responses = await Promise.all([save(me, post.id, 0, { title: '탭 하나' }), save(me, post.id, 0, { title: '탭 둘' })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200);
    expect(await stored(post.id)).toMatchObject({ revision: 1, title: winner && detail(winner).title });
  });

  it("a published post's changes go to its draft; the live content stays until published", async () => {
    const live = await makePost(t.database.db, { company, kind: 'story', title: '게시된 제목', bodyHtml: '<p>게시된 본문</p>' });
    const saved = detail(await save(me, live.id, 0, { title: '고친 제목', body_html: '<p>고친 본문</p>', summary: null }));
    expect(saved).toMatchObject({ status: 'published', has_draft: true, revision: 1, title: '게시된 제목' });
    expect(saved.content).toMatchObject({ title: '게시된 제목', body_html: '<p>게시된 본문</p>' });
    expect(saved.draft).toMatchObject({ title: '고친 제목', summary: null, body_html: '<p>고친 본문</p>', cover: null });
    expect(Date.parse(saved.draft?.saved_at ?? '')).not.toBeNaN();
    expect(await stored(live.id)).toMatchObject({ title: '게시된 제목', bodyHtml: '<p>게시된 본문</p>' });
    const row = (await list(me, 'kind=story&per=50')).posts.find((p) => p.id === live.id);
    expect(row).toMatchObject({ title: '게시된 제목', has_draft: true });
    // Saving again replaces the draft.
    const again = detail(await save(me, live.id, 1, { title: '다시 고친 제목' }));
    expect(again.draft?.title).toBe('다시 고친 제목');
    expect(again.content.title).toBe('게시된 제목');
  });

  it('sanitises the HTML and answers what it kept, on create and on save', async () => {
    const dirty =
      '<h2>소식</h2><script>alert(1)</script><p>본문<img src=x onerror="alert(2)"></p>' +
      '<p><a href="javascript:alert(3)">링크</a> <a href="https://nuri.example.co.kr" onclick="x()">홈</a></p>' +
      '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="q"></form>' +
      '<p style="background:url(javascript:alert(4))">스타일</p><img src="data:image/png;base64,AAAA">' +
      '<p><img src="/files/0123456789abcdef0123456789abcdef/large.webp" alt="사진" onload="x()"></p>';
    const clean =
      '<h2>소식</h2><p>본문</p>' +
      '<p><a rel="noopener noreferrer" target="_blank">링크</a> <a href="https://nuri.example.co.kr" rel="noopener noreferrer" target="_blank">홈</a></p>' +
      '<p>스타일</p><p><img src="/files/0123456789abcdef0123456789abcdef/large.webp" alt="사진" /></p>';
    const created = detail(await create(me, 'news', { body_html: dirty }));
    expect(created.content.body_html).toBe(clean);
    const saved = detail(await save(me, created.id, 0, { body_html: `${dirty}<p>더</p>` }));
    expect(saved.content.body_html).toBe(`${clean}<p>더</p>`);
    expect((await stored(created.id))?.bodyHtml).toBe(`${clean}<p>더</p>`);
    const read = detail(await me.get(`${BASE}/${created.id}`));
    expect(read.content.body_html).toBe(`${clean}<p>더</p>`);
    // A published post's draft is sanitised the same way.
    detail(await act(me, created.id, 'publish'));
    const drafted = detail(await save(me, created.id, 2, { body_html: dirty }));
    expect(drafted.draft?.body_html).toBe(clean);
  });

  it.each([
    ['a title over the limit', { title: '가'.repeat(POST_TITLE_MAX + 1) }, 'body.title'],
    ['a summary over the limit', { summary: '가'.repeat(POST_SUMMARY_MAX + 1) }, 'body.summary'],
    ['a body over the limit', { body_html: 'a'.repeat(POST_BODY_MAX + 1) }, 'body.body_html'],
  ])('%s: 400 with the field', async (_, body, field) => {
    const post = await makePost(t.database.db, { company, status: 'draft' });
    const response = await save(me, post.id, 0, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });

  it('a save without a revision: 400 with the field', async () => {
    const post = await makePost(t.database.db, { company, status: 'draft' });
    const response = await me.request({ method: 'PUT', url: `${BASE}/${post.id}`, payload: content() });
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body.revision' });
  });
});
