import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  /** The screen's one-line purpose, under the title. */
  description?: ReactNode;
  /** A status beside the title (a posting's or a project's state). */
  badge?: ReactNode;
  /** A line above the title: the list a form belongs to. */
  eyebrow?: ReactNode;
  /** The actions (or a filter, a count) on the right. */
  actions?: ReactNode;
};

/** A console screen's heading: the page's one `h1`, with what stands around it in the same places on every screen. */
export function PageHeader({ title, description, badge, eyebrow, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        {eyebrow ? (
          <Text fz="sm" c="dark.4" mb={4}>
            {eyebrow}
          </Text>
        ) : null}
        <Group gap="xs" align="center">
          {/* A posting's or project's title can be one long word: it wraps anywhere rather than widen the page. */}
          <Title order={1} fz={26} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {badge}
        </Group>
        {description ? (
          <Text c="dark.4" mt={4} fz="sm">
            {description}
          </Text>
        ) : null}
      </div>
      {actions}
    </Group>
  );
}
