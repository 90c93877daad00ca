import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTION_GROUP_KEYS, AUDIT_STEP_UP_CHANNELS, AUDIT_SUBJECT_TYPES } from '../audit.js';
import { BUSINESS_ROLES } from '../constants.js';
import { ok, pageInfoSchema, pageQuery } from './common.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `YYYY-MM-DD` that is a day of the calendar (2026-02-30 is not). */
function isCalendarDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
const koreanDayQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine(isCalendarDay, 'date');

// ---------------------------------------------------------------- what changed

const role = z.enum(BUSINESS_ROLES).nullable();

/**
 * What an event changed, for the reader: structured, so the web words it in the reader's language and
 * the CSV in Korean (decision 0023). Stored as JSON in `audit_events.detail`; every field is optional and
 * an action uses the ones that describe it.
 */
export const auditDetailSchema = z.object({
  /** operator.role_changed: the role before and after; invited, invitation_accepted, approved: the role given (`to`). null: no role. */
  role: z.object({ from: role.optional(), to: role }).optional(),
  /** operator.invited, operator.invitation_revoked: the address invited. */
  email: z.string().max(254).optional(),
  /** payment.*: the amount in won (VAT included) and the product as sold. */
  amount: z.number().int().optional(),
  product: z.string().max(100).optional(),
  /** plan.change_requested: the plan codes (spec §4) before and asked for. */
  plan: z.object({ from: z.string().max(40), to: z.string().max(40) }).optional(),
  /** settings.marketing_consent_changed: given (true) or withdrawn (false). */
  consent: z.boolean().optional(),
  /** settings.sessions_signed_out: how many sessions were ended. */
  sessions: z.number().int().nonnegative().optional(),
  /** step_up.*: how the one-time password went out. */
  channel: z.enum(AUDIT_STEP_UP_CHANNELS).optional(),
  /** *.csv_exported: the rows the file held. */
  rows: z.number().int().nonnegative().optional(),
  /** audit.csv_exported: the period asked for (Korean days; null: open). */
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }).optional(),
  /** auth.signed_in: the address and browser the sign-in came from. */
  ip: z.string().max(64).optional(),
  user_agent: z.string().max(512).optional(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

// ---------------------------------------------------------------- the log

/**
 * The log's filters (decision 0023): operator (a user id), a group of actions or one action (both: both
 * must hold), and a period of Korean days, both included.
 */
const auditFilters = {
  operator_id: id.optional(),
  group: z.enum(AUDIT_ACTION_GROUP_KEYS).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: koreanDayQuery.optional(),
  to: koreanDayQuery.optional(),
};
const periodInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

export const auditListQuery = z.object({ ...auditFilters, page: pageQuery }).refine(periodInOrder, { message: 'period', path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const auditCsvQuery = z.object(auditFilters).refine(periodInOrder, { message: 'period', path: ['to'] });
export type AuditCsvQuery = z.infer<typeof auditCsvQuery>;
export type AuditFilters = AuditCsvQuery;

export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** null once the operator's account is gone (the name and e-mail are then empty). */
  operator_id: z.number().int().nullable(),
  operator_name: z.string(),
  operator_email: z.string(),
  /** What the operator's screen showed of the subject: an applicant's or a job seeker's name (masked where the company has no right to the full name), a posting's title, an operator's name. */
  subject: z.string(),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES),
  subject_id: z.number().int(),
  detail: auditDetailSchema.nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditListResponse = ok(z.object({ events: z.array(auditEventSchema), page_info: pageInfoSchema }));
export type AuditList = z.infer<typeof auditListResponse>['data'];

/** The operator select: everyone who appears in the company's log (a removed operator too), by name. */
export const auditOperatorSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AuditOperator = z.infer<typeof auditOperatorSchema>;
export const auditFiltersResponse = ok(z.object({ operators: z.array(auditOperatorSchema) }));
