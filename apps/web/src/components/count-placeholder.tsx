import { Skeleton } from '@mantine/core';

/**
 * The space of a tab's count badge while the counts load (a small badge of two digits): the tabs keep their
 * width, instead of every tab after the first moving right when the counts arrive (decision 0005).
 */
export function CountPlaceholder() {
  return <Skeleton h={18} w={30} radius="xl" animate={false} aria-hidden="true" />;
}
