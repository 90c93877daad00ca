import { prefetchQuietly, type PagePrefetch } from '../../../lib/prefetch';
import { readUrlState } from '../../../lib/url-state';
import { companyReviewsOptions, companyReviewSummaryOptions } from '../api/reviews';
import { companyListQuery, REVIEW_URL_OPTIONS, reviewFiltersSchema, summaryQuery } from './url-state';

/**
 * /partners/review_managements's first calls: the summary band and the list, side by side, with the filters
 * the URL holds. The report reasons are left to the report modal (asked for when 신고 opens it).
 */
export const prefetchCompanyReviewsPage: PagePrefetch = (queryClient, url) => {
  const filters = readUrlState(reviewFiltersSchema, url.searchParams, REVIEW_URL_OPTIONS);
  void prefetchQuietly(queryClient, companyReviewSummaryOptions(summaryQuery(filters)));
  void prefetchQuietly(queryClient, companyReviewsOptions(companyListQuery(filters)));
};
