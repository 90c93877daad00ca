/**
 * Settings (spec §2 /marketing_managements, labelled 설정): which events reach an operator by which
 * channel, marketing consent, the password rules, and the signed-in sessions. Shared by server and web
 * (decision 0022).
 */

/** What an operator can be told about. `analysis_ready` is the salary analysis' report (issue 20). */
export const NOTIFICATION_EVENTS = ['new_applicant', 'proposal_answered', 'new_review', 'analysis_ready'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** How: e-mail, or the messaging app (알림톡). */
export const NOTIFICATION_CHANNELS = ['email', 'messenger'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a preference is when the operator never set it (no row): e-mail on for every event, the messaging
 * app off until the operator turns it on (it is opt-in, and no operator messaging channel is connected yet).
 */
export const NOTIFICATION_DEFAULTS: Readonly<Record<NotificationChannel, Readonly<Record<NotificationEvent, boolean>>>> = {
  email: { new_applicant: true, proposal_answered: true, new_review: true, analysis_ready: true },
  messenger: { new_applicant: false, proposal_answered: false, new_review: false, analysis_ready: false },
};

export function defaultPreference(event: NotificationEvent, channel: NotificationChannel): boolean {
  return NOTIFICATION_DEFAULTS[channel][event];
}

/**
 * Passwords follow the Korean guideline (KISA): at least two kinds of letters, digits and symbols in 10
 * characters or more, or all three kinds in 8 or more. Never the e-mail's id inside, never over 64.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TWO_KINDS_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;
/** An e-mail id shorter than this is not looked for inside the password (too many false alarms). */
const EMAIL_ID_MIN_LENGTH = 3;

export const PASSWORD_ISSUES = ['too_short', 'too_long', 'weak', 'contains_email'] as const;
export type PasswordIssue = (typeof PASSWORD_ISSUES)[number];

/** The kinds of character in a password: letters, digits, and anything else (symbols, spaces). */
export function passwordKinds(password: string): number {
  const letters = /\p{L}/u.test(password);
  const digits = /\p{Nd}/u.test(password);
  const others = /[^\p{L}\p{Nd}]/u.test(password);
  return [letters, digits, others].filter(Boolean).length;
}

/** The first rule a new password breaks, or null when it is good; the server and the form both ask here. */
export function passwordIssue(password: string, email: string): PasswordIssue | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const kinds = passwordKinds(password);
  if (kinds < 2 || (kinds === 2 && length < PASSWORD_TWO_KINDS_MIN_LENGTH)) return 'weak';
  const id = email.split('@')[0]?.toLowerCase() ?? '';
  if (id.length >= EMAIL_ID_MIN_LENGTH && password.toLowerCase().includes(id)) return 'contains_email';
  return null;
}

/** How a signed-in session's device is shown (from its browser's user agent). */
export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

/** A session's id as the client sees it: an HMAC of the stored hash, base64url (never the hash itself). */
export const SESSION_REF_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The sessions list shows at most this many (newest activity first; the current one always). */
export const SESSIONS_SHOWN_MAX = 50;
