import { prefetchQuietly, type PagePrefetch } from '../../../lib/prefetch';
import { readUrlState } from '../../../lib/url-state';
import { postingListOptions, postingOccupationsOptions, postingStatisticsOptions, postingSummaryOptions } from '../api/postings';
import { POSTINGS_URL_OPTIONS, postingsUrlSchema } from './url-state';

/** /partners/job_management's first calls: the left menu's summary, the list, its occupations, then its statistics. */
export const prefetchPostingsPage: PagePrefetch = (queryClient, url) => {
  const query = readUrlState(postingsUrlSchema, url.searchParams, POSTINGS_URL_OPTIONS);
  void prefetchQuietly(queryClient, postingSummaryOptions());
  void prefetchQuietly(queryClient, postingOccupationsOptions(query.status));
  void prefetchQuietly(queryClient, postingListOptions(query)).then((list) => {
    const ids = list?.data.postings.map((posting) => posting.id) ?? [];
    if (ids.length > 0) void prefetchQuietly(queryClient, postingStatisticsOptions(ids));
  });
};
