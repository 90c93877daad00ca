import { preload } from 'react-dom';
import { prefetchQuietly, type PagePrefetch } from '../../lib/prefetch';
import { bannerOptions, eventLogOptions, usageOptions } from './api';

/**
 * /partners/reputation_management's first calls: what a phone's first screen (412×823) renders at once, the
 * banner (its image is the page's largest paint), the event log's first page, and the usage items of the
 * welcome tasks (which the business status slot shares). The slots below that screen are left to the page:
 * it renders them, and makes their calls, when they come near the viewport or the browser is idle, so their
 * calls stay behind the first screen's rather than competing with them. The banner's image is fetched as soon
 * as its address is known, at high priority, rather than when the banner renders.
 */
export const prefetchHomePage: PagePrefetch = (queryClient) => {
  void prefetchQuietly(queryClient, bannerOptions()).then((banner) => {
    const image = banner?.data?.img_url;
    if (image) preload(image, { as: 'image', fetchPriority: 'high' });
  });
  void prefetchQuietly(queryClient, eventLogOptions(1));
  void prefetchQuietly(queryClient, usageOptions());
};
