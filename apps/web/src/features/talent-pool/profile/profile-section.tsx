import { useId, type ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';

export type ProfileSectionProps = {
  title: string;
  /** A short note beside the title (총 경력). */
  aside?: ReactNode;
  /** Shown instead of the content when the section has nothing. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** One titled card of the résumé. */
export function ProfileSection({ title, aside, empty, isEmpty, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} fz={18} id={titleId}>
          {title}
        </Title>
        {aside}
      </Group>
      {isEmpty ? (
        <Text fz="sm" c="dark.3">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
