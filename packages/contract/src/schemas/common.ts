import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../constants.js';
import { SEEKER_ENC_MAX, SEEKER_ENC_PATTERN } from '../talent.js';

/** Trimmed text that must be non-empty and at most `max` characters (spec §5). */
export function boundedText(max: number) {
  return z.string().trim().min(1).max(max);
}

/** An e-mail address as typed: trimmed, at most EMAIL_MAX characters, then EMAIL_PATTERN (constants.ts). The length check aborts, so no pattern ever runs on a longer string (zod 4 runs the later checks after a failed one otherwise). */
export const emailSchema = z.string().trim().max(EMAIL_MAX, { abort: true }).regex(EMAIL_PATTERN, 'email');

/** Korean phone numbers: digits with optional hyphens, 9–11 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, 'phone');

export const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

export const pageInfoSchema = z.object({
  page: z.number().int(),
  per: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The `{ code: 200, data }` envelope of the console's calls. */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data });
}

/**
 * A job seeker is always named by the talent pool's opaque `enc` (never the sequential id); the spec's
 * `user_id` of a candidate carries it. The length is checked before the pattern runs.
 */
export const seekerEnc = z.string().max(SEEKER_ENC_MAX, { abort: true }).regex(SEEKER_ENC_PATTERN, 'enc');

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The CSV calls answer `text/csv` (UTF-8 with a BOM, Korean headers), streamed. */
export const csvResponse = z.string();
