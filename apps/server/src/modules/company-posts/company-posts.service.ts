/**
 * The newsroom's posts (spec §2 business_managements news, story, press_releases; the newsroom editor):
 * three boards, each in its own order, of drafts and published posts. A free feature: no plan gate.
 *
 * - Create appends a draft at the end of its board, authored by the caller, at revision 0.
 * - Save (the editor's save and autosave) names the revision it edited; a stale one is refused. A draft
 *   post's content changes in place; a published post's changes wait in its `draft` until published,
 *   so the company page keeps showing the live content. Every save raises the revision and answers the
 *   detail with the HTML the server kept (sanitised), so the editor previews what will be published.
 * - Publish applies the draft, if any, and needs a title. `published_at` is the first publication: kept
 *   when the edits of a published post are published, through unpublishing and on publishing again, so
 *   a post taken down to fix a typo keeps its date (the boards are ordered by position, not by date).
 * - Unpublish takes a published post down to a draft; pending edits become its content (a draft post
 *   has no separate draft), so nothing the editor showed is lost.
 * - Discard drops a published post's pending edits. Delete closes its board's gap. Reorder rewrites a
 *   board's positions from the full list of its ids.
 */
import { POST_BODY_MAX, type ImageRef, type PostDetail, type PostKind, type PostListQuery, type PostRow } from '@partners/contract';
import type { PostDraft } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { sanitizeNewsroomHtml } from '../../platform/rich-text.js';
import { operatorOf, type Access } from '../access/access.service.js';
import { companyImageRefs } from '../uploads/uploads.service.js';
import {
  authorName,
  changePost,
  countPosts,
  deletePost,
  findPost,
  insertPost,
  listPosts,
  reorderBoard,
  updatePostAtRevision,
  type NewPost,
  type PostListRecord,
  type PostRecord,
} from './company-posts.repo.js';

/** What the editor sends (the contract's content fields, parsed). */
type ContentInput = { title: string; summary: string | null; body_html: string; cover_upload_id: number | null };
type StoredContent = Pick<NewPost, 'title' | 'summary' | 'bodyHtml' | 'coverUploadId'>;

const companyOf = (access: Access) => access.row.company.id;

// ---------------------------------------------------------------- answers

function toRow(r: Omit<PostListRecord, 'coverUploadId'>, cover: ImageRef | null): PostRow {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    title: r.title,
    summary: r.summary,
    cover,
    position: r.position,
    has_draft: r.hasDraft,
    author_name: r.authorName,
    published_at: r.publishedAt ? r.publishedAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The whole post as the editor reads it: the live content, the pending draft and the revision. */
async function detailOf(db: Db, companyId: number, record: PostRecord): Promise<PostDetail> {
  const coverIds = [record.coverUploadId, record.draft?.cover_upload_id].filter((v): v is number => typeof v === 'number');
  const [covers, author] = await Promise.all([companyImageRefs(db, companyId, coverIds), authorName(db, record.authorId)]);
  const coverOf = (id: number | null | undefined) => (id === null || id === undefined ? null : (covers.get(id) ?? null));
  const cover = coverOf(record.coverUploadId);
  const { draft } = record;
  return {
    ...toRow({ ...record, hasDraft: draft !== null, authorName: author }, cover),
    content: { title: record.title, summary: record.summary, body_html: record.bodyHtml, cover },
    draft: draft
      ? { title: draft.title, summary: draft.summary, body_html: draft.body_html, cover: coverOf(draft.cover_upload_id), saved_at: draft.saved_at }
      : null,
    revision: record.revision,
  };
}

// ---------------------------------------------------------------- reading

/** One page of a board in its order, with the board's counts per status. */
export async function listCompanyPosts(db: Db, access: Access, q: PostListQuery) {
  const companyId = companyOf(access);
  const [records, counts] = await Promise.all([listPosts(db, companyId, q.kind, q.status, q.page, q.per), countPosts(db, companyId, q.kind)]);
  const covers = await companyImageRefs(
    db,
    companyId,
    records.flatMap((r) => (r.coverUploadId === null ? [] : [r.coverUploadId])),
  );
  return {
    posts: records.map((r) => toRow(r, r.coverUploadId === null ? null : (covers.get(r.coverUploadId) ?? null))),
    counts,
    page_info: pageInfo(q.page, q.per, counts[q.status]),
  };
}

async function requirePost(db: Db, companyId: number, id: number): Promise<PostRecord> {
  const record = await findPost(db, companyId, id);
  if (!record) throw new AppError('not_found');
  return record;
}

export async function getCompanyPost(db: Db, access: Access, id: number) {
  const companyId = companyOf(access);
  return { post: await detailOf(db, companyId, await requirePost(db, companyId, id)) };
}

// ---------------------------------------------------------------- changing

/**
 * The columns a save writes: the HTML sanitised (and its limit checked again on what will be stored),
 * the cover checked to be one of the company's images.
 */
async function storedContent(db: Db, companyId: number, input: ContentInput): Promise<StoredContent> {
  const bodyHtml = sanitizeNewsroomHtml(input.body_html);
  if (bodyHtml.length > POST_BODY_MAX) throw new AppError('bad_request', { field: 'body.body_html' });
  if (input.cover_upload_id !== null) {
    const covers = await companyImageRefs(db, companyId, [input.cover_upload_id]);
    if (!covers.has(input.cover_upload_id)) throw new AppError('upload.purpose_mismatch', { field: 'body.cover_upload_id' });
  }
  return { title: input.title, summary: input.summary, bodyHtml, coverUploadId: input.cover_upload_id };
}

function draftOf(content: StoredContent, now: Date): PostDraft {
  return {
    title: content.title,
    summary: content.summary ?? null,
    body_html: content.bodyHtml,
    cover_upload_id: content.coverUploadId ?? null,
    saved_at: now.toISOString(),
  };
}

function contentOfDraft(draft: PostDraft): StoredContent {
  return { title: draft.title, summary: draft.summary, bodyHtml: draft.body_html, coverUploadId: draft.cover_upload_id };
}

/** A new draft at the end of its board. */
export async function createCompanyPost(db: Db, access: Access, body: ContentInput & { kind: PostKind }) {
  const { userId, companyId } = operatorOf(access);
  const content = await storedContent(db, companyId, body);
  const now = new Date();
  const record = await insertPost(db, {
    ...content,
    companyId,
    kind: body.kind,
    status: 'draft',
    authorId: userId,
    revision: 0,
    createdAt: now,
    updatedAt: now,
  });
  return { post: await detailOf(db, companyId, record) };
}

/** The editor's save: in place for a draft post, into the draft for a published one; only from the current revision. */
export async function saveCompanyPost(db: Db, access: Access, id: number, body: ContentInput & { revision: number }) {
  const companyId = companyOf(access);
  const current = await requirePost(db, companyId, id);
  if (current.revision !== body.revision) throw new AppError('company_post.revision_conflict');
  const content = await storedContent(db, companyId, body);
  const now = new Date();
  // Every change of status raises the revision too, so the status read here holds when the UPDATE matches.
  const set: Partial<NewPost> = current.status === 'draft' ? { ...content, updatedAt: now } : { draft: draftOf(content, now), updatedAt: now };
  const record = await updatePostAtRevision(db, companyId, id, body.revision, set);
  if (!record) {
    await requirePost(db, companyId, id);
    throw new AppError('company_post.revision_conflict');
  }
  return { post: await detailOf(db, companyId, record) };
}

/** Changes a post under its row lock with the rules in `decide`, and answers the detail. */
async function change(db: Db, access: Access, id: number, decide: (current: PostRecord, now: Date) => Partial<NewPost> | null) {
  const companyId = companyOf(access);
  const now = new Date();
  const record = await changePost(db, companyId, id, (current) => decide(current, now));
  if (!record) throw new AppError('not_found');
  return { post: await detailOf(db, companyId, record) };
}

/** Publishes the post's draft (or its content): a title is needed; the first publication time is kept. */
export function publishCompanyPost(db: Db, access: Access, id: number) {
  return change(db, access, id, (current, now) => {
    if (current.status === 'published' && current.draft === null) return null;
    const content = current.draft ? contentOfDraft(current.draft) : null;
    if ((content?.title ?? current.title).trim() === '') throw new AppError('company_post.title_required', { field: 'title' });
    return { ...content, status: 'published', publishedAt: current.publishedAt ?? now, draft: null, updatedAt: now };
  });
}

/** Takes a published post down to a draft; its pending edits, if any, become its content. */
export function unpublishCompanyPost(db: Db, access: Access, id: number) {
  return change(db, access, id, (current, now) => {
    if (current.status !== 'published') throw new AppError('company_post.not_published');
    return { ...(current.draft ? contentOfDraft(current.draft) : {}), status: 'draft', draft: null, updatedAt: now };
  });
}

/** Drops a published post's pending edits; a post without any is left as it is. */
export function discardCompanyPostDraft(db: Db, access: Access, id: number) {
  return change(db, access, id, (current, now) => (current.draft ? { draft: null, updatedAt: now } : null));
}

/** Deletes a post in any state; the posts after it in its board move up. */
export async function deleteCompanyPost(db: Db, access: Access, id: number) {
  if (!(await deletePost(db, companyOf(access), id))) throw new AppError('not_found');
  return { id, deleted: true as const };
}

/** Puts a board in the order given: `ids` must be exactly the board's posts. */
export async function reorderCompanyPosts(db: Db, access: Access, body: { kind: PostKind; ids: number[] }) {
  if (!(await reorderBoard(db, companyOf(access), body.kind, body.ids))) throw new AppError('company_post.reorder_mismatch');
  return { ids: body.ids };
}
