import { postingFieldsSchema, postingIssues, type PostingFields } from '@partners/contract';
import type { TFunction } from '../../../i18n';
import { schemaErrors, type ServerFields } from '../../../lib/contract-form';

export type SaveAs = 'draft' | 'review';
export type FieldErrors = Record<string, string>;

const KNOWN = ['required', 'salary_min_above_max', 'deadline_past', 'experience_min_above_max'] as const;

function message(t: TFunction, code: string, maximum?: number): string {
  if ((KNOWN as readonly string[]).includes(code)) return t(`recruitment.form.errors.${code as (typeof KNOWN)[number]}`);
  if (code === 'too_long' && maximum !== undefined) return t('recruitment.form.errors.too_long', { max: maximum });
  return t('recruitment.form.errors.invalid');
}

/**
 * The contract's rules, client-side: the fields' schema (lengths, ranges) and the cross-field issues of
 * a save (`postingIssues`); each error keyed by its field (`title`, `process_steps.2`) as the form holds it.
 */
export function validatePosting(values: PostingFields, saveAs: SaveAs, t: TFunction, now = new Date()): FieldErrors {
  const { errors, data } = schemaErrors(postingFieldsSchema, values, (issue) => {
    const numeric = (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number';
    if (numeric) return t('recruitment.form.errors.out_of_range');
    if (issue.code === 'too_small' && issue.origin === 'string') return message(t, 'required');
    if (issue.code === 'too_big') return message(t, 'too_long', Number(issue.maximum));
    return message(t, 'invalid');
  });
  // The cross-field and review rules read the values as they are, so every missing field shows at once.
  for (const issue of postingIssues(data ?? values, saveAs, now)) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = message(t, issue.message);
  }
  return errors;
}

/** A server 400's `field` (`body.posting.process_steps.2`) is the form's path under `posting.`. */
export const POSTING_SERVER_FIELDS: ServerFields<string> = { fields: 'any', prefix: 'body.posting.' };
