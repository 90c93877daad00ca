import { prefetchQuietly, type PagePrefetch } from '../../lib/prefetch';
import { visitorDetailOptions, visitorFiltersOptions, visitorOverviewOptions } from './api';
import { DEFAULT_CHIP, DEFAULT_DIMENSION, DEFAULT_SELECTION, detailOf, overviewOf } from './visitor-queries';

/**
 * /partners/visitor_statistics's first calls: the filters, then (their months bound the period) the last 12
 * months' overview and, where the plan shows it, the breakdown by age and gender. None while the visit
 * history is still being written: the page then shows its progress and polls the filters alone.
 */
export const prefetchVisitorStatisticsPage: PagePrefetch = (queryClient) => {
  void prefetchQuietly(queryClient, visitorFiltersOptions()).then((response) => {
    const filters = response?.data;
    if (!filters || filters.preparing) return;
    const overview = overviewOf(filters, DEFAULT_SELECTION, DEFAULT_CHIP);
    void prefetchQuietly(queryClient, visitorOverviewOptions(overview.query));
    if (!filters.checks.detail) return;
    const detail = detailOf(filters, overview.period, overview.periodType, DEFAULT_CHIP, DEFAULT_DIMENSION, null).query;
    if (detail) void prefetchQuietly(queryClient, visitorDetailOptions(detail));
  });
};
