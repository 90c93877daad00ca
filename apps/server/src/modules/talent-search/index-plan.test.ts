import { describe, expect, it } from 'vitest';
import { indexedGroups, keywordShare, NO_SHARES, type LexemeShares } from './index-plan.js';

const birthYears = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `b:${from + i}`);
// Shares as ANALYZE reports them at a million seekers (rounded).
const shares: LexemeShares = {
  shares: new Map<string, number>([
    ['g:female', 0.45],
    ['ji:active', 0.35],
    ['개발', 0.37],
    ['마케팅', 0.11],
    ['영업', 0.11],
    ['o2:11601', 0.1],
    ...birthYears(1985, 2000).map((b): [string, number] => [b, 0.05]),
  ]),
  floor: 0.002,
};

describe('keyword share', () => {
  it('takes the smallest share for AND, adds up for OR, the floor for rare words and all rows for a one-syllable prefix', () => {
    expect(keywordShare(['마케팅', '개발'], false, shares)).toBe(0.11);
    expect(keywordShare(['마케팅', '개발'], true, shares)).toBeCloseTo(0.48);
    expect(keywordShare(['Kubernetes'], false, shares)).toBe(0.002);
    expect(keywordShare(['사'], false, shares)).toBe(1);
  });
});

describe('indexed facet groups', () => {
  it('leaves a broad range to its column check when a keyword part is rarer than the range', () => {
    const groups = [birthYears(1988, 1997), ['g:female']];
    expect(indexedGroups(groups, keywordShare(['마케팅', '영업'], false, shares), shares)).toEqual([['g:female']]);
  });

  it('keeps a narrow range that is the most selective part', () => {
    const groups = [birthYears(1990, 1991), ['ji:active']];
    expect(indexedGroups(groups, keywordShare(['개발'], false, shares), shares)).toEqual(groups);
  });

  it('keeps a range when the rest of the search leaves more rows than the range has entries to walk', () => {
    const groups = [birthYears(1991, 2000), ['ji:active']];
    expect(indexedGroups(groups, keywordShare(['개발'], false, shares), shares)).toEqual(groups);
  });

  it('gives every group of a filter-only search to the index', () => {
    const groups = [birthYears(1988, 1997), ['o2:11601'], ['g:female']];
    expect(indexedGroups(groups, null, shares)).toEqual(groups);
  });

  it('gives every group to the index without statistics', () => {
    const groups = [birthYears(1991, 2000), ['ji:active']];
    expect(indexedGroups(groups, 0.11, NO_SHARES)).toEqual(groups);
  });
});
