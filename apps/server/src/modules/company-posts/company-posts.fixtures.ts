/**
 * What the company posts' test files share: the app with two made companies, an operator of each signed in, and
 * the calls and reads the tests make. `useCompanyPostsApp()` makes them before a file's tests and closes the app after.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { postDetailResponse, postListResponse, type PostDetail, type PostKind } from '@partners/contract';
import { companyPosts, uploads } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany, type makePost } from '../../test/factories.js';

export const BASE = '/api/v5/partners/company/posts';
export type Made = Awaited<ReturnType<typeof makePost>>;

export let t: TestApp;
export let company: MadeCompany;
export let other: MadeCompany;
export let me: Client;
export let stranger: Client;
export let myName: string;

let tokenSeq = 0;
/** An upload row of `companyId` (these tests read rows only; the bytes are the uploads tests' concern). */
export async function uploadOf(
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
export const content = (overrides: Partial<Content> = {}): Content => ({
  title: '하반기 신규 서비스 출시',
  summary: '새 클라우드 서비스를 공개합니다.',
  body_html: '<p>누리클라우드가 새 서비스를 공개했습니다.</p>',
  ...overrides,
});

export const create = (client: Client, kind: PostKind, body: Partial<Content> = {}) =>
  client.request({ method: 'POST', url: BASE, payload: { kind, ...content(body) } });
export const save = (client: Client, id: number, revision: number, body: Partial<Content> = {}) =>
  client.request({ method: 'PUT', url: `${BASE}/${id}`, payload: { ...content(body), revision } });
export const act = (client: Client, id: number, action: 'publish' | 'unpublish') =>
  client.request({ method: 'PATCH', url: `${BASE}/${id}/${action}` });
export const discard = (client: Client, id: number) => client.request({ method: 'DELETE', url: `${BASE}/${id}/draft` });
export const remove = (client: Client, id: number) => client.request({ method: 'DELETE', url: `${BASE}/${id}` });
export const reorder = (client: Client, kind: PostKind, ids: number[]) =>
  client.request({ method: 'PUT', url: `${BASE}/order`, payload: { kind, ids } });
export const list = async (client: Client, query: string) => {
  const response = await client.get(`${BASE}?${query}`);
  expect(response.statusCode).toBe(200);
  return postListResponse.parse(response.json()).data;
};

export function detail(response: { statusCode: number; body: string; json: () => unknown }): PostDetail {
  expect(response.statusCode, response.body).toBe(200);
  return postDetailResponse.parse(response.json()).data.post;
}

export const stored = async (id: number) => (await t.database.db.select().from(companyPosts).where(eq(companyPosts.id, id)))[0];
export const board = async (c: { id: number }, kind: PostKind) =>
  (
    await t.database.db
      .select()
      .from(companyPosts)
      .where(and(eq(companyPosts.companyId, c.id), eq(companyPosts.kind, kind)))
  )
    .sort((a, b) => a.position - b.position)
    .map((p) => [p.id, p.position]);

/** Makes the app and the two companies' operators before the file's tests, and closes the app after. */
export function useCompanyPostsApp() {
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
}
