/**
 * The kit's form helper: a form checks its values with the contract's body schema (the rules the server
 * applies, not a restatement of them), and a server refusal that names a field (`body.email`,
 * `body.posting.process_steps.2`) or whose code belongs to one lands under that field, focused.
 */
import type { z } from 'zod';
import { apiErrorMessage, isApiError } from './api';

type Issue = z.core.$ZodIssue;

/**
 * The schema's issues over `input`, one message per field (the first issue of a field wins), keyed by the
 * issue's path joined with dots (`process_steps.2`), or by its first segment only with `firstSegment`
 * (a list field shown as one input, e.g. tags); and the parsed value when there is none.
 */
export function schemaErrors<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messageOf: (issue: Issue, field: string) => string,
  { firstSegment = false } = {},
): { errors: Record<string, string>; data: z.output<S> | undefined } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(input);
  if (parsed.success) return { errors, data: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = (firstSegment ? issue.path.slice(0, 1) : issue.path).map(String).join('.');
    if (!(field in errors)) errors[field] = messageOf(issue, field);
  }
  return { errors, data: undefined };
}

/** How a form's fields appear in the server's errors. */
export type ServerFields<F extends string> = {
  /** The form's fields; a server field outside them is not the form's to show. `'any'`: every path under `prefix`. */
  fields: readonly F[] | 'any';
  /** What the server's field starts with before the form's path (default `body.`). */
  prefix?: string;
  /** Match on the path's first segment (`benefit_tags.2` → `benefit_tags`). */
  firstSegment?: boolean;
  /** Error codes that belong to a field without naming it (`invalid_credentials` → `password`). */
  codes?: Readonly<Record<string, F>>;
};

/** The form field a failed call belongs to, if any: its code's field, or the `field` it names (a 400's, a 409's) under the prefix. */
export function serverErrorField<F extends string>(error: unknown, map: ServerFields<F>): F | null {
  if (!isApiError(error)) return null;
  const byCode = error.code ? map.codes?.[error.code] : undefined;
  if (byCode) return byCode;
  const prefix = map.prefix ?? 'body.';
  if (!error.field?.startsWith(prefix)) return null;
  const path = error.field.slice(prefix.length);
  const name = map.firstSegment ? (path.split('.')[0] ?? '') : path;
  if (name === '') return null;
  if (map.fields === 'any') return name as F;
  return map.fields.find((field) => field === name) ?? null;
}

/**
 * Shows a failed call under its field and moves the focus there (the field's `data-path`, as Mantine's form
 * sets it); false when the error is not a field's, for the caller's general handling.
 */
export function showServerError<F extends string>(
  form: { setFieldError: (field: F, message: string) => void },
  error: unknown,
  map: ServerFields<F>,
): boolean {
  const field = serverErrorField(error, map);
  if (!field) return false;
  form.setFieldError(field, apiErrorMessage(error));
  document.querySelector<HTMLElement>(`[data-path="${CSS.escape(field)}"]`)?.focus();
  return true;
}
