import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { auditEvents, users } from '../../db/schema/index.js';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

/** Adds one event; answers its id and time, as PostgreSQL wrote it (a download starts below its own record). */
export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<AuditCursor> {
  const [row] = await db
    .insert(auditEvents)
    .values(event)
    .returning({ id: auditEvents.id, createdAtText: sql<string>`${auditEvents.createdAt}::text` });
  if (!row) throw new Error('audit event not inserted');
  return row;
}

/**
 * Which of a company's events: the operator's (a user id), of these actions (an empty list matches
 * nothing), at or after `from` and before `until`. Each query below starts from the company's index,
 * or the operator index when an operator is given (decision 0023 has the plans).
 */
export type AuditScope = {
  companyId: number;
  operatorId?: number | undefined;
  actions?: readonly AuditAction[] | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
};

function where(s: AuditScope): SQL | undefined {
  return and(
    eq(auditEvents.companyId, s.companyId),
    s.operatorId === undefined ? undefined : eq(auditEvents.userId, s.operatorId),
    s.actions === undefined ? undefined : s.actions.length === 0 ? sql`false` : inArray(auditEvents.action, [...s.actions]),
    s.from === undefined ? undefined : gte(auditEvents.createdAt, s.from),
    s.until === undefined ? undefined : lt(auditEvents.createdAt, s.until),
  );
}

/** Newest first, spelled as the indexes are built (`desc nulls last`): plain `desc` means nulls first, which PostgreSQL will not read from them. */
const NEWEST = [sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`] as const;

const rowColumns = {
  id: auditEvents.id,
  action: auditEvents.action,
  operatorId: auditEvents.userId,
  operatorName: sql<string>`coalesce(${users.name}, '')`,
  operatorEmail: sql<string>`coalesce(${users.email}, '')`,
  subjectType: auditEvents.subjectType,
  subjectId: auditEvents.subjectId,
  subjectLabel: auditEvents.subjectLabel,
  detail: auditEvents.detail,
  createdAt: auditEvents.createdAt,
};

/**
 * One page of a company's events, newest first, with the operator's name and e-mail (empty once the user
 * is gone). The queries here answer their builders (awaiting one runs it), so a test can EXPLAIN them.
 */
export function listAuditEvents(db: Db, scope: AuditScope, page: number, per: number) {
  return db
    .select(rowColumns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(where(scope))
    .orderBy(...NEWEST)
    .limit(per)
    .offset((page - 1) * per);
}
export type AuditRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

export function countAuditEventsQuery(db: Db, scope: AuditScope) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(where(scope));
}

export async function countAuditEvents(db: Db, scope: AuditScope): Promise<number> {
  const [row] = await countAuditEventsQuery(db, scope);
  return row?.n ?? 0;
}

/** Where a download batch starts: below this event in (created_at desc, id desc); the time as PostgreSQL wrote it (microseconds kept). */
export type AuditCursor = { id: number; createdAtText: string };

/** One batch of the download, below `after`. */
export function auditCsvBatch(db: Db, scope: AuditScope, after: AuditCursor, size: number) {
  return db
    .select({ ...rowColumns, createdAtText: sql<string>`${auditEvents.createdAt}::text` })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(and(where(scope), sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${after.createdAtText}::timestamptz, ${after.id})`))
    .orderBy(...NEWEST)
    .limit(size);
}
export type AuditCsvRow = Awaited<ReturnType<typeof auditCsvBatch>>[number];

/**
 * Everyone who appears in the company's log, by name: a skip scan over the operator index (one probe
 * per distinct operator, however many events each has), since PostgreSQL has no loose index scan of its own.
 */
export async function auditOperators(db: Db, companyId: number): Promise<{ id: number; name: string; email: string }[]> {
  const { rows } = (await db.execute<{ id: number; name: string; email: string }>(sql`
    with recursive operators(user_id) as (
      (select user_id from audit_events where company_id = ${companyId} and user_id is not null order by user_id limit 1)
      union all
      select (
        select a.user_id from audit_events a
        where a.company_id = ${companyId} and a.user_id > operators.user_id
        order by a.user_id limit 1
      )
      from operators where operators.user_id is not null
    )
    select u.id, u.name, u.email from operators o join users u on u.id = o.user_id
    order by u.name, u.id
  `)) as { rows: { id: number; name: string; email: string }[] };
  return rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email }));
}

/**
 * The different subjects of `action` an operator's events name since `since` (from the operator index),
 * and whether `subjectId` is among them: what a daily cap on opened records counts.
 */
export async function distinctSubjectsSince(
  db: Db,
  scope: { companyId: number; userId: number; action: AuditAction; since: Date; subjectId: number },
): Promise<{ count: number; includes: boolean }> {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${auditEvents.subjectId})::int`,
      includes: sql<boolean>`coalesce(bool_or(${auditEvents.subjectId} = ${scope.subjectId}), false)`,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, scope.companyId),
        eq(auditEvents.userId, scope.userId),
        gte(auditEvents.createdAt, scope.since),
        eq(auditEvents.action, scope.action),
      ),
    );
  return { count: row?.count ?? 0, includes: row?.includes ?? false };
}
