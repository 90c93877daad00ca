import { postingFieldsSchema, postingIssues, type PostingFields } from '@partners/contract';
import type { TFunction } from '../../../i18n';

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
  const errors: FieldErrors = {};
  const add = (path: PropertyKey[], text: string) => {
    const key = path.map(String).join('.');
    if (!(key in errors)) errors[key] = text;
  };
  const parsed = postingFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const numeric = (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number';
      if (numeric) add(issue.path, t('recruitment.form.errors.out_of_range'));
      else if (issue.code === 'too_small' && issue.origin === 'string') add(issue.path, message(t, 'required'));
      else if (issue.code === 'too_big') add(issue.path, message(t, 'too_long', Number(issue.maximum)));
      else add(issue.path, message(t, 'invalid'));
    }
  }
  // The cross-field and review rules read the values as they are, so every missing field shows at once.
  for (const issue of postingIssues(parsed.success ? parsed.data : values, saveAs, now)) add(issue.path, message(t, issue.message));
  return errors;
}

/** A server 400's `field` (`body.posting.title`) as the form's field path (`title`). */
export function formFieldOf(field: string | undefined): string | null {
  if (!field) return null;
  const match = /^(?:body\.)?posting\.(.+)$/.exec(field);
  return match?.[1] ?? null;
}
