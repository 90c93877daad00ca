import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  POST_BODY_MAX,
  POST_SUMMARY_MAX,
  POST_TITLE_MAX,
  postDetailResponse,
  postListResponse,
  type PostDetail,
  type PostKind,
} from '@partners/contract';
import { companyPosts, uploads } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makePost, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';

const BASE = '/api/v5/partners/company/posts';
type Made = Awaited<ReturnType<typeof makePost>>;

let t: TestApp;
let company: MadeCompany;
let other: MadeCompany;
let me: Client;
let stranger: Client;
let myName: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await makeCompany(db);
  other = await makeCompany(db);
  const user = await makeUser(db, { company });
  myName = user.name;
  me = await signInAs(t.app, user);
  stranger = await signInAs(t.app, await makeUser(db, { company: other }));
});
afterAll(() => t.close());

let tokenSeq = 0;
/** An upload row of `companyId` (these tests read rows only; the bytes are the uploads tests' concern). */
async function uploadOf(
  companyId: number,
  contentType: 'image/webp' | 'application/pdf' = 'image/webp',
  purpose: 'cover' | 'post_image' | 'attachment' = 'post_image',
) {
  const token = (++tokenSeq).toString(16).padStart(32, 'a');
  const pdf = contentType === 'application/pdf';
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      companyId,
      purpose,
      token,
      contentType,
      originalName: pdf ? '보도자료.pdf' : '행사 사진.jpg',
      byteSize: 120_000,
      width: pdf ? null : 1600,
      height: pdf ? null : 900,
      variants: pdf ? { large: 'original.pdf' } : { medium: 'medium.webp', large: 'large.webp' },
    })
    .returning();
  if (!row) throw new Error('no upload');
  return row;
}

type Content = { title: string; summary?: string | null; body_html: string; cover_upload_id?: number | null };
const content = (overrides: Partial<Content> = {}): Content => ({
  title: '하반기 신규 서비스 출시',
  summary: '새 클라우드 서비스를 공개합니다.',
  body_html: '<p>누리클라우드가 새 서비스를 공개했습니다.</p>',
  ...overrides,
});

const create = (client: Client, kind: PostKind, body: Partial<Content> = {}) =>
  client.request({ method: 'POST', url: BASE, payload: { kind, ...content(body) } });
const save = (client: Client, id: number, revision: number, body: Partial<Content> = {}) =>
  client.request({ method: 'PUT', url: `${BASE}/${id}`, payload: { ...content(body), revision } });
const act = (client: Client, id: number, action: 'publish' | 'unpublish') => client.request({ method: 'PATCH', url: `${BASE}/${id}/${action}` });
const discard = (client: Client, id: number) => client.request({ method: 'DELETE', url: `${BASE}/${id}/draft` });
const remove = (client: Client, id: number) => client.request({ method: 'DELETE', url: `${BASE}/${id}` });
const reorder = (client: Client, kind: PostKind, ids: number[]) => client.request({ method: 'PUT', url: `${BASE}/order`, payload: { kind, ids } });
const list = async (client: Client, query: string) => {
  const response = await client.get(`${BASE}?${query}`);
  expect(response.statusCode).toBe(200);
  return postListResponse.parse(response.json()).data;
};

function detail(response: { statusCode: number; body: string; json: () => unknown }): PostDetail {
  expect(response.statusCode, response.body).toBe(200);
  return postDetailResponse.parse(response.json()).data.post;
}

const stored = async (id: number) => (await t.database.db.select().from(companyPosts).where(eq(companyPosts.id, id)))[0];
const board = async (c: { id: number }, kind: PostKind) =>
  (
    await t.database.db
      .select()
      .from(companyPosts)
      .where(and(eq(companyPosts.companyId, c.id), eq(companyPosts.kind, kind)))
  )
    .sort((a, b) => a.position - b.position)
    .map((p) => [p.id, p.position]);

describe('create', () => {
  it('appends a draft at the end of its board, by the caller, at revision 0', async () => {
    const c = await makeCompany(t.database.db);
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: c, name: '박보도' }));
    const first = detail(await create(client, 'press_release', { title: '  시리즈 B 투자 유치  ' }));
    const second = detail(await create(client, 'press_release'));
    const story = detail(await create(client, 'story'));
    expect(first).toMatchObject({
      kind: 'press_release',
      status: 'draft',
      title: '시리즈 B 투자 유치',
      position: 1,
      revision: 0,
      has_draft: false,
      draft: null,
      author_name: '박보도',
      published_at: null,
      content: {
        title: '시리즈 B 투자 유치',
        summary: '새 클라우드 서비스를 공개합니다.',
        body_html: '<p>누리클라우드가 새 서비스를 공개했습니다.</p>',
        cover: null,
      },
    });
    expect([second.position, story.position]).toEqual([2, 1]);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'body.title'],
    ['a title over the limit', { title: '가'.repeat(POST_TITLE_MAX + 1) }, 'body.title'],
    ['a summary over the limit', { summary: '가'.repeat(POST_SUMMARY_MAX + 1) }, 'body.summary'],
    ['a body over the limit', { body_html: 'a'.repeat(POST_BODY_MAX + 1) }, 'body.body_html'],
    ['a body over the limit once sanitised', { body_html: '&'.repeat(30_000) }, 'body.body_html'],
  ])('%s: 400 with the field, nothing stored', async (_, body, field) => {
    const before = (await t.database.db.select().from(companyPosts)).length;
    const response = await create(me, 'news', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
    expect((await t.database.db.select().from(companyPosts)).length).toBe(before);
  });

  it('an unknown board: 400 with the field', async () => {
    const response = await me.request({ method: 'POST', url: BASE, payload: { kind: 'notice', ...content() } });
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'body.kind' });
  });

  it('is free: a basic-plan company writes posts too', async () => {
    const basic = await makeCompany(t.database.db, { plan: 'basic', jobPostingBizs: false });
    const client = await signInAs(t.app, await makeUser(t.database.db, { company: basic }));
    expect((await create(client, 'news')).statusCode).toBe(200);
  });
});

describe('cover image', () => {
  it("one of the company's images: answered as an image ref in the detail and the list", async () => {
    const upload = await uploadOf(company.id, 'image/webp', 'cover');
    const post = detail(await create(me, 'story', { cover_upload_id: upload.id }));
    const ref = {
      upload_id: upload.id,
      url: `/files/${upload.token}/large.webp`,
      variants: { large: `/files/${upload.token}/large.webp`, medium: `/files/${upload.token}/medium.webp` },
      width: 1600,
      height: 900,
    };
    expect(post.cover).toEqual(ref);
    expect(post.content.cover).toEqual(ref);
    const { posts } = await list(me, 'kind=story&per=50');
    expect(posts.find((p) => p.id === post.id)?.cover).toEqual(ref);
  });

  it.each([
    ["another company's image", async () => (await uploadOf(other.id)).id],
    ['a PDF of the company', async () => (await uploadOf(company.id, 'application/pdf', 'attachment')).id],
    ['no such upload', () => Promise.resolve(999_999)],
  ])('%s: upload.purpose_mismatch with the field, on create and on save', async (_, uploadId) => {
    const id = await uploadId();
    const created = await create(me, 'news', { cover_upload_id: id });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'upload.purpose_mismatch', field: 'body.cover_upload_id' });
    const post = await makePost(t.database.db, { company, status: 'draft' });
    const saved = await save(me, post.id, 0, { cover_upload_id: id });
    expect(saved.json()).toMatchObject({ code: 'upload.purpose_mismatch', field: 'body.cover_upload_id' });
    expect((await stored(post.id))?.revision).toBe(0);
  });
});

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
