import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIssue, type PasswordIssue } from '@partners/contract';
import { AppError } from './errors.js';

/** Argon2id with OWASP's minimum (19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the user is unknown keeps sign-in timing the same either way. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/** The refusal of a new password that breaks the contract's rule (`passwordIssue`), on the request's `field`. */
export function passwordIssueError(issue: PasswordIssue, field: string): AppError {
  switch (issue) {
    case 'too_short':
      return new AppError('settings.password_too_short', { field, params: { min: PASSWORD_MIN_LENGTH } });
    case 'too_long':
      return new AppError('settings.password_too_long', { field, params: { max: PASSWORD_MAX_LENGTH } });
    case 'weak':
      return new AppError('settings.password_weak', { field });
    case 'contains_email':
      return new AppError('settings.password_contains_email', { field });
  }
}

/** Throws when a new password for the account `email` breaks the rule (settings, invitations: one rule). */
export function requireGoodPassword(password: string, email: string, field: string): void {
  const issue = passwordIssue(password, email);
  if (issue) throw passwordIssueError(issue, field);
}
