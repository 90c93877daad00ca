import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A company page screen's title, its one-line purpose and the actions on its right. */
export function PageHeader({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Text c="dark.4" mt={4} fz="sm">
          {intro}
        </Text>
      </div>
      {actions}
    </Group>
  );
}
