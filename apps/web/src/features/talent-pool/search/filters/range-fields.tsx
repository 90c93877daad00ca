import { Box, RangeSlider, Text } from '@mantine/core';
import { RANGE_BOUNDS, type Range, type RangeKey } from '../filter-values';

export type RangeFieldsProps = {
  rangeKey: RangeKey;
  /** null: the whole range. */
  value: Range | null;
  onChange: (next: Range) => void;
  format: (value: number) => string;
  minLabel: string;
  maxLabel: string;
  /** Values labelled under the track. */
  marks: readonly number[];
};

/** A two-thumb slider over one of the spec §5 ranges, its selection spelt out above it. */
export function RangeFields({ rangeKey, value, onChange, format, minLabel, maxLabel, marks }: RangeFieldsProps) {
  const bounds = RANGE_BOUNDS[rangeKey];
  const { min, max } = value ?? bounds;
  return (
    // Side padding keeps the end marks' labels (1,300만원, 10년 이상) inside the modal.
    <Box pb="xl" px={36}>
      <Text fw={700} fz="lg" ta="center" mb="lg" aria-live="polite">
        {min === max ? format(min) : `${format(min)} ~ ${format(max)}`}
      </Text>
      <RangeSlider
        min={bounds.min}
        max={bounds.max}
        step={bounds.step ?? 1}
        minRange={0}
        value={[min, max]}
        onChange={([from, to]) => onChange({ min: from, max: to })}
        label={format}
        thumbFromLabel={minLabel}
        thumbToLabel={maxLabel}
        thumbValueText={format}
        marks={marks.map((mark) => ({ value: mark, label: format(mark) }))}
      />
    </Box>
  );
}
