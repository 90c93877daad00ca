import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { STEP_UP, type StepUpChannel, type StepUpStatus } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { enqueue } from '../../platform/jobs.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { maskEmail, maskPhone } from '../../platform/masking.js';
import type { Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { stepUpMail } from './step-up.copy.js';
import {
  expireOpenChallenges,
  insertChallenge,
  latestOfSession,
  latestOfUser,
  lockUser,
  markVerified,
  sessionStepUp,
  setAttempts,
  setLock,
  setSessionStepUp,
  type ChallengeRow,
} from './step-up.repo.js';

/**
 * One-time-password step-up (decision 0020). A code is 6 random digits, kept only as an HMAC under the
 * server secret bound to the session that asked for it; a new code ends the session's earlier ones. The
 * user's wrong, expired and replayed codes are counted on their newest challenge (a new code carries the
 * count over), under the user's row lock so that parallel guesses queue; the 5th locks the user out.
 */

export const STEP_UP_SMS_JOB = 'step_up.send_sms';
/** The job that texts a code: the challenge, and the code itself (only the job and the message ever hold it). */
export type StepUpSmsPayload = { challengeId: number; code: string };

/** The delivery key of a code's message (mail or text): one per challenge, whatever the retries. */
export function stepUpDeliveryKey(challengeId: number): string {
  return `step-up-${challengeId}`;
}

export type StepUpDeps = {
  db: Db;
  /** The server's secret (SESSION_SECRET): the key of the codes' HMAC. */
  secret: string;
  /** Called after a code's delivery job is committed (wakes the in-process worker). */
  onQueued?: () => void;
};

const SECOND = 1_000;

function later(from: Date, seconds: number): Date {
  return new Date(from.getTime() + seconds * SECOND);
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** STEP_UP.codeLength)).padStart(STEP_UP.codeLength, '0');
}

export function codeHash(secret: string, sessionHash: string, code: string): string {
  return createHmac('sha256', secret).update(`${sessionHash}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function isOpen(challenge: ChallengeRow, now: Date): boolean {
  return challenge.verifiedAt === null && challenge.expiresAt.getTime() > now.getTime();
}

function channelOf(challenge: ChallengeRow): StepUpChannel {
  return challenge.channel === 'sms' ? 'sms' : 'email';
}

function destination(access: Access, channel: StepUpChannel): string | null {
  const { phone, email } = access.row.user;
  if (channel === 'sms') return phone ? maskPhone(phone) : null;
  return maskEmail(email);
}

/** Whole minutes until `until`, at least one (the lockout message). */
function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/**
 * Within the user's row lock: the lockout as it stands, and the count of tries used. A lockout that is
 * over is cleared here and the count starts again.
 */
async function standing(tx: Db, userId: number, now: Date) {
  const user = await lockUser(tx, userId);
  const head = await latestOfUser(tx, userId);
  const lockedUntil = user?.otpLockedUntil ?? null;
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) return { lockedUntil, head, used: head?.attempts ?? 0 };
  if (lockedUntil) {
    await setLock(tx, userId, null);
    if (head) await setAttempts(tx, head.id, 0);
    return { lockedUntil: null, head, used: 0 };
  }
  return { lockedUntil: null, head, used: head?.attempts ?? 0 };
}

/** The step-up as this session's page shows it. */
export async function stepUpStatus(deps: StepUpDeps, access: Access): Promise<StepUpStatus> {
  const now = new Date();
  const { sessionHash, userId } = access.actor;
  const [stored, head, challenge] = await Promise.all([
    sessionStepUp(deps.db, sessionHash),
    latestOfUser(deps.db, userId),
    latestOfSession(deps.db, sessionHash),
  ]);
  const stepUpUntil = stored?.stepUpUntil ?? null;
  const lockedUntil = stored?.otpLockedUntil ?? null;
  const locked = lockedUntil !== null && lockedUntil.getTime() > now.getTime();
  // A lockout that is over has reset the count, even before the next send or verify clears it.
  const used = lockedUntil !== null && !locked ? 0 : (head?.attempts ?? 0);
  const open = challenge && isOpen(challenge, now) && !locked ? challenge : null;
  return {
    verified_until: stepUpUntil && stepUpUntil.getTime() > now.getTime() ? stepUpUntil.toISOString() : null,
    locked_until: locked ? lockedUntil.toISOString() : null,
    tries_left: locked ? 0 : Math.max(0, STEP_UP.maxTries - used),
    challenge: open
      ? {
          channel: channelOf(open),
          destination: destination(access, channelOf(open)) ?? '',
          expires_at: open.expiresAt.toISOString(),
          resend_available_at: later(head?.createdAt ?? open.createdAt, STEP_UP.resendCooldownSeconds).toISOString(),
        }
      : null,
    channels: (['sms', 'email'] as const).map((channel) => {
      const where = destination(access, channel);
      return { channel, destination: where, available: where !== null };
    }),
  };
}

/**
 * Sends a new code to the operator's phone or e-mail. Refused while locked out, without a phone for a
 * text message, and within the resend cooldown of the user's previous code.
 */
export async function sendStepUpCode(deps: StepUpDeps, access: Access, channel: StepUpChannel): Promise<StepUpStatus> {
  const now = new Date();
  const { sessionHash, userId } = access.actor;
  const { email, name, phone } = access.row.user;
  if (channel === 'sms' && !phone) throw new AppError('step_up.no_phone');
  const refusal = await deps.db.transaction(async (tx) => {
    const { lockedUntil, head, used } = await standing(tx, userId, now);
    if (lockedUntil) return new AppError('step_up.locked', { params: { minutes: minutesUntil(lockedUntil, now) } });
    const resendAt = head ? later(head.createdAt, STEP_UP.resendCooldownSeconds) : null;
    if (resendAt && resendAt.getTime() > now.getTime()) {
      return new AppError('step_up.resend_too_soon', { params: { seconds: Math.ceil((resendAt.getTime() - now.getTime()) / SECOND) } });
    }
    await expireOpenChallenges(tx, { sessionHash }, now);
    const code = generateCode();
    const challengeId = await insertChallenge(tx, {
      userId,
      sessionHash,
      channel,
      codeHash: codeHash(deps.secret, sessionHash, code),
      attempts: used,
      createdAt: now,
      expiresAt: later(now, STEP_UP.codeTtlSeconds),
    });
    if (channel === 'email') await enqueueMail(tx, { idempotencyKey: stepUpDeliveryKey(challengeId), to: email, ...stepUpMail(name, code) });
    else await enqueue(tx, STEP_UP_SMS_JOB, { challengeId, code } satisfies StepUpSmsPayload);
    return null;
  });
  if (refusal) throw refusal;
  deps.onQueued?.();
  return stepUpStatus(deps, access);
}

type Verdict =
  | { kind: 'verified' }
  | { kind: 'not_sent' }
  | { kind: 'locked'; until: Date }
  | { kind: 'step_up.code_wrong' | 'step_up.code_expired' | 'step_up.code_used'; triesLeft: number };

/**
 * Checks a code against this session's newest challenge. Right: the session may take sensitive actions
 * for 30 minutes, and the count starts again. Wrong, expired or already used: one try is counted (and
 * committed, though the call fails); the last try locks the user out for 10 minutes.
 */
export async function verifyStepUpCode(deps: StepUpDeps, access: Access, code: string): Promise<StepUpStatus> {
  const now = new Date();
  const { sessionHash, userId } = access.actor;
  const verdict = await deps.db.transaction(async (tx): Promise<Verdict> => {
    const { lockedUntil, head, used } = await standing(tx, userId, now);
    if (lockedUntil) return { kind: 'locked', until: lockedUntil };
    const challenge = await latestOfSession(tx, sessionHash);
    if (!challenge || !head) return { kind: 'not_sent' };
    const failure =
      challenge.verifiedAt !== null
        ? 'step_up.code_used'
        : challenge.expiresAt.getTime() <= now.getTime()
          ? 'step_up.code_expired'
          : sameHash(challenge.codeHash, codeHash(deps.secret, sessionHash, code))
            ? null
            : 'step_up.code_wrong';
    const subject = { type: 'user' as const, id: userId, label: access.row.user.name };
    if (failure === null) {
      await markVerified(tx, challenge.id, now);
      await setAttempts(tx, head.id, 0);
      await setSessionStepUp(tx, sessionHash, later(now, STEP_UP.lifetimeSeconds));
      await recordAudit(tx, access, { action: 'step_up.verified', subject });
      return { kind: 'verified' };
    }
    const tries = used + 1;
    await setAttempts(tx, head.id, tries);
    if (tries < STEP_UP.maxTries) return { kind: failure, triesLeft: STEP_UP.maxTries - tries };
    const until = later(now, STEP_UP.lockoutSeconds);
    await setLock(tx, userId, until);
    await expireOpenChallenges(tx, { userId }, now);
    await recordAudit(tx, access, { action: 'step_up.locked', subject });
    return { kind: 'locked', until };
  });
  switch (verdict.kind) {
    case 'verified':
      return stepUpStatus(deps, access);
    case 'not_sent':
      throw new AppError('step_up.not_sent');
    case 'locked':
      throw new AppError('step_up.locked', { params: { minutes: minutesUntil(verdict.until, now) } });
    default:
      throw new AppError(verdict.kind, { params: { tries_left: verdict.triesLeft } });
  }
}
