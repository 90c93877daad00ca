import { Checkbox, Group } from '@mantine/core';
import { GENDERS, type Gender } from '@partners/contract';
import { useT } from '../../../../i18n';
import { onlyAllowed } from '../filter-values';

export type GenderFilterProps = { value: Gender[]; onChange: (next: Gender[]) => void };

/** 성별: 남성 / 여성. */
export function GenderFilter({ value, onChange }: GenderFilterProps) {
  const t = useT();
  return (
    <Checkbox.Group label={t('talent_search.filters.gender')} value={value} onChange={(next) => onChange(onlyAllowed(GENDERS, next))}>
      <Group mt="xs">
        {GENDERS.map((gender) => (
          <Checkbox key={gender} value={gender} label={t(`talent_search.genders.${gender}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
