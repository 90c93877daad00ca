import { describe, expect, it } from 'vitest';
import { pageInfo } from './paging.js';

describe('pageInfo', () => {
  it('counts a partly filled last page as a page', () => {
    expect(pageInfo(2, 20, 41)).toEqual({ page: 2, per: 20, total: 41, total_pages: 3 });
  });

  it('gives an exact multiple no extra page', () => {
    expect(pageInfo(1, 20, 40).total_pages).toBe(2);
  });

  it('gives an empty list one page', () => {
    expect(pageInfo(1, 20, 0)).toEqual({ page: 1, per: 20, total: 0, total_pages: 1 });
  });
});
