import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { type PostKind, type PostStatusFilter } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { companyPosts, uploads, users } from '../../db/schema/index.js';

export type PostRecord = typeof companyPosts.$inferSelect;
export type NewPost = typeof companyPosts.$inferInsert;

/** Any number; it only keeps the newsroom's lock apart from other advisory locks. */
const BOARD_LOCK = 18_201;

/**
 * Serialises the company's board changes (create, delete, reorder) until the transaction ends, so that
 * positions stay 1..n: two creates never take the same last position, and a reorder checks the ids
 * it rewrites against the board as it is.
 */
async function lockBoards(tx: Db, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOARD_LOCK}, ${companyId})`);
}

/**
 * A cover id as stored: the upload only if it is still the company's (the service checked it; this
 * keeps a race with a deleted upload from failing the foreign key).
 */
function scopedCover(companyId: number, uploadId: number | null | undefined): SQL | null | undefined {
  if (uploadId === null || uploadId === undefined) return uploadId;
  return sql`(select ${uploads.id} from ${uploads} where ${uploads.id} = ${uploadId} and ${uploads.companyId} = ${companyId})`;
}

function withScopedCover<T extends Partial<NewPost>>(companyId: number, set: T) {
  return 'coverUploadId' in set ? { ...set, coverUploadId: scopedCover(companyId, set.coverUploadId) } : set;
}

// ---------------------------------------------------------------- reading

function statusCondition(status: PostStatusFilter): SQL | undefined {
  return status === 'all' ? undefined : eq(companyPosts.status, status);
}

/**
 * One page of a board, in its order: no body and no draft (only whether there is one), with the
 * cover's upload id and the author's name.
 */
export async function listPosts(db: Db, companyId: number, kind: PostKind, status: PostStatusFilter, page: number, per: number) {
  return db
    .select({
      id: companyPosts.id,
      kind: companyPosts.kind,
      status: companyPosts.status,
      title: companyPosts.title,
      summary: companyPosts.summary,
      position: companyPosts.position,
      hasDraft: sql<boolean>`(${companyPosts.draft} is not null)`,
      publishedAt: companyPosts.publishedAt,
      createdAt: companyPosts.createdAt,
      updatedAt: companyPosts.updatedAt,
      authorName: users.name,
      coverUploadId: companyPosts.coverUploadId,
    })
    .from(companyPosts)
    .leftJoin(users, eq(users.id, companyPosts.authorId))
    .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.kind, kind), statusCondition(status)))
    .orderBy(asc(companyPosts.position), asc(companyPosts.id))
    .limit(per)
    .offset((page - 1) * per);
}
export type PostListRecord = Awaited<ReturnType<typeof listPosts>>[number];

/** How many posts of the board each status (and all) holds. */
export async function countPosts(db: Db, companyId: number, kind: PostKind) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      draft: sql<number>`(count(*) filter (where ${companyPosts.status} = 'draft'))::int`,
      published: sql<number>`(count(*) filter (where ${companyPosts.status} = 'published'))::int`,
    })
    .from(companyPosts)
    .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.kind, kind)));
  return row ?? { all: 0, draft: 0, published: 0 };
}

/** One of the company's posts; undefined when it has no such post. */
export async function findPost(db: Db, companyId: number, id: number): Promise<PostRecord | undefined> {
  const [row] = await db
    .select()
    .from(companyPosts)
    .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.id, id)))
    .limit(1);
  return row;
}

export async function authorName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

// ---------------------------------------------------------------- changes

/** Inserts a post at the end of its board. */
export async function insertPost(db: Db, values: Omit<NewPost, 'position'>): Promise<PostRecord> {
  return db.transaction(async (tx) => {
    await lockBoards(tx, values.companyId);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${companyPosts.position}), 0)::int` })
      .from(companyPosts)
      .where(and(eq(companyPosts.companyId, values.companyId), eq(companyPosts.kind, values.kind)));
    const [row] = await tx
      .insert(companyPosts)
      .values({ ...withScopedCover(values.companyId, values), position: (last?.n ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/**
 * Writes `set` if the post is still at `revision` (checked in the UPDATE itself, so of two saves of
 * the same revision only one wins). Undefined when the post is missing or at another revision.
 */
export async function updatePostAtRevision(
  db: Db,
  companyId: number,
  id: number,
  revision: number,
  set: Partial<NewPost>,
): Promise<PostRecord | undefined> {
  const [row] = await db
    .update(companyPosts)
    .set({ ...withScopedCover(companyId, set), revision: sql`${companyPosts.revision} + 1` })
    .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.id, id), eq(companyPosts.revision, revision)))
    .returning();
  return row;
}

/**
 * Changes one of the company's posts in one transaction: locks the row, lets `decide` (the service's
 * rules; it may throw) choose the change from the locked row, and writes it with the revision raised;
 * `null` changes nothing. Undefined when the company has no such post.
 */
export async function changePost(
  db: Db,
  companyId: number,
  id: number,
  decide: (current: PostRecord) => Partial<NewPost> | null,
): Promise<PostRecord | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(companyPosts)
      .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.id, id)))
      .limit(1)
      .for('update');
    if (!current) return undefined;
    const set = decide(current);
    if (set === null) return current;
    const [row] = await tx
      .update(companyPosts)
      .set({ ...withScopedCover(companyId, set), revision: sql`${companyPosts.revision} + 1` })
      .where(eq(companyPosts.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  });
}

/** Deletes one of the company's posts and closes the gap it leaves in its board. False when there is no such post. */
export async function deletePost(db: Db, companyId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBoards(tx, companyId);
    const [gone] = await tx
      .delete(companyPosts)
      .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.id, id)))
      .returning({ kind: companyPosts.kind, position: companyPosts.position });
    if (!gone) return false;
    await tx
      .update(companyPosts)
      .set({ position: sql`${companyPosts.position} - 1` })
      .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.kind, gone.kind), sql`${companyPosts.position} > ${gone.position}`));
    return true;
  });
}

/**
 * Puts the board in the order of `ids` (1 first) in one statement, if `ids` are exactly the board's
 * posts; false (nothing written) when they are not.
 */
export async function reorderBoard(db: Db, companyId: number, kind: PostKind, ids: readonly number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBoards(tx, companyId);
    const board = await tx
      .select({ id: companyPosts.id })
      .from(companyPosts)
      .where(and(eq(companyPosts.companyId, companyId), eq(companyPosts.kind, kind)));
    const given = new Set(ids);
    if (given.size !== ids.length || board.length !== ids.length || board.some((p) => !given.has(p.id))) return false;
    const list = sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${companyPosts} set position = o.n::int
      from unnest(array[${list}]::int[]) with ordinality as o(id, n)
      where ${companyPosts.id} = o.id and ${companyPosts.companyId} = ${companyId} and ${companyPosts.kind} = ${kind}
        and ${companyPosts.position} is distinct from o.n::int`);
    return true;
  });
}
