/**
 * The audit trail (decision 0017; the account area's audit log): who did what to whose data, and when.
 * Areas record with `recordAudit` from the audit module; only a company's admins read it.
 */
export const AUDIT_ACTIONS = [
  // personal data opened (recruitment and talent pool)
  'applicant.resume_viewed',
  'applicant.csv_exported',
  'talent.profile_viewed',
  'talent.contact_revealed',
  // sign-in and the operator's own account
  'auth.signed_in',
  'settings.password_changed',
  'settings.sessions_signed_out',
  'settings.marketing_consent_changed',
  'step_up.verified',
  'step_up.locked',
  // operators
  'operator.invited',
  'operator.invitation_revoked',
  'operator.invitation_accepted',
  'operator.approved',
  'operator.role_changed',
  'operator.removed',
  // payment
  'payment.paid',
  'payment.cancelled',
  'plan.change_requested',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an event is about: its subject's kind (the subject's id is of that kind's table). */
export const AUDIT_SUBJECT_TYPES = ['applicant', 'job_seeker', 'job_posting', 'user', 'invitation', 'payment', 'plan_change_request'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_PAGE_SIZE = 30;
