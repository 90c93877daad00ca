import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export type StatusPageProps = {
  icon: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  color?: string;
};

/** A centred message page: errors, maintenance, sections that are not available yet. */
export function StatusPage({ icon, title, description, children, color = 'gray' }: StatusPageProps) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        {description ? (
          <Text c="dark.4" fz="md">
            {description}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Center>
  );
}
