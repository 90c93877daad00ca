/** The two views of /partners/salary_analysis (spec §2) and the bare report (spelled as the spec spells it). */
import { PAGES, pagePath } from '@partners/contract';

export const SALARY_ANALYSIS_VIEWS = ['create', 'list'] as const;
export type SalaryAnalysisView = (typeof SALARY_ANALYSIS_VIEWS)[number];

export const SALARY_ANALYSIS_CREATE_PATH = pagePath(PAGES.salaryAnalysis, {}, { status: 'create' });
export const SALARY_ANALYSIS_LIST_PATH = pagePath(PAGES.salaryAnalysis, {}, { status: 'list' });

export function salaryAnalysisViewPath(view: SalaryAnalysisView): string {
  return view === 'create' ? SALARY_ANALYSIS_CREATE_PATH : SALARY_ANALYSIS_LIST_PATH;
}

export function salaryReportPath(id: number): string {
  return pagePath(PAGES.salaryReport, {}, { id });
}

/** What the list says after the form sent a request (router state, so a reload does not repeat it). */
export type SubmitNotice = 'requested' | 'reserved';

export function readSubmitNotice(state: unknown): SubmitNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return notice === 'requested' || notice === 'reserved' ? notice : null;
}
