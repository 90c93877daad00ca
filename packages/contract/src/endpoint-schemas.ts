/**
 * The request and response schemas of every entry of `ENDPOINTS`, under the same names (see endpoints.ts).
 * `satisfies` below makes a missing or an extra name a type error, so the two halves cannot drift apart.
 * Inputs are validated with these schemas on the server; responses are serialised from them (a field a
 * schema does not list is never sent).
 */
import { z } from 'zod';
import type { EndpointName } from './endpoints.js';
import { csvResponse, idParam } from './schemas/common.js';
import { auditCsvQuery, auditFiltersResponse, auditListQuery, auditListResponse } from './schemas/audit.js';
import {
  scoreStatisticsQuery,
  scoreStatisticsResponse,
  visitorDetailQuery,
  visitorDetailResponse,
  visitorFiltersResponse,
  visitorOverviewQuery,
  visitorOverviewResponse,
} from './schemas/data.js';
import {
  dashboardBannerResponse,
  dashboardBusinessStatusResponse,
  dashboardEventLogResponse,
  dashboardExternalReputationResponse,
  dashboardExternalSummaryResponse,
  dashboardInternalReputationResponse,
  dashboardInternalSummaryResponse,
  dashboardJobPostingsResponse,
  dashboardPageQuery,
  dashboardSalesHistoriesResponse,
} from './schemas/dashboard.js';
import { clientErrorBody, clientErrorResponse, healthResponse } from './schemas/health.js';
import { mailboxQuery, mailboxResponse } from './schemas/mailbox.js';
import { stepUpSendBody, stepUpStatusResponse, stepUpVerifyBody } from './schemas/step-up.js';
import {
  companyImageBody,
  companyImageParams,
  companyInfoBody,
  companyInfoResponse,
  fileParams,
  fileResponse,
  postCreateBody,
  postDeletedResponse,
  postDetailResponse,
  postListQuery,
  postListResponse,
  postReorderBody,
  postReorderResponse,
  postSaveBody,
  uploadQuery,
  uploadResponse,
} from './schemas/company-page.js';
import {
  companyReviewListQuery,
  companyReviewListResponse,
  companyReviewSummaryResponse,
  interviewReviewListQuery,
  interviewReviewListResponse,
  interviewReviewSummaryResponse,
  officialSalaryBody,
  officialSalaryDeletedResponse,
  officialSalaryResponse,
  reportBody,
  reportReasonsResponse,
  reportResponse,
  reviewReplyBody,
  reviewReplyDeletedResponse,
  reviewReplyParams,
  reviewReplyResponse,
  reviewSummaryQuery,
  salaryListQuery,
  salaryListResponse,
  welfareReportBody,
  welfareReviewListQuery,
  welfareReviewListResponse,
  welfareReviewSummaryResponse,
} from './schemas/reviews.js';
import {
  checkoutBody,
  checkoutResponse,
  paymentHistoryQuery,
  paymentHistoryResponse,
  paymentProductsResponse,
  paymentReceiptParams,
  paymentReceiptResponse,
  paymentSummaryResponse,
  paymentWebhookParams,
  paymentWebhookResponse,
  planChangeBody,
  planChangeCreateResponse,
  planChangeListResponse,
} from './schemas/payment.js';
import {
  demoSalaryReportsResponse,
  salaryAnalysesQuery,
  salaryAnalysesResponse,
  salaryAnalysisCreateBody,
  salaryAnalysisFormResponse,
  salaryAnalysisResponse,
} from './schemas/salary-analysis.js';
import {
  invitationAcceptBody,
  invitationAcceptResponse,
  invitationTokenParams,
  invitationViewResponse,
  inviteBody,
  operatorListResponse,
  operatorRoleBody,
} from './schemas/operators.js';
import { csrfResponse, signInBody, signInResponse, signOutResponse } from './schemas/auth.js';
import { changeCompanyBody, changeCompanyResponse, infoResponse, termsAcceptResponse, usageResponse } from './schemas/info.js';
import { companyNamesQuery, companyNamesResponse } from './schemas/companies.js';
import { notificationsQuery, notificationsResponse, readAllResponse } from './schemas/notifications.js';
import { consultingBody, consultingResponse } from './schemas/consulting.js';
import {
  agreementsQuery,
  agreementsResponse,
  filtersQuery,
  filtersResponse,
  logEventBody,
  logEventResponse,
  matchingsBody,
  matchingsQuery,
  matchingsResponse,
  metaInfoQuery,
  metaInfoResponse,
  profileQuery,
  profileResponse,
  searchResultResponse,
  talentContextQuery,
  talentContextResponse,
  talentSearchQuery,
  talentSearchResponse,
} from './schemas/talent.js';
import {
  createSavedSearchBody,
  deleteSavedSearchResponse,
  savedSearchDisplayBody,
  savedSearchDisplayResponse,
  savedSearchListQuery,
  savedSearchListResponse,
  savedSearchResponse,
  updateSavedSearchBody,
} from './schemas/saved-searches.js';
import { proposalReportQuery, proposalReportResponse } from './schemas/talent-reports.js';
import {
  addCandidatesBody,
  addCandidatesResponse,
  candidateContactResponse,
  candidateInboxQuery,
  candidateInboxResponse,
  seekerPhoneParams,
  candidateListQuery,
  candidateListResponse,
  candidateProjectsParams,
  candidateProjectsQuery,
  candidateProjectsResponse,
  candidateResponse,
  createProjectBody,
  deletedResponse,
  jobPostingsResponse,
  messageDetailResponse,
  messageHistoriesQuery,
  messageHistoriesResponse,
  messageRequestBody,
  messageRequestResponse,
  projectListQuery,
  projectListResponse,
  projectResponse,
  proposalForSeekerResponse,
  proposalTokenParams,
  rejectProposalBody,
  removeCandidatesBody,
  removeCandidatesResponse,
  updateCandidateBody,
  updateProjectBody,
} from './schemas/hiring.js';
import {
  applicantCsvQuery,
  applicantDetailResponse,
  applicantReadResponse,
  applicantListQuery,
  applicantListResponse,
  applicantNoteBody,
  applicantNoteResponse,
  applicantStageBody,
  applicantStageResponse,
  fitCandidatesQuery,
  fitCandidatesResponse,
  postingActionResponse,
  postingCsvQuery,
  postingDeletedResponse,
  postingDetailResponse,
  postingListQuery,
  postingListResponse,
  postingOccupationsQuery,
  postingOccupationsResponse,
  postingSaveBody,
  postingStatisticsQuery,
  postingStatisticsResponse,
  postingSummaryResponse,
} from './schemas/recruitment.js';

import {
  changePasswordBody,
  changePasswordResponse,
  marketingConsentBody,
  marketingConsentResponse,
  preferencesResponse,
  sessionRefParam,
  sessionsResponse,
  settingsResponse,
  signedOutResponse,
  updatePreferencesBody,
} from './schemas/settings.js';

/** What one call carries besides its method and path: each part validated, the response per status. */
export type EndpointSchema = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: { readonly 200: z.ZodType };
};

export const ENDPOINT_SCHEMAS = {
  'health.check': { response: { 200: healthResponse } },
  'clientErrors.report': { body: clientErrorBody, response: { 200: clientErrorResponse } },
  /** The document itself (generated from this table by the server). */
  'meta.openapi': { response: { 200: z.record(z.string(), z.unknown()) } },

  'auth.csrf': { response: { 200: csrfResponse } },
  'auth.signIn': { body: signInBody, response: { 200: signInResponse } },
  'auth.signOut': { response: { 200: signOutResponse } },
  'info.get': { response: { 200: infoResponse } },
  'info.usage': { response: { 200: usageResponse } },
  'info.changeCompany': { body: changeCompanyBody, response: { 200: changeCompanyResponse } },
  'terms.acceptRecruitment': { response: { 200: termsAcceptResponse } },
  'companies.autocomplete': { query: companyNamesQuery, response: { 200: companyNamesResponse } },
  'notifications.list': { query: notificationsQuery, response: { 200: notificationsResponse } },
  'notifications.readAll': { response: { 200: readAllResponse } },
  'consulting.apply': { body: consultingBody, response: { 200: consultingResponse } },

  'talent.search': { query: talentSearchQuery, response: { 200: talentSearchResponse } },
  'talent.searchResult': { query: talentSearchQuery, response: { 200: searchResultResponse } },
  'talent.context': { query: talentContextQuery, response: { 200: talentContextResponse } },
  'talent.profile': { query: profileQuery, response: { 200: profileResponse } },
  'talent.filters': { query: filtersQuery, response: { 200: filtersResponse } },
  'talent.logEvent': { body: logEventBody, response: { 200: logEventResponse } },
  'talent.metaInfo': { query: metaInfoQuery, response: { 200: metaInfoResponse } },
  'talent.agreements': { query: agreementsQuery, response: { 200: agreementsResponse } },
  'talent.matchings': { query: matchingsQuery, response: { 200: matchingsResponse } },
  'talent.setMatchings': { body: matchingsBody, response: { 200: matchingsResponse } },
  'savedSearches.list': { query: savedSearchListQuery, response: { 200: savedSearchListResponse } },
  'savedSearches.create': { body: createSavedSearchBody, response: { 200: savedSearchResponse } },
  'savedSearches.update': { params: idParam, body: updateSavedSearchBody, response: { 200: savedSearchResponse } },
  'savedSearches.delete': { params: idParam, response: { 200: deleteSavedSearchResponse } },
  'savedSearches.display': { response: { 200: savedSearchDisplayResponse } },
  'savedSearches.setDisplay': { body: savedSearchDisplayBody, response: { 200: savedSearchDisplayResponse } },

  'projects.list': { query: projectListQuery, response: { 200: projectListResponse } },
  'projects.create': { body: createProjectBody, response: { 200: projectResponse } },
  'projects.get': { params: idParam, response: { 200: projectResponse } },
  'projects.update': { params: idParam, body: updateProjectBody, response: { 200: projectResponse } },
  'projects.delete': { params: idParam, response: { 200: deletedResponse } },
  'candidates.listOfProject': { params: idParam, query: candidateListQuery, response: { 200: candidateListResponse } },
  'candidates.list': { query: candidateListQuery, response: { 200: candidateListResponse } },
  'candidates.add': { body: addCandidatesBody, response: { 200: addCandidatesResponse } },
  'candidates.remove': { body: removeCandidatesBody, response: { 200: removeCandidatesResponse } },
  'candidates.update': { params: idParam, body: updateCandidateBody, response: { 200: candidateResponse } },
  'candidates.projectsOfSeeker': { params: candidateProjectsParams, query: candidateProjectsQuery, response: { 200: candidateProjectsResponse } },
  'candidates.contact': { params: idParam, response: { 200: candidateContactResponse } },
  'proposals.request': { body: messageRequestBody, response: { 200: messageRequestResponse } },
  'proposals.detail': { params: idParam, response: { 200: messageDetailResponse } },
  'proposals.histories': { query: messageHistoriesQuery, response: { 200: messageHistoriesResponse } },
  'jobPostings.live': { response: { 200: jobPostingsResponse } },

  'operators.list': { response: { 200: operatorListResponse } },
  'operators.invite': { body: inviteBody, response: { 200: operatorListResponse } },
  'operators.approve': { params: idParam, body: operatorRoleBody, response: { 200: operatorListResponse } },
  'operators.updateRole': { params: idParam, body: operatorRoleBody, response: { 200: operatorListResponse } },
  'operators.remove': { params: idParam, response: { 200: operatorListResponse } },
  'invitations.resend': { params: idParam, response: { 200: operatorListResponse } },
  'invitations.revoke': { params: idParam, response: { 200: operatorListResponse } },
  'invitations.show': { params: invitationTokenParams, response: { 200: invitationViewResponse } },
  'invitations.accept': { params: invitationTokenParams, body: invitationAcceptBody, response: { 200: invitationAcceptResponse } },

  'proposalResponse.get': { params: proposalTokenParams, response: { 200: proposalForSeekerResponse } },
  'proposalResponse.accept': { params: proposalTokenParams, response: { 200: proposalForSeekerResponse } },
  'proposalResponse.reject': { params: proposalTokenParams, body: rejectProposalBody, response: { 200: proposalForSeekerResponse } },
  'demo.candidateInbox': { query: candidateInboxQuery, response: { 200: candidateInboxResponse } },
  'demo.seekerPhone': { params: seekerPhoneParams, query: candidateInboxQuery, response: { 200: candidateInboxResponse } },
  'demo.mailbox': { query: mailboxQuery, response: { 200: mailboxResponse } },

  // ---- step-up
  'stepUp.status': { response: { 200: stepUpStatusResponse } },
  'stepUp.send': { body: stepUpSendBody, response: { 200: stepUpStatusResponse } },
  'stepUp.verify': { body: stepUpVerifyBody, response: { 200: stepUpStatusResponse } },

  'jobPostings.summary': { response: { 200: postingSummaryResponse } },
  'jobPostings.statistics': { query: postingStatisticsQuery, response: { 200: postingStatisticsResponse } },
  'jobPostings.list': { query: postingListQuery, response: { 200: postingListResponse } },
  'jobPostings.csv': { query: postingCsvQuery, response: { 200: csvResponse } },
  'jobPostings.occupations': { query: postingOccupationsQuery, response: { 200: postingOccupationsResponse } },
  'jobPostings.get': { params: idParam, response: { 200: postingDetailResponse } },
  'jobPostings.create': { body: postingSaveBody, response: { 200: postingDetailResponse } },
  'jobPostings.update': { params: idParam, body: postingSaveBody, response: { 200: postingDetailResponse } },
  'jobPostings.copy': { params: idParam, response: { 200: postingActionResponse } },
  'jobPostings.close': { params: idParam, response: { 200: postingActionResponse } },
  'jobPostings.reviewCancel': { params: idParam, response: { 200: postingActionResponse } },
  'jobPostings.delete': { params: idParam, response: { 200: postingDeletedResponse } },
  'applicants.list': { query: applicantListQuery, response: { 200: applicantListResponse } },
  'applicants.get': { params: idParam, response: { 200: applicantDetailResponse } },
  'applicants.markRead': { params: idParam, response: { 200: applicantReadResponse } },
  'applicants.setStage': { body: applicantStageBody, response: { 200: applicantStageResponse } },
  'applicants.setNote': { params: idParam, body: applicantNoteBody, response: { 200: applicantNoteResponse } },
  'applicants.csv': { params: idParam, query: applicantCsvQuery, response: { 200: csvResponse } },
  'applicants.fit': { params: idParam, query: fitCandidatesQuery, response: { 200: fitCandidatesResponse } },
  'audit.list': { query: auditListQuery, response: { 200: auditListResponse } },
  'audit.filters': { response: { 200: auditFiltersResponse } },
  'audit.csv': { query: auditCsvQuery, response: { 200: csvResponse } },

  'companyInfo.get': { response: { 200: companyInfoResponse } },
  'companyInfo.update': { body: companyInfoBody, response: { 200: companyInfoResponse } },
  'companyInfo.setImage': { params: companyImageParams, body: companyImageBody, response: { 200: companyInfoResponse } },
  'uploads.create': { query: uploadQuery, response: { 200: uploadResponse } },
  'uploads.get': { params: idParam, response: { 200: uploadResponse } },
  'files.get': { params: fileParams, response: { 200: fileResponse } },
  'companyPosts.list': { query: postListQuery, response: { 200: postListResponse } },
  'companyPosts.get': { params: idParam, response: { 200: postDetailResponse } },
  'companyPosts.create': { body: postCreateBody, response: { 200: postDetailResponse } },
  'companyPosts.save': { params: idParam, body: postSaveBody, response: { 200: postDetailResponse } },
  'companyPosts.publish': { params: idParam, response: { 200: postDetailResponse } },
  'companyPosts.unpublish': { params: idParam, response: { 200: postDetailResponse } },
  'companyPosts.discardDraft': { params: idParam, response: { 200: postDetailResponse } },
  'companyPosts.delete': { params: idParam, response: { 200: postDeletedResponse } },
  'companyPosts.reorder': { body: postReorderBody, response: { 200: postReorderResponse } },

  'companyReviews.list': { query: companyReviewListQuery, response: { 200: companyReviewListResponse } },
  'companyReviews.summary': { query: reviewSummaryQuery, response: { 200: companyReviewSummaryResponse } },
  'interviewReviews.list': { query: interviewReviewListQuery, response: { 200: interviewReviewListResponse } },
  'interviewReviews.summary': { query: reviewSummaryQuery, response: { 200: interviewReviewSummaryResponse } },
  'welfareReviews.list': { query: welfareReviewListQuery, response: { 200: welfareReviewListResponse } },
  'welfareReviews.summary': { query: reviewSummaryQuery, response: { 200: welfareReviewSummaryResponse } },
  'reviewReplies.save': { params: reviewReplyParams, body: reviewReplyBody, response: { 200: reviewReplyResponse } },
  'reviewReplies.delete': { params: reviewReplyParams, response: { 200: reviewReplyDeletedResponse } },
  'reports.reasons': { response: { 200: reportReasonsResponse } },
  'reports.welfare': { params: idParam, body: welfareReportBody, response: { 200: reportResponse } },
  'reports.create': { body: reportBody, response: { 200: reportResponse } },
  'salaries.list': { query: salaryListQuery, response: { 200: salaryListResponse } },
  'officialSalaries.save': { body: officialSalaryBody, response: { 200: officialSalaryResponse } },
  'officialSalaries.delete': { params: idParam, response: { 200: officialSalaryDeletedResponse } },

  'payment.summary': { response: { 200: paymentSummaryResponse } },
  'payment.products': { response: { 200: paymentProductsResponse } },
  'payment.history': { query: paymentHistoryQuery, response: { 200: paymentHistoryResponse } },
  'payment.receipt': { params: paymentReceiptParams, response: { 200: paymentReceiptResponse } },
  'payment.checkout': { body: checkoutBody, response: { 200: checkoutResponse } },
  // No body schema: the handler verifies the signature over the bytes before it reads them.
  'payment.webhook': { params: paymentWebhookParams, response: { 200: paymentWebhookResponse } },
  'planChange.list': { response: { 200: planChangeListResponse } },
  'planChange.create': { body: planChangeBody, response: { 200: planChangeCreateResponse } },
  // ---- salary analysis
  'salaryAnalyses.form': { response: { 200: salaryAnalysisFormResponse } },
  'salaryAnalyses.list': { query: salaryAnalysesQuery, response: { 200: salaryAnalysesResponse } },
  'salaryAnalyses.create': { body: salaryAnalysisCreateBody, response: { 200: salaryAnalysisResponse } },
  'salaryAnalyses.get': { params: idParam, response: { 200: salaryAnalysisResponse } },
  'salaryAnalyses.cancel': { params: idParam, response: { 200: salaryAnalysisResponse } },
  'demo.salaryReports': { params: idParam, response: { 200: demoSalaryReportsResponse } },
  // ---- data: visitors and scores
  'visitors.filters': { response: { 200: visitorFiltersResponse } },
  'visitors.overview': { query: visitorOverviewQuery, response: { 200: visitorOverviewResponse } },
  'visitors.detail': { query: visitorDetailQuery, response: { 200: visitorDetailResponse } },
  'scores.statistics': { query: scoreStatisticsQuery, response: { 200: scoreStatisticsResponse } },
  // ---- home dashboard slots
  'dashboard.eventLog': { query: dashboardPageQuery, response: { 200: dashboardEventLogResponse } },
  'dashboard.banner': { response: { 200: dashboardBannerResponse } },
  'dashboard.businessStatus': { response: { 200: dashboardBusinessStatusResponse } },
  'dashboard.externalSummary': { response: { 200: dashboardExternalSummaryResponse } },
  'dashboard.externalReputation': { response: { 200: dashboardExternalReputationResponse } },
  'dashboard.internalSummary': { response: { 200: dashboardInternalSummaryResponse } },
  'dashboard.internalReputation': { response: { 200: dashboardInternalReputationResponse } },
  'dashboard.jobPostings': { query: dashboardPageQuery, response: { 200: dashboardJobPostingsResponse } },
  'dashboard.salesHistories': { query: dashboardPageQuery, response: { 200: dashboardSalesHistoriesResponse } },

  // ---- talent-pool reports and saved-search matches
  'proposals.report': { query: proposalReportQuery, response: { 200: proposalReportResponse } },

  // ---- settings
  'settings.get': { response: { 200: settingsResponse } },
  'settings.updatePreferences': { body: updatePreferencesBody, response: { 200: preferencesResponse } },
  'settings.updateMarketingConsent': { body: marketingConsentBody, response: { 200: marketingConsentResponse } },
  'settings.changePassword': { body: changePasswordBody, response: { 200: changePasswordResponse } },
  'sessions.list': { response: { 200: sessionsResponse } },
  'sessions.revoke': { params: sessionRefParam, response: { 200: signedOutResponse } },
  'sessions.revokeOthers': { response: { 200: signedOutResponse } },
} as const satisfies { readonly [N in EndpointName]: EndpointSchema };

export type EndpointSchemas = typeof ENDPOINT_SCHEMAS;

type SchemaPart<N extends EndpointName, P extends 'params' | 'query' | 'body', Mode extends 'in' | 'out'> = EndpointSchemas[N] extends {
  readonly [K in P]: infer S extends z.ZodType;
}
  ? Mode extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a caller sends (before coercion and defaults). */
export type EndpointParamsIn<N extends EndpointName> = SchemaPart<N, 'params', 'in'>;
export type EndpointQueryIn<N extends EndpointName> = SchemaPart<N, 'query', 'in'>;
export type EndpointBodyIn<N extends EndpointName> = SchemaPart<N, 'body', 'in'>;
/** What the handler receives (after validation). */
export type EndpointParams<N extends EndpointName> = SchemaPart<N, 'params', 'out'>;
export type EndpointQuery<N extends EndpointName> = SchemaPart<N, 'query', 'out'>;
export type EndpointBody<N extends EndpointName> = SchemaPart<N, 'body', 'out'>;
/** The 200 response: what the handler returns (input side of the schema) and what the caller reads. */
export type EndpointReply<N extends EndpointName> = z.input<EndpointSchemas[N]['response'][200]>;
export type EndpointResult<N extends EndpointName> = z.output<EndpointSchemas[N]['response'][200]>;
