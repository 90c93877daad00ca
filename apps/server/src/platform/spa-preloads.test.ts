import { describe, expect, it } from 'vitest';
import { areaPreloadLinks, dataPreloadLinks, type AreaPreload } from './spa-preloads.js';

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

describe('data preload links', () => {
  const bar = '</b2b/notifications.json?noti_for=noti_bar&per=5>; rel=preload; as=fetch; crossorigin=anonymous';

  it('preloads the notification bar on every console page, and the home its banner, welcome tasks and first event log page', () => {
    expect(dataPreloadLinks('/partners/job_management', false)).toEqual([bar]);
    expect(dataPreloadLinks('/partners/reputation_management', false)).toEqual([
      bar,
      '</api/v3/business_center/banner>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/v3/business_center/info/usage>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/v3/business_center/event_log?page=1&per=10>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });

  it("preloads none of a page's own calls when its address has a query (it may ask for something else)", () => {
    expect(dataPreloadLinks('/partners/reputation_management', true)).toEqual([bar]);
  });
});
