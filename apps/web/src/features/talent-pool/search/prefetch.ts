import { preload } from 'react-dom';
import { matchPath } from 'react-router';
import { PAGES, POOL_BY_TAB, TALENT_POOL_BANNER, isTalentTab } from '@partners/contract';
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
 * the chips' first page of saved searches when the switch is on. The search's banner image, the page's largest
 * paint, from the start: the server answers with the contract's banner (`TALENT_POOL_BANNER`), and fetched
 * only once the search named it, it waited for two calls in a row (the agreement, then the search); a banner
 * the search names otherwise is fetched as soon as it does. A tab or page the page redirects fetches only the
 * agreement (the redirect stays on this route, whose loader does not run again).
 */
export const prefetchTalentSearchPage: PagePrefetch = (queryClient, url) => {
  const params = matchPath(PAGES.talentSearch.path, url.pathname)?.params;
  const tab = params?.tab;
  const page = readSearchPage(params?.page);
  const preloadBanner = (url: string) => preload(url, { as: 'image', fetchPriority: 'high' });
  if (isTalentTab(tab) && page !== null) preloadBanner(TALENT_POOL_BANNER.img_url);
  void prefetchQuietly(queryClient, privacyAgreementOptions()).then((agreement) => {
    if (!agreement) return;
    if (!agreement.data.privacy_agreement.value) {
      void prefetchQuietly(queryClient, privacyAgreementTextOptions());
      return;
    }
    if (!isTalentTab(tab) || page === null) return;
    void prefetchQuietly(queryClient, talentSearchOptions(searchRequest(readSearchState(url.searchParams), tab, page, searchSessionId()))).then(
      (search) => {
        const banner = search?.data.banner;
        // react-dom preloads a URL once: the contract's banner, named again, is not fetched twice.
        if (banner?.visible && banner.img_url) preloadBanner(banner.img_url);
      },
    );
    void prefetchQuietly(queryClient, searchMetaInfoOptions());
    void prefetchQuietly(queryClient, talentContextOptions(POOL_BY_TAB[tab]));
    void prefetchQuietly(queryClient, savedSearchDisplayOptions()).then((display) => {
      if (display?.data.display === true) void prefetchQuietly(queryClient, savedSearchesOptions(1));
    });
  });
};
