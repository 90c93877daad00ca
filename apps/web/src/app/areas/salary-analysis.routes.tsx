/** Salary analysis (spec §2; decision 0024): the form and list in the shell, the report bare (the spec spells it "anaylysis"). */
import { PAGES } from '@partners/contract';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const salaryPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['salaryAnalysis'], load);

export const area: AreaRoutes = {
  shell: [
    {
      path: routePath(PAGES.salaryAnalysis),
      ...salaryPage(() => import('../../features/salary-analysis/salary-analysis-page').then((m) => m.SalaryAnalysisPage)),
    },
  ],
  bare: [
    // The report prints without the console's menus: a header with only the logo.
    {
      path: routePath(PAGES.salaryReport),
      ...salaryPage(() => import('../../features/salary-analysis/report-page').then((m) => m.SalaryReportPage)),
    },
  ],
};
