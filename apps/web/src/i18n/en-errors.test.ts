import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorParams, type ParamErrorCode } from '@partners/contract';
import { enErrors } from './en-errors';
import { englishErrorMessage, loadCatalogue } from './index';

/** One sample per code whose message takes params; the type makes a new such code add its sample. */
const SAMPLE_PARAMS: { [C in ParamErrorCode]: ErrorParams<C> } = {
  'proposal.daily_limit': { limit: 1200 },
  'job_posting.has_applicants': { count: 12 },
  'upload.type_not_allowed': { allowed: 'JPG, PNG, WEBP' },
  'upload.too_large': { max_mb: 10 },
  'upload.too_small': { width: 960, height: 300 },
  'step_up.code_wrong': { tries_left: 3 },
  'step_up.code_expired': { tries_left: 2 },
  'step_up.code_used': { tries_left: 1 },
  'step_up.locked': { minutes: 10 },
  'step_up.resend_too_soon': { seconds: 25 },
  'settings.password_attempts': { minutes: 10 },
  'settings.password_too_short': { min: 8 },
  'settings.password_too_long': { max: 64 },
  'audit.csv_too_many': { max: 50_000 },
};
const sampleOf = (code: string): Record<string, string | number> => (SAMPLE_PARAMS as Record<string, Record<string, string | number>>)[code] ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('English error catalogue', () => {
  beforeAll(() => loadCatalogue('en'));

  it('has an English text, without Hangul, for every code of the contract', () => {
    const missing = ERROR_CODES.filter((code) => !enErrors[code]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(enErrors).sort()).toEqual([...ERROR_CODES].sort());
    expect(ERROR_CODES.filter((code) => /[\uac00-\ud7a3]/.test(enErrors[code]))).toEqual([]);
  });

  it("uses exactly the code's params as placeholders", () => {
    const differing = ERROR_CODES.filter((code) => placeholders(enErrors[code]).join() !== Object.keys(sampleOf(code)).sort().join());
    expect(differing).toEqual([]);
  });

  it('interpolates params, numbers with thousands separators', () => {
    expect(englishErrorMessage('proposal.daily_limit', { limit: 1200 })).toBe(
      'You have used all 1,200 position proposals for today. Please try again tomorrow',
    );
    for (const code of ERROR_CODES) {
      const text = englishErrorMessage(code, sampleOf(code));
      expect(text, code).toBeDefined();
      expect(text, code).not.toMatch(/\{\w+\}/);
    }
  });

  it('knows nothing of a code it was not built with', () => {
    expect(englishErrorMessage('proposal.from_the_future')).toBeUndefined();
    expect(englishErrorMessage('toString')).toBeUndefined();
  });
});
