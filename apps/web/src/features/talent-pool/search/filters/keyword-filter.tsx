import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../../../i18n';
import type { KeywordMode, KeywordValue } from '../filter-values';
import { KeywordTagInput } from './keyword-tag-input';
import { SegmentedChoice } from '../../../../components/segmented-choice';

export type KeywordFilterProps = { value: KeywordValue; onChange: (next: KeywordValue) => void };

/** 키워드: the keywords a profile must contain, all of them (AND) or any of them (OR). */
export function KeywordFilter({ value, onChange }: KeywordFilterProps) {
  const t = useT();
  const modeLabelId = useId();
  return (
    <Stack gap="md">
      <KeywordTagInput label={t('talent_search.keywords.input_label')} value={value.words} onChange={(words) => onChange({ ...value, words })} />
      <div>
        <Text component="span" id={modeLabelId} fz="sm" fw={500} display="block" mb={4}>
          {t('talent_search.keywords.mode_label')}
        </Text>
        <SegmentedChoice
          aria-labelledby={modeLabelId}
          fullWidth
          value={value.mode}
          onChange={(mode) => onChange({ ...value, mode: mode === 'or' ? 'or' : 'and' })}
          data={(['and', 'or'] as const satisfies readonly KeywordMode[]).map((mode) => ({
            value: mode,
            label: t(`talent_search.keywords.${mode}`),
          }))}
        />
      </div>
    </Stack>
  );
}
