import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@partners/contract';
import { enErrors } from './en-errors';
import { englishErrorMessage, loadCatalogue } from './index';
import { SAMPLE_ERROR_PARAMS as SAMPLE_PARAMS } from '@partners/contract/error-samples';

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
