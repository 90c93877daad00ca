/**
 * Recruitment's calls (spec §7 job postings; decision 0017): postings and their applicants.
 * One part of ENDPOINT_SCHEMAS (endpoint-schemas.ts), whose entries it names as ENDPOINTS does.
 */
import type { EndpointSchemaGroup } from '../endpoint-schemas.js';
import { csvResponse, idParam } from '../schemas/common.js';
import {
  applicantCsvQuery,
  applicantDetailResponse,
  applicantListQuery,
  applicantListResponse,
  applicantNoteBody,
  applicantNoteResponse,
  applicantReadResponse,
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
} from '../schemas/recruitment.js';

export const RECRUITMENT_SCHEMAS = {
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
} as const satisfies EndpointSchemaGroup;
