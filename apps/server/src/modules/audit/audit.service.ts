import { AUDIT_PAGE_SIZE, isAdminRole, type AuditAction, type AuditEvent } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { countAuditEvents, insertAuditEvent, listAuditEvents } from './audit.repo.js';

/** What happened to whose data; `label` is what the operator's screen showed of the subject (a masked name in the talent pool). */
export type AuditRecord = {
  action: AuditAction;
  subject: { type: AuditEvent['subject_type']; id: number; label: string };
};

/**
 * Adds an event to the company's audit trail, as the signed-in operator. Pass the transaction of the
 * change it records (a résumé marked read) so that both happen or neither does.
 */
export async function recordAudit(db: Db, access: Access, record: AuditRecord): Promise<void> {
  await recordAuditFor(db, { companyId: access.row.company.id, userId: access.actor.userId }, record);
}

/**
 * The same for a change no signed-in request makes (a payment provider's webhook): recorded in
 * `who.companyId` as done by `who.userId` (the operator who started it; null when none is known).
 */
export async function recordAuditFor(db: Db, who: { companyId: number; userId: number | null }, record: AuditRecord): Promise<void> {
  await insertAuditEvent(db, {
    companyId: who.companyId,
    userId: who.userId,
    action: record.action,
    subjectType: record.subject.type,
    subjectId: record.subject.id,
    subjectLabel: record.subject.label,
  });
}

/** The audit trail, newest first: the company's admins only (decision 0017). */
export async function listAudit(db: Db, access: Access, query: { page: number; action?: AuditAction | undefined }) {
  if (!isAdminRole(access.role)) throw new AppError('forbidden');
  const companyId = access.row.company.id;
  const [rows, total] = await Promise.all([
    listAuditEvents(db, companyId, query.action, query.page, AUDIT_PAGE_SIZE),
    countAuditEvents(db, companyId, query.action),
  ]);
  const events: AuditEvent[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    operator_name: r.operatorName,
    operator_email: r.operatorEmail,
    subject: r.subjectLabel,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    created_at: r.createdAt.toISOString(),
  }));
  return { events, page_info: pageInfo(query.page, AUDIT_PAGE_SIZE, total) };
}
