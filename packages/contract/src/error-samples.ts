import type { ErrorParams, ParamErrorCode } from './errors.js';

/**
 * One sample of params per error code whose message takes them, for the catalogue tests of every
 * language (the contract's Korean, the web's English). The type makes a new such code add its sample.
 */
export const SAMPLE_ERROR_PARAMS: { [C in ParamErrorCode]: ErrorParams<C> } = {
  'proposal.daily_limit': { limit: 1200 },
  'applicant.contact_daily_limit': { limit: 200 },
  'auth.slow_down': { seconds: 8 },
  'auth.account_locked': { minutes: 15 },
  'job_posting.has_applicants': { count: 12 },
  'upload.type_not_allowed': { allowed: 'JPG, PNG, WEBP' },
  'upload.too_large': { max_mb: 10 },
  'upload.too_small': { width: 960, height: 300 },
  'step_up.code_wrong': { tries_left: 3 },
  'step_up.code_expired': { tries_left: 2 },
  'step_up.code_used': { tries_left: 1 },
  'step_up.locked': { minutes: 10 },
  'step_up.resend_too_soon': { seconds: 25 },
  'settings.password_attempts': { minutes: 10 },
  'settings.password_too_short': { min: 8 },
  'settings.password_too_long': { max: 64 },
  'audit.csv_too_many': { max: 50_000 },
  // ---- score statistics (issue 21)
  'scores.period_too_long': { max_months: 60 },
  'visitors.period_before_data': { start: '2022.08' },
};
