import type { PageInfo } from '@partners/contract';

/**
 * The `page_info` of every paged list. An empty list still has one (empty) page, so that the web's
 * pager and "page 1 of N" never see zero pages.
 */
export function pageInfo(page: number, per: number, total: number): PageInfo {
  return { page, per, total, total_pages: Math.max(1, Math.ceil(total / per)) };
}
