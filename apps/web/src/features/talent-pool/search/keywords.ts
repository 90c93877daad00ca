import { KEYWORD_MAX_COUNT, KEYWORD_MAX_LENGTH } from '@partners/contract';

export type KeywordError = 'empty' | 'too_long' | 'comma' | 'too_many' | 'duplicate';
export type KeywordCheck = { ok: true; keyword: string } | { ok: false; error: KeywordError };

/**
 * A keyword typed into a tag input (spec §5): trimmed, non-empty, at most 30 characters, no commas
 * (the request joins keywords with commas), at most 10 per list, no repeats.
 */
export function checkKeyword(raw: string, existing: readonly string[]): KeywordCheck {
  const keyword = raw.trim();
  if (keyword.length === 0) return { ok: false, error: 'empty' };
  if (keyword.includes(',')) return { ok: false, error: 'comma' };
  if (keyword.length > KEYWORD_MAX_LENGTH) return { ok: false, error: 'too_long' };
  if (existing.some((word) => word.toLowerCase() === keyword.toLowerCase())) return { ok: false, error: 'duplicate' };
  if (existing.length >= KEYWORD_MAX_COUNT) return { ok: false, error: 'too_many' };
  return { ok: true, keyword };
}
