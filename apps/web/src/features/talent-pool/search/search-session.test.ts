import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '@partners/contract';
import { rememberOpenedResult, rememberShownResults, representativeIds } from './search-session';

const KEY = 'talent_search_rep_ids';
const enc = (i: number) => `Seeker${String(i).padStart(6, '0')}`;

afterEach(() => window.sessionStorage.clear());

describe('the representative ids (spec §3 rep_s_ids / rep_c_ids, decision 0033)', () => {
  it('start empty, take the page shown, then the profiles opened from it once each, in the order opened', () => {
    expect(representativeIds()).toEqual({ rep_s_ids: [], rep_c_ids: [] });
    rememberShownResults([enc(1), enc(2), enc(3)]);
    rememberOpenedResult(enc(3));
    rememberOpenedResult(enc(1));
    rememberOpenedResult(enc(3));
    expect(representativeIds()).toEqual({ rep_s_ids: [enc(1), enc(2), enc(3)], rep_c_ids: [enc(3), enc(1)] });
  });

  it('a profile not on the page shown (opened from a link) is not a click of it', () => {
    rememberShownResults([enc(1)]);
    rememberOpenedResult(enc(9));
    expect(representativeIds().rep_c_ids).toEqual([]);
  });

  it('the same page shown again (back from a profile) keeps its opened ones; another page starts over', () => {
    rememberShownResults([enc(1), enc(2)]);
    rememberOpenedResult(enc(2));
    rememberShownResults([enc(1), enc(2)]);
    expect(representativeIds().rep_c_ids).toEqual([enc(2)]);
    rememberShownResults([enc(3), enc(4)]);
    expect(representativeIds()).toEqual({ rep_s_ids: [enc(3), enc(4)], rep_c_ids: [] });
  });

  it('keeps at most a page of results', () => {
    rememberShownResults(Array.from({ length: SEARCH_PAGE_SIZE + 5 }, (_, i) => enc(i)));
    expect(representativeIds().rep_s_ids).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it.each([
    ['not JSON', '{'],
    ['not encs', JSON.stringify({ rep_s_ids: ['<script>'], rep_c_ids: [] })],
    ['a missing list', JSON.stringify({ rep_s_ids: [enc(1)] })],
    ['too many', JSON.stringify({ rep_s_ids: Array.from({ length: SEARCH_PAGE_SIZE + 1 }, (_, i) => enc(i)), rep_c_ids: [] })],
    ['too long', 'x'.repeat(100_000)],
  ])('tampered storage (%s) reads as none', (_, stored) => {
    window.sessionStorage.setItem(KEY, stored);
    expect(representativeIds()).toEqual({ rep_s_ids: [], rep_c_ids: [] });
  });
});
