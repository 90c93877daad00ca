import { Text } from '@mantine/core';

/** The n/max counter beside a bounded text field (spec §5); red once over the limit. */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  return (
    <Text fz="xs" c={length > max ? 'red.7' : 'dark.3'} aria-live="polite">
      {length}/{max}
    </Text>
  );
}
