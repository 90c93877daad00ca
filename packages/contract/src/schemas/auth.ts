import { z } from 'zod';
import { emailSchema, ok } from './common.js';
import { REDIRECT_URL_MAX } from '../redirect.js';

export const csrfResponse = z.object({ token: z.string() });

export const signInBody = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  redirect_url: z.string().max(REDIRECT_URL_MAX).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

/** The query of a page that sends the user back (sign-in, the terms, the step-up, the brand service). */
export const redirectQuery = z.object({ redirect_url: z.string().max(REDIRECT_URL_MAX).optional() });

export const signInResponse = ok(z.object({ redirect_url: z.string() }));

export const signOutResponse = z.object({ status: z.literal('success') });
