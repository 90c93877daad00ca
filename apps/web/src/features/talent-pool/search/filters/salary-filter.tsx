import { Text } from '@mantine/core';
import { HOPE_SALARY_RANGE } from '@partners/contract';
import { useLang, useT } from '../../../../i18n';
import type { Range } from '../filter-values';
import { salaryLabel } from '../labels';
import { RangeFields } from './range-fields';

export type SalaryFilterProps = { value: Range | null; onChange: (next: Range) => void };

/** 희망연봉: 1,300만원 … 1억 이상, in steps of 100만원. */
export function SalaryFilter({ value, onChange }: SalaryFilterProps) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <RangeFields
        rangeKey="hope_salary"
        value={value}
        onChange={onChange}
        format={(manwon) => salaryLabel(manwon, t, lang)}
        minLabel={t('talent_search.hope_salary.min_label')}
        maxLabel={t('talent_search.hope_salary.max_label')}
        marks={[HOPE_SALARY_RANGE.min, 5000, HOPE_SALARY_RANGE.max]}
      />
      <Text fz="xs" c="dark.4" mt="xs">
        {t('talent_search.hope_salary.hint')}
      </Text>
    </>
  );
}
