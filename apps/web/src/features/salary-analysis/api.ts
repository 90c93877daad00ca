/**
 * Salary analysis calls (spec §2 /salary_analysis, /salary_anaylysis/detail; decision 0024). The list and
 * a report are followed while a request is requested (1) or analysing (4), so the recruiter watches it
 * complete; a create or cancel changes the ticket balance, so the form's data is fetched again.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SALARY_ANALYSIS_FILTER_STATUSES,
  type EndpointResult,
  type SalaryAnalysisCreateBody,
  type SalaryAnalysisFilter,
  type SalaryAnalysisStatus,
} from '@partners/contract';
import { call } from '../../lib/api';
import { useCompanyNameSearch } from '../../lib/company-search';

export const salaryAnalysisKeys = {
  all: ['salary-analysis'] as const,
  form: ['salary-analysis', 'form'] as const,
  lists: ['salary-analysis', 'list'] as const,
  list: (status: SalaryAnalysisFilter, page: number) => ['salary-analysis', 'list', status, page] as const,
  detail: (id: number) => ['salary-analysis', 'detail', id] as const,
};

/** What the form needs: the taxonomies, the defaults (spec §3) and the tickets left. */
export type SalaryAnalysisFormData = EndpointResult<'salaryAnalyses.form'>['data'];

/** How often a list or report with a running analysis is fetched again. */
export const ANALYSIS_POLL_MS = 3_000;

const RUNNING = SALARY_ANALYSIS_FILTER_STATUSES.analysable;
export const isRunning = (status: SalaryAnalysisStatus) => RUNNING.includes(status);

export function useSalaryAnalysisForm() {
  return useQuery({
    queryKey: salaryAnalysisKeys.form,
    queryFn: ({ signal }) => call('salaryAnalyses.form', { signal }),
    select: (response) => response.data,
  });
}

export function useSalaryAnalyses(status: SalaryAnalysisFilter, page: number, { poll = ANALYSIS_POLL_MS } = {}) {
  return useQuery({
    queryKey: salaryAnalysisKeys.list(status, page),
    queryFn: ({ signal }) => call('salaryAnalyses.list', { query: { status, page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.analyses.some((a) => isRunning(a.status)) ? poll : false),
  });
}

export function useSalaryAnalysis(id: number | null, { poll = ANALYSIS_POLL_MS } = {}) {
  return useQuery({
    queryKey: salaryAnalysisKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call('salaryAnalyses.get', { params: { id: id ?? 0 }, signal }),
    select: (response) => response.data.analysis,
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.data.analysis.status;
      return status !== undefined && isRunning(status) ? poll : false;
    },
    // A missing or another company's report: the page says so itself (the same 404 for both).
    meta: { inPageStatuses: [404] },
  });
}

export function useCreateSalaryAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalaryAnalysisCreateBody) => call('salaryAnalyses.create', { body }),
    // The form shows field errors (400) and the missing tickets (402) itself; other refusals go to the rules.
    meta: { inPageStatuses: [400, 402] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryAnalysisKeys.all }),
  });
}

export function useCancelSalaryAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('salaryAnalyses.cancel', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salaryAnalysisKeys.all }),
  });
}

/** Any company matching `term`, for the previous company. */
export function useCompanySuggestions(term: string) {
  return useCompanyNameSearch(term, 'any');
}
