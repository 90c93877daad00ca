import { describe, expect, it } from 'vitest';
import { COMPANY_SIZE_LABELS, SALARY_ANALYSIS_STATUS, SALARY_COHORT_WIDENINGS, SALARY_RECOMMENDATION_REASONS } from '@partners/contract';
import { enSalaryAnalysis } from '../../i18n/en-salary-analysis';
import { ko } from '../../i18n/ko';
import { koSalaryAnalysis } from '../../i18n/ko-salary-analysis';

describe('salary analysis labels', () => {
  it('company sizes read as the contract’s Korean labels', () => {
    expect(ko.company_sizes).toEqual(COMPANY_SIZE_LABELS);
  });

  it('every status, widening step and recommendation reason has words in both languages', () => {
    for (const catalogue of [koSalaryAnalysis, enSalaryAnalysis]) {
      const { statuses, report } = catalogue.salaryAnalysis;
      expect(Object.keys(statuses).sort()).toEqual(Object.keys(SALARY_ANALYSIS_STATUS).sort());
      expect(Object.keys(report.cohort.steps).sort()).toEqual([...SALARY_COHORT_WIDENINGS].sort());
      expect(Object.keys(report.recommended.reasons).sort()).toEqual([...SALARY_RECOMMENDATION_REASONS].sort());
    }
  });
});
