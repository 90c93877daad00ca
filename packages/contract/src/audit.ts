/**
 * The audit log (decisions 0017 and 0023): who did what to whose data, and when. Areas record with
 * `recordAudit` from the audit module, in the transaction of the change; only a company's admins read it,
 * at /partners/operator_managements/audit_log (reached from the operators page).
 */

/**
 * Every action, by the group the log's filter offers (개인정보 열람, 운영자, 결제, 로그인·계정): an action is
 * in exactly one group, and AUDIT_ACTIONS is their union.
 */
export const AUDIT_ACTION_GROUPS = {
  // personal data opened (recruitment and talent pool), and the audit log's own download: it names
  // operators and whose data they opened
  privacy: ['applicant.resume_viewed', 'applicant.csv_exported', 'talent.profile_viewed', 'talent.contact_revealed', 'audit.csv_exported'],
  // sign-in and the operator's own account
  account: [
    'auth.signed_in',
    'settings.password_changed',
    'settings.sessions_signed_out',
    'settings.marketing_consent_changed',
    'step_up.verified',
    'step_up.locked',
  ],
  operators: [
    'operator.invited',
    'operator.invitation_revoked',
    'operator.invitation_accepted',
    'operator.approved',
    'operator.role_changed',
    'operator.removed',
  ],
  payment: ['payment.paid', 'payment.cancelled', 'plan.change_requested'],
} as const;
export const AUDIT_ACTIONS = [
  ...AUDIT_ACTION_GROUPS.privacy,
  ...AUDIT_ACTION_GROUPS.account,
  ...AUDIT_ACTION_GROUPS.operators,
  ...AUDIT_ACTION_GROUPS.payment,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
export const AUDIT_ACTION_GROUP_KEYS = Object.keys(AUDIT_ACTION_GROUPS) as [AuditActionGroup, ...AuditActionGroup[]];

/**
 * What an event is about: its subject's kind (the subject's id is of that kind's table). `company` is the
 * audit log's own download (the company's log as a whole).
 */
export const AUDIT_SUBJECT_TYPES = [
  'applicant',
  'job_seeker',
  'job_posting',
  'user',
  'invitation',
  'payment',
  'plan_change_request',
  'company',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** The group `action` belongs to. */
export function auditActionGroup(action: AuditAction): AuditActionGroup {
  const group = AUDIT_ACTION_GROUP_KEYS.find((key) => (AUDIT_ACTION_GROUPS[key] as readonly AuditAction[]).includes(action));
  if (!group) throw new Error(`audit action ${action} is in no group`);
  return group;
}

/** The channels a one-time password goes out by (the step-up events' detail). */
export const AUDIT_STEP_UP_CHANNELS = ['sms', 'email'] as const;

export const AUDIT_PAGE_SIZE = 30;

/**
 * The most events one download carries. Above it the server refuses (`audit.csv_too_many`) rather than
 * cut the file short: an auditor must not take a partial log for the whole one. The page says so before
 * the click (it knows the total) and asks for a shorter period.
 */
export const AUDIT_CSV_MAX_ROWS = 50_000;
