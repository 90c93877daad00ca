import { EXPERIENCE_RANGE } from '@partners/contract';
import { useT } from '../../../../i18n';
import type { Range } from '../filter-values';
import { experienceLabel } from '../labels';
import { RangeFields } from './range-fields';

export type ExperienceFilterProps = { value: Range | null; onChange: (next: Range) => void };

/** 경력: 신입 (0) … 10년 이상 (11). */
export function ExperienceFilter({ value, onChange }: ExperienceFilterProps) {
  const t = useT();
  return (
    <RangeFields
      rangeKey="experience"
      value={value}
      onChange={onChange}
      format={(years) => experienceLabel(years, t)}
      minLabel={t('talent_search.experience.min_label')}
      maxLabel={t('talent_search.experience.max_label')}
      marks={[EXPERIENCE_RANGE.min, 3, 5, 7, EXPERIENCE_RANGE.max]}
    />
  );
}
