import {
  auditActionLabel,
  AUDIT_GROUP_LABELS,
  AUDIT_ACTION_GROUPS,
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  auditActionGroup,
  auditDetailSchema,
  type AuditAction,
  type AuditDetail,
  type AuditEvent,
  type AuditFilters,
  type AuditList,
  type AuditOperator,
  type AuditSubjectType,
} from '@partners/contract';
import { KOREA_UTC_OFFSET_MINUTES, koreanDay, koreanDayEnd, koreanDayStart } from '@partners/contract/korea-time';
import { keysetBatches, type CsvColumn, type CsvDownload } from '../../platform/csv.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { AUDIT_CSV_HEADERS as H, auditCsvFilename, auditDetailText } from './audit.copy.js';
import {
  distinctSubjectsSince,
  auditCsvBatch,
  auditOperators,
  countAuditEvents,
  insertAuditEvent,
  listAuditEvents,
  type AuditCsvRow,
  type AuditCursor,
  type AuditRow,
  type AuditScope,
} from './audit.repo.js';

/**
 * What happened to whose data; `label` is what the operator's screen showed of the subject (a masked name
 * in the talent pool), `detail` what changed (a role's before and after, a payment's amount: decision 0023).
 */
export type AuditRecord = {
  action: AuditAction;
  subject: { type: AuditSubjectType; id: number; label: string };
  detail?: AuditDetail | undefined;
};

/** Who acted, where: the operator and the company whose log gets the event. */
export type AuditActor = { companyId: number; userId: number | null };

/** The longest user agent kept (a browser's is about 150 characters; the rest would be noise or abuse). */
const USER_AGENT_MAX = 300;

/**
 * Adds an event to `who`'s company's log as done by `who.userId` (null when no operator is known), for a
 * change no signed-in request makes (a sign-in, a payment provider's webhook); others use `recordAudit`.
 */
export async function recordAuditFor(db: Db, who: AuditActor, record: AuditRecord): Promise<AuditCursor> {
  const detail = record.detail === undefined ? null : JSON.stringify(auditDetailSchema.parse(record.detail));
  return insertAuditEvent(db, {
    companyId: who.companyId,
    userId: who.userId,
    action: record.action,
    subjectType: record.subject.type,
    subjectId: record.subject.id,
    subjectLabel: record.subject.label,
    detail,
  });
}

/**
 * Adds an event to the company's audit log, as the signed-in operator. Pass the transaction of the
 * change it records (a résumé marked read, a role changed) so that both happen or neither does.
 */
export async function recordAudit(db: Db, access: Access, record: AuditRecord): Promise<AuditCursor> {
  return recordAuditFor(db, { companyId: access.row.company.id, userId: access.actor.userId }, record);
}

/** What a daily cap on opened records counts (the applicants' contact views): see the repository. */
export { distinctSubjectsSince };

/** A successful sign-in, in the log of the company the new session manages, with where it came from. */
export async function recordSignIn(
  db: Db,
  signIn: { companyId: number; userId: number; name: string; ip: string; userAgent: string | undefined },
): Promise<void> {
  const userAgent = signIn.userAgent?.trim().slice(0, USER_AGENT_MAX);
  await recordAuditFor(
    db,
    { companyId: signIn.companyId, userId: signIn.userId },
    {
      action: 'auth.signed_in',
      subject: { type: 'user', id: signIn.userId, label: signIn.name },
      detail: { ip: signIn.ip.slice(0, 64), ...(userAgent ? { user_agent: userAgent } : {}) },
    },
  );
}

// ---------------------------------------------------------------- reading the log

/**
 * The filters as the repository's scope: the group and the action both hold when both are given (an action
 * outside its group matches nothing), and `from`/`to` are Korean days, both included.
 */
function scopeOf(access: Access, filters: AuditFilters): AuditScope {
  const inGroup = filters.group ? (AUDIT_ACTION_GROUPS[filters.group] as readonly AuditAction[]) : undefined;
  const actions = filters.action ? (inGroup && !inGroup.includes(filters.action) ? [] : [filters.action]) : inGroup;
  return {
    companyId: access.row.company.id,
    operatorId: filters.operator_id,
    actions,
    from: filters.from ? koreanDayStart(filters.from) : undefined,
    until: filters.to ? koreanDayEnd(filters.to) : undefined,
  };
}

/** The stored detail, read back; a detail that is not the contract's shape (never written by recordAudit) reads as none. */
function readDetail(text: string | null): AuditDetail | null {
  if (text === null) return null;
  try {
    const parsed = auditDetailSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    action: row.action,
    operator_id: row.operatorId,
    operator_name: row.operatorName,
    operator_email: row.operatorEmail,
    subject: row.subjectLabel,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    detail: readDetail(row.detail),
    created_at: row.createdAt.toISOString(),
  };
}

/** The log, newest first, filtered: the company's admins only (decision 0023). */
export async function listAudit(db: Db, access: Access, query: AuditFilters & { page: number }): Promise<AuditList> {
  const scope = scopeOf(access, query);
  const [rows, total] = await Promise.all([listAuditEvents(db, scope, query.page, AUDIT_PAGE_SIZE), countAuditEvents(db, scope)]);
  return { events: rows.map(toEvent), page_info: pageInfo(query.page, AUDIT_PAGE_SIZE, total) };
}

/** The operator filter's choices: everyone in the company's log, a removed operator too. */
export async function auditFilters(db: Db, access: Access): Promise<{ operators: AuditOperator[] }> {
  return { operators: await auditOperators(db, access.row.company.id) };
}

// ---------------------------------------------------------------- the download

/** Rows per query of the download. */
const CSV_BATCH_SIZE = 2_000;

/** `YYYY-MM-DD HH:mm:ss` in Korea time: a moment a spreadsheet reads as a date and time and sorts. */
export function koreanTimestampCell(at: Date): string {
  const iso = new Date(at.getTime() + KOREA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** What changed, worded; a detail that is not the contract's shape is kept as it was written rather than lost. */
function detailCell(text: string | null): string {
  if (text === null) return '';
  const detail = readDetail(text);
  return detail ? auditDetailText(detail) : text;
}

const CSV_COLUMNS: readonly CsvColumn<AuditCsvRow>[] = [
  { header: H.at, cell: (r) => koreanTimestampCell(r.createdAt) },
  { header: H.operator, cell: (r) => r.operatorName },
  { header: H.operatorEmail, cell: (r) => r.operatorEmail },
  { header: H.group, cell: (r) => AUDIT_GROUP_LABELS[auditActionGroup(r.action)] },
  { header: H.action, cell: (r) => auditActionLabel(r.action) },
  { header: H.subject, cell: (r) => r.subjectLabel },
  { header: H.detail, cell: (r) => detailCell(r.detail) },
];

/**
 * The log with the list's filters as CSV, newest first. Refused above AUDIT_CSV_MAX_ROWS (a partial log
 * must not pass for a whole one). The download is recorded first, and the file holds what was there
 * before that record (a snapshot: events added while it streams are not in it).
 */
export async function auditCsv(db: Db, access: Access, query: AuditFilters): Promise<CsvDownload<AuditCsvRow>> {
  const scope = scopeOf(access, query);
  const total = await countAuditEvents(db, scope);
  if (total > AUDIT_CSV_MAX_ROWS) throw new AppError('audit.csv_too_many', { params: { max: AUDIT_CSV_MAX_ROWS } });
  const company = access.row.company;
  const marker = await recordAudit(db, access, {
    action: 'audit.csv_exported',
    subject: { type: 'company', id: company.id, label: company.name },
    detail: { rows: total, ...(query.from || query.to ? { period: { from: query.from ?? null, to: query.to ?? null } } : {}) },
  });
  let sent = 0;
  const batches = keysetBatches<AuditCsvRow>(CSV_BATCH_SIZE, async (after, size) => {
    // The cap holds even if events were added between the count and the file (at most the max leave).
    const rows = await auditCsvBatch(db, scope, after ?? marker, Math.min(size, AUDIT_CSV_MAX_ROWS - sent));
    sent += rows.length;
    return rows;
  });
  return {
    filename: auditCsvFilename(query, koreanDay(new Date()).replaceAll('-', '')),
    rowCount: total,
    columns: CSV_COLUMNS,
    batches,
  };
}
