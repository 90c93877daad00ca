import { describe, expect, it } from 'vitest';

import { POST_BODY_MAX, POST_SUMMARY_MAX, POST_TITLE_MAX } from '@partners/contract';
import { companyPosts } from '../../db/schema/index.js';
import { makeCompany, makePost, makeUser, signInAs } from '../../test/factories.js';
import { BASE, t, company, other, me, uploadOf, content, create, save, list, detail, stored, useCompanyPostsApp } from './company-posts.fixtures.js';

/** The newsroom's posts (company page): creating a draft and its cover image. */
useCompanyPostsApp();

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
