/**
 * The applicants page's state lives in the URL: the list call's stage, keyword, order and page, the open
 * résumé (`applicant`) and the fit view (`status=fit`). Opening a résumé keeps the page; any other change
 * goes back to page 1.
 */
import { APPLICANT_ORDERS, APPLICANT_STAGE_FILTERS, POSTING_KEYWORD_MAX } from '@partners/contract';
import { enumField, idField, keywordField, PAGE_FIELD } from '../../../lib/url-fields';
import { useUrlState, type UrlStateOf, type UrlStateOptions } from '../../../lib/url-state';
import type { ApplicantListParams } from '../api/applicants';

/** The list query's stage, order, keyword and page (the contract's `applicantListQuery`, zod-free: lib/url-fields.ts). */
export const applicantsUrlSchema = {
  shape: {
    stage: enumField(APPLICANT_STAGE_FILTERS, 'all'),
    order: enumField(APPLICANT_ORDERS, 'newest'),
    keyword: keywordField(POSTING_KEYWORD_MAX),
    page: PAGE_FIELD,
    /** The résumé open in the drawer. */
    applicant: idField(),
    /** `?status=fit`: the posting's fit candidates instead of its applicants. */
    status: enumField(['fit']),
  },
};

export type ApplicantsUrl = UrlStateOf<typeof applicantsUrlSchema>;

/** Read by the page and by its prefetch (prefetch.ts), so both ask for the same list. */
export const APPLICANTS_URL_OPTIONS: UrlStateOptions<typeof applicantsUrlSchema> = { keepsPage: ['applicant'] };

export function useApplicantsUrl() {
  return useUrlState(applicantsUrlSchema, APPLICANTS_URL_OPTIONS);
}

/** The path's `:jobPostingId`: none (every posting's applicants), a posting's id, or one the page sends back to all. */
export function readPostingId(value: string | undefined): number | null | 'invalid' {
  if (value === undefined) return null;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : 'invalid';
}

/** Whether the screen shows the posting's fit candidates instead of its applicants. */
export function isFitView(postingId: number | null, url: ApplicantsUrl): boolean {
  return url.status === 'fit' && postingId !== null;
}

/** The screen's list call; the fit view asks for the posting's first page unfiltered (its title and counts). */
export function applicantListParams(postingId: number | null, url: ApplicantsUrl): ApplicantListParams {
  const query = { jobPostingId: postingId ?? undefined, stage: url.stage, order: url.order, keyword: url.keyword, page: url.page };
  return isFitView(postingId, url) ? { ...query, stage: 'all', order: 'newest', keyword: undefined, page: 1 } : query;
}
