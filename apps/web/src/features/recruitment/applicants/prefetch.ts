import { matchPath } from 'react-router';
import { PAGES } from '@partners/contract';
import { prefetchQuietly, type PagePrefetch } from '../../../lib/prefetch';
import { readUrlState } from '../../../lib/url-state';
import { applicantListOptions, fitCandidatesOptions } from '../api/applicants';
import { postingSummaryOptions } from '../api/postings';
import { APPLICANTS_URL_OPTIONS, applicantListParams, applicantsUrlSchema, isFitView, readPostingId } from './url-state';

/**
 * /partners/applicant_management(/:jobPostingId)'s first calls: the left menu's summary, the list, and in the
 * fit view the fit candidates. The résumé of `?applicant=` is left to its drawer: opening one is recorded in
 * the audit trail and counts towards the operator's daily contact views (decision 0027), so it is asked for
 * only by the page that shows it. A posting id the page sends back to all applicants fetches only the menu.
 */
export const prefetchApplicantsPage: PagePrefetch = (queryClient, url) => {
  void prefetchQuietly(queryClient, postingSummaryOptions());
  const postingId = readPostingId(matchPath(PAGES.applicants.path, url.pathname)?.params.jobPostingId);
  if (postingId === 'invalid') return;
  const state = readUrlState(applicantsUrlSchema, url.searchParams, APPLICANTS_URL_OPTIONS);
  void prefetchQuietly(queryClient, applicantListOptions(applicantListParams(postingId, state)));
  if (postingId !== null && isFitView(postingId, state)) void prefetchQuietly(queryClient, fitCandidatesOptions(postingId, state.page));
};
