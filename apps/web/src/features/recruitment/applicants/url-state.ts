/**
 * The applicants page's state lives in the URL: the list call's stage, keyword, order and page, the open
 * résumé (`applicant`) and the fit view (`status=fit`). Opening a résumé keeps the page; any other change
 * goes back to page 1.
 */
import { z } from 'zod';
import { applicantListQuery, idParam } from '@partners/contract';
import { useUrlState, type UrlStateOptions } from '../../../lib/url-state';

export const applicantsUrlSchema = applicantListQuery.pick({ stage: true, order: true, keyword: true, page: true }).extend({
  /** The résumé open in the drawer. */
  applicant: idParam.shape.id.optional(),
  /** `?status=fit`: the posting's fit candidates instead of its applicants. */
  status: z.literal('fit').optional(),
});

const OPTIONS: UrlStateOptions<typeof applicantsUrlSchema> = { keepsPage: ['applicant'] };

export function useApplicantsUrl() {
  return useUrlState(applicantsUrlSchema, OPTIONS);
}
