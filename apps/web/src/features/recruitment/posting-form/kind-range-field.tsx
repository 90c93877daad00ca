import type { ReactNode } from 'react';
import { Group, Input, NumberInput, Stack, Text, type NumberInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PostingFields } from '@partners/contract';
import { SegmentedChoice } from '../../../components/segmented-choice';

type RangeEnd = 'experience_min_years' | 'experience_max_years' | 'salary_min' | 'salary_max';

export type KindRangeFieldProps<K extends string> = {
  form: UseFormReturnType<PostingFields>;
  label: string;
  /** The field holding the kind, and its choices; `rangeKind` is the one that asks for the range. */
  kindField: 'experience_kind' | 'salary_kind';
  kinds: readonly { value: K; label: string }[];
  rangeKind: K;
  /** The range's two ends: their fields and names. */
  ends: readonly [{ field: RangeEnd; label: string }, { field: RangeEnd; label: string }];
  /** The bounds, step and look both ends share. */
  input: Pick<NumberInputProps, 'min' | 'max' | 'step' | 'thousandSeparator' | 'suffix' | 'w'>;
  /** What shows under the choice for the chosen kind (the range's preview, a hint). */
  below?: ReactNode;
};

/** A number input's value as the form keeps it: a number, or null when empty. */
export const toNumber = (value: string | number) => (typeof value === 'number' ? value : null);

/**
 * A kind with an optional range, as a posting's experience (new, experienced from–to years, any) and
 * salary (from–to 만원, or the company's policy) ask: choosing another kind clears the range.
 */
export function KindRangeField<K extends string>({ form, label, kindField, kinds, rangeKind, ends, input, below }: KindRangeFieldProps<K>) {
  const values = form.getValues();
  const kind = values[kindField] as K | null;
  return (
    <Input.Wrapper label={label} required error={form.errors[kindField]} labelElement="div">
      <Stack gap="xs" mt={4}>
        <Group gap="sm" align="flex-start">
          <SegmentedChoice
            path={kindField}
            aria-label={label}
            value={kind}
            onChange={(value) => {
              form.setFieldValue(kindField, value as PostingFields[typeof kindField]);
              if (value !== rangeKind) for (const end of ends) form.setFieldValue(end.field, null);
            }}
            data={[...kinds]}
          />
          {kind === rangeKind ? (
            <Group gap={6} align="flex-start" wrap="nowrap">
              {ends.map((end, i) => (
                <Group key={end.field} gap={6} align="flex-start" wrap="nowrap">
                  {i === 1 ? <Text mt={6}>~</Text> : null}
                  <NumberInput
                    {...input}
                    aria-label={end.label}
                    placeholder={end.label}
                    allowDecimal={false}
                    value={values[end.field] ?? ''}
                    onChange={(value) => form.setFieldValue(end.field, toNumber(value))}
                    error={form.errors[end.field]}
                    data-path={end.field}
                  />
                </Group>
              ))}
            </Group>
          ) : null}
        </Group>
        {below}
      </Stack>
    </Input.Wrapper>
  );
}
