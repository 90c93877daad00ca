import { describe, expect, it } from 'vitest';
import { checkKeyword } from './keywords';

describe('keyword rules (spec §5)', () => {
  it('a keyword is trimmed', () => {
    expect(checkKeyword('  react  ', [])).toEqual({ ok: true, keyword: 'react' });
  });

  it('whitespace only is refused', () => {
    expect(checkKeyword('   ', [])).toEqual({ ok: false, error: 'empty' });
  });

  it('more than 30 characters is refused', () => {
    expect(checkKeyword('가'.repeat(30), []).ok).toBe(true);
    expect(checkKeyword('가'.repeat(31), [])).toEqual({ ok: false, error: 'too_long' });
  });

  it('a comma is refused because the request joins keywords with commas', () => {
    expect(checkKeyword('react,vue', [])).toEqual({ ok: false, error: 'comma' });
  });

  it('at most 10 keywords, without repeats', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `k${i}`);
    expect(checkKeyword('k10', ten)).toEqual({ ok: false, error: 'too_many' });
    expect(checkKeyword('REACT', ['react'])).toEqual({ ok: false, error: 'duplicate' });
  });
});
