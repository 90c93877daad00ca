import { BIRTH_YEAR_RANGE } from '@partners/contract';
import { useT } from '../../../../i18n';
import type { Range } from '../filter-values';
import { birthYearLabel } from '../labels';
import { RangeFields } from './range-fields';

export type BirthYearFilterProps = { value: Range | null; onChange: (next: Range) => void };

/** 출생연도: 1955–2006. */
export function BirthYearFilter({ value, onChange }: BirthYearFilterProps) {
  const t = useT();
  return (
    <RangeFields
      rangeKey="birth_year"
      value={value}
      onChange={onChange}
      format={(year) => birthYearLabel(year, t)}
      minLabel={t('talent_search.birth_year.min_label')}
      maxLabel={t('talent_search.birth_year.max_label')}
      marks={[BIRTH_YEAR_RANGE.min, 1970, 1985, BIRTH_YEAR_RANGE.max]}
    />
  );
}
