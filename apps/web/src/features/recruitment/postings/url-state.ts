/**
 * The postings list's state in the URL under the list query's names (spec §3): status, order, page, per,
 * occupation_id (comma list) and search_keyword. Zod-free fields (lib/url-fields.ts) mirroring the contract's
 * `postingListQuery`; url-state.test.ts reads them beside it.
 */
import { POSTING_KEYWORD_MAX, POSTING_ORDERS, POSTING_PAGE_SIZE, POSTING_PER_MAX, POSTING_STATUS_FILTERS } from '@partners/contract';
import { enumField, idListField, intField, keywordField, PAGE_FIELD } from '../../../lib/url-fields';
import type { UrlStateOptions } from '../../../lib/url-state';

export const postingsUrlSchema = {
  shape: {
    status: enumField(POSTING_STATUS_FILTERS, 'all'),
    order: enumField(POSTING_ORDERS, 'newest'),
    page: PAGE_FIELD,
    per: intField(1, POSTING_PER_MAX, POSTING_PAGE_SIZE),
    occupation_id: idListField(20),
    search_keyword: keywordField(POSTING_KEYWORD_MAX),
  },
};

/** Clearing the filters keeps the status tab (the page and its prefetch read by these). */
export const POSTINGS_URL_OPTIONS: UrlStateOptions<typeof postingsUrlSchema> = { keepOnClear: ['status'] };
