import { describe, expect, it } from 'vitest';
import { areaPreloadLinks, type AreaPreload } from './spa-preloads.js';

const PRELOADS: AreaPreload[] = [
  { paths: ['/partners/reputation_management'], files: ['/assets/home.routes-a1.js', '/assets/home-b2.css'] },
  { paths: ['/partners/job_seekers', '/partners/demo/candidate_inbox'], files: ['/assets/talent-pool.routes-c3.js'] },
];

describe('area preload links', () => {
  it("links the files of the page's area: scripts as module preloads, styles as CORS style preloads", () => {
    expect(areaPreloadLinks(PRELOADS, '/partners/reputation_management')).toEqual([
      '</assets/home.routes-a1.js>; rel=modulepreload',
      '</assets/home-b2.css>; rel=preload; as=style; crossorigin',
    ]);
    expect(areaPreloadLinks(PRELOADS, '/partners/job_seekers/search/index/1')).toEqual(['</assets/talent-pool.routes-c3.js>; rel=modulepreload']);
  });

  it('links nothing for a path outside the areas or one that only shares a prefix', () => {
    expect(areaPreloadLinks(PRELOADS, '/partners/notifications')).toEqual([]);
    expect(areaPreloadLinks(PRELOADS, '/partners/job_seekers_old')).toEqual([]);
  });
});
