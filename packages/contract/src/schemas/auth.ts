import { z } from 'zod';
import { emailSchema, ok } from './common.js';

export const csrfResponse = z.object({ token: z.string() });

export const signInBody = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  redirect_url: z.string().max(2000).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const signInResponse = ok(z.object({ redirect_url: z.string() }));

export const signOutResponse = z.object({ status: z.literal('success') });

/** Only same-site console paths are followed after sign-in; anything else goes to the root. */
export function safeRedirectPath(candidate: string | undefined, fallback: string): string {
  if (!candidate) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}
