import { Group, Paper, Skeleton, Stack } from '@mantine/core';

const CARDS = [0, 1, 2];

/** The review list's loading state: cards of bars shaped like a review. */
export function CardsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      {CARDS.map((card) => (
        <Paper key={card} withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group gap="sm">
              <Skeleton h={14} w={90} />
              <Skeleton h={14} w={60} />
              <Skeleton h={14} w={80} />
            </Group>
            <Skeleton h={18} w="60%" />
            <Skeleton h={12} w="90%" />
            <Skeleton h={12} w="80%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
