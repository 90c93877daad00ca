import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { auditEvents, users } from '../../db/schema/index.js';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

function scope(companyId: number, action: AuditAction | undefined) {
  return and(eq(auditEvents.companyId, companyId), action ? eq(auditEvents.action, action) : undefined);
}

/** One page of a company's events, newest first, with the operator's name and e-mail (empty once the user is gone). */
export async function listAuditEvents(db: Db, companyId: number, action: AuditAction | undefined, page: number, per: number) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      operatorName: sql<string>`coalesce(${users.name}, '')`,
      operatorEmail: sql<string>`coalesce(${users.email}, '')`,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      subjectLabel: auditEvents.subjectLabel,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(scope(companyId, action))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countAuditEvents(db: Db, companyId: number, action: AuditAction | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(scope(companyId, action));
  return row?.n ?? 0;
}
