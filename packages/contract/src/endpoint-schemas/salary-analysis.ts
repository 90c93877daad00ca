/**
 * The salary analysis' calls (spec §2 /salary_analysis; decision 0024).
 * One part of ENDPOINT_SCHEMAS (endpoint-schemas.ts), whose entries it names as ENDPOINTS does.
 */
import type { EndpointSchemaGroup } from '../endpoint-schemas.js';
import { idParam } from '../schemas/common.js';
import {
  demoSalaryReportsResponse,
  salaryAnalysesQuery,
  salaryAnalysesResponse,
  salaryAnalysisCreateBody,
  salaryAnalysisFormResponse,
  salaryAnalysisResponse,
} from '../schemas/salary-analysis.js';

export const SALARY_ANALYSIS_SCHEMAS = {
  'salaryAnalyses.form': { response: { 200: salaryAnalysisFormResponse } },
  'salaryAnalyses.list': { query: salaryAnalysesQuery, response: { 200: salaryAnalysesResponse } },
  'salaryAnalyses.create': { body: salaryAnalysisCreateBody, response: { 200: salaryAnalysisResponse } },
  'salaryAnalyses.get': { params: idParam, response: { 200: salaryAnalysisResponse } },
  'salaryAnalyses.cancel': { params: idParam, response: { 200: salaryAnalysisResponse } },
  'demo.salaryReports': { params: idParam, response: { 200: demoSalaryReportsResponse } },
} as const satisfies EndpointSchemaGroup;
