/** Salary analysis (not built yet); its detail report opens without the console shell (spec §2 spells it "anaylysis"). */
import { placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [{ path: 'salary_analysis', ...placeholder('salary_analysis') }],
  bare: [{ path: 'salary_anaylysis/detail', ...placeholder('salary_analysis_detail') }],
};
