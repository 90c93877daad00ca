import { describe, expect, it } from 'vitest';
import { CACHE_TIERS, createQueryClient, retryDelay } from './query-client';

describe('query client (spec §9 data-fetch defaults and cache timings)', () => {
  it('names the two cache tiers: 6 s short, 5 minutes medium', () => {
    expect(CACHE_TIERS).toEqual({ short: 6_000, medium: 300_000 });
  });

  it('caches every query for the medium tier unless it says otherwise', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(CACHE_TIERS.medium);
    expect(queries?.gcTime).toBe(CACHE_TIERS.medium);
  });

  it('retries after 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
