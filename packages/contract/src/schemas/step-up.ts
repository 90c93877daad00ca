import { z } from 'zod';
import { STEP_UP, STEP_UP_CHANNELS } from '../step-up.js';
import { ok } from './common.js';

const channel = z.enum(STEP_UP_CHANNELS);

/** A code as typed: exactly the code's digits (anything else is bad input, not a try). */
export const stepUpCodeSchema = z.string().trim().length(STEP_UP.codeLength, { abort: true }).regex(/^\d+$/, 'code');

/** The code this session is waiting for: where it went (masked), until when it works, when another may be sent. */
export const stepUpChallengeSchema = z.object({
  channel,
  destination: z.string(),
  expires_at: z.string(),
  resend_available_at: z.string(),
});

export const stepUpStatusSchema = z.object({
  /** Sensitive actions pass until then for this session; null when not verified (or expired). */
  verified_until: z.string().nullable(),
  /** No code is sent or checked until then after too many wrong tries. */
  locked_until: z.string().nullable(),
  tries_left: z.number().int().min(0),
  /** The code sent to this session that still works, if any. */
  challenge: stepUpChallengeSchema.nullable(),
  /** Where a code can go: the phone (010-****-5678) and the e-mail (ad***@demo.test), masked. */
  channels: z.array(z.object({ channel, destination: z.string().nullable(), available: z.boolean() })),
});
export type StepUpStatus = z.infer<typeof stepUpStatusSchema>;

/** status, send and verify all answer the step-up's state after the call. */
export const stepUpStatusResponse = ok(stepUpStatusSchema);
export const stepUpSendBody = z.object({ channel });
export const stepUpVerifyBody = z.object({ code: stepUpCodeSchema });
