import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { ANY_DEGREE, DEGREE_STATUSES, EDUCATION_LEVELS, type EducationLevel } from '@partners/contract';
import { useT } from '../../../../i18n';
import type { EducationPair } from '../filter-values';

export type EducationFilterProps = { value: EducationPair[]; onChange: (next: EducationPair[]) => void };

const DEGREE_OPTIONS = [ANY_DEGREE, ...DEGREE_STATUSES] as const;
type DegreeOption = (typeof DEGREE_OPTIONS)[number];

function isDegreeOption(value: string): value is DegreeOption {
  return (DEGREE_OPTIONS as readonly string[]).includes(value);
}

/** 학력: a checkbox per level, each with its degree status (전체 = any). */
export function EducationFilter({ value, onChange }: EducationFilterProps) {
  const t = useT();
  const pairOf = (level: EducationLevel) => value.find((pair) => pair.level === level);
  const degreeOptions = DEGREE_OPTIONS.map((degree) => ({ value: degree, label: t(`talent_search.degree_statuses.${degree}`) }));

  const update = (level: EducationLevel, next: EducationPair | null) => {
    const others = value.filter((pair) => pair.level !== level);
    const pairs = next ? [...others, next] : others;
    onChange(EDUCATION_LEVELS.flatMap((l) => pairs.filter((pair) => pair.level === l)));
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dark.4">
        {t('talent_search.education.hint')}
      </Text>
      {EDUCATION_LEVELS.map((level) => {
        const pair = pairOf(level);
        const levelLabel = t(`talent_search.education_levels.${level}`);
        return (
          <Group key={level} justify="space-between" wrap="nowrap">
            <Checkbox
              label={levelLabel}
              checked={pair !== undefined}
              onChange={(event) => update(level, event.currentTarget.checked ? { level, degree: ANY_DEGREE } : null)}
            />
            <NativeSelect
              w={140}
              size="xs"
              aria-label={t('talent_search.education.degree_of', { level: levelLabel })}
              data={degreeOptions}
              value={pair?.degree ?? ANY_DEGREE}
              disabled={pair === undefined}
              onChange={(event) => {
                const degree = event.currentTarget.value;
                if (isDegreeOption(degree)) update(level, { level, degree });
              }}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
