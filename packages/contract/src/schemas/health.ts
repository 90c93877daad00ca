import { z } from 'zod';
import { ok } from './common.js';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * What the web reports when it fails on its own (a render error, a script of the build it could not load):
 * the server logs it, since nothing else would tell anyone. Short fields, cut by the web to fit.
 */
export const CLIENT_ERROR_KINDS = ['render', 'chunk'] as const;
export const clientErrorBody = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(500),
  /** The browser's stack trace, shortened. */
  stack: z.string().max(4_000).optional(),
  /** The page's path (no query: it may carry search terms). */
  path: z.string().max(500),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
export const clientErrorResponse = ok(z.object({ recorded: z.literal(true) }));
