import { useId, type ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';

export type ResumeCardProps = {
  title: string;
  /** A short note beside the title (총 경력). */
  aside?: ReactNode;
  /** Shown instead of the content when the section has nothing. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  /** The heading level: 2 on a page of its own (the talent profile), 3 under a name heading (an applicant's résumé). */
  level?: 2 | 3;
};

/** One titled card of a résumé: the talent pool's profile and an applicant's résumé lay theirs out alike. */
export function ResumeCard({ title, aside, empty, isEmpty, children, level = 2 }: ResumeCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb={level === 2 ? 'md' : 'sm'}>
        <Title order={level} fz={level === 2 ? 18 : 16} id={titleId}>
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
