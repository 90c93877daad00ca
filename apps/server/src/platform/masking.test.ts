import { describe, expect, it } from 'vitest';
import { maskName } from './masking.js';

describe('maskName', () => {
  it('keeps the family name and hides every other letter', () => {
    expect(maskName('김서연')).toBe('김○○');
    expect(maskName('남궁민수')).toBe('남○○○');
  });

  it('hides something even in a one-letter name', () => {
    expect(maskName('김')).toBe('김○');
  });

  it('counts letters outside the Basic Multilingual Plane as one', () => {
    expect(maskName('𠀀가나')).toBe('𠀀○○');
  });
});
