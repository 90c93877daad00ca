/**
 * One-time-password step-up (spec §2 certify_otp; decision 0020): before a sensitive action the operator
 * confirms a code sent by text message or e-mail. The numbers are the issue's; the server enforces them
 * and the page counts down and words them from this one table.
 */
export const STEP_UP_CHANNELS = ['sms', 'email'] as const;
export type StepUpChannel = (typeof STEP_UP_CHANNELS)[number];

export const STEP_UP = {
  /** Digits of a code. */
  codeLength: 6,
  /** A code works this long after it was sent. */
  codeTtlSeconds: 180,
  /** Wrong, expired or replayed codes a user may enter before the lockout (counted across codes). */
  maxTries: 5,
  /** How long a lockout lasts. */
  lockoutSeconds: 600,
  /** How long a verified step-up lets this session's sensitive actions through. */
  lifetimeSeconds: 1800,
  /** The wait before another code can be sent. */
  resendCooldownSeconds: 30,
} as const;
