import { preload } from 'react-dom';
import { matchPath } from 'react-router';
import { PAGES, POOL_BY_TAB, isTalentTab } from '@partners/contract';
import { prefetchQuietly, type PagePrefetch } from '../../../lib/prefetch';
import { privacyAgreementOptions, privacyAgreementTextOptions } from '../api/privacy-agreement';
import { savedSearchDisplayOptions, savedSearchesOptions } from '../api/saved-searches';
import { searchMetaInfoOptions, talentContextOptions, talentSearchOptions } from '../api/search';
import { readSearchPage, readSearchState, searchRequest } from './search-state';
import { searchSessionId } from './search-session';

/**
 * /partners/job_seekers/search/:tab/:page's first calls. The privacy agreement first: the talent pool's gate
 * renders nothing before it, and the server refuses the search without it, so the rest waits for a yes (a
 * no: the text the gate's agreement modal shows instead). Then the search (with the tab's session id, as
 * the page sends it), the filters' meta info, the pool's context and the saved-search display switch, and
 * the chips' first page of saved searches when the switch is on; the search's banner image (the page's largest
 * paint) as soon as the search names it. A tab or page the page redirects fetches
 * only the agreement (the redirect stays on this route, whose loader does not run again).
 */
export const prefetchTalentSearchPage: PagePrefetch = (queryClient, url) => {
  const params = matchPath(PAGES.talentSearch.path, url.pathname)?.params;
  const tab = params?.tab;
  const page = readSearchPage(params?.page);
  void prefetchQuietly(queryClient, privacyAgreementOptions()).then((agreement) => {
    if (!agreement) return;
    if (!agreement.data.privacy_agreement.value) {
      void prefetchQuietly(queryClient, privacyAgreementTextOptions());
      return;
    }
    if (!isTalentTab(tab) || page === null) return;
    void prefetchQuietly(queryClient, talentSearchOptions(searchRequest(readSearchState(url.searchParams), tab, page, searchSessionId()))).then(
      (search) => {
        // The banner's image is the page's largest paint: fetched as soon as the search names it.
        const banner = search?.data.banner;
        if (banner?.visible && banner.img_url) preload(banner.img_url, { as: 'image', fetchPriority: 'high' });
      },
    );
    void prefetchQuietly(queryClient, searchMetaInfoOptions());
    void prefetchQuietly(queryClient, talentContextOptions(POOL_BY_TAB[tab]));
    void prefetchQuietly(queryClient, savedSearchDisplayOptions()).then((display) => {
      if (display?.data.display === true) void prefetchQuietly(queryClient, savedSearchesOptions(1));
    });
  });
};
