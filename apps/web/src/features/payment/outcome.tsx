import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** How a modal's action ended: done (a check) or failed (a warning), a sentence and what to do next. */
export function Outcome({ ok, title, body, children }: { ok: boolean; title: string; body: string; children: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="lg" role={ok ? 'status' : 'alert'}>
      <ThemeIcon size={52} radius="xl" variant="light" color={ok ? 'teal' : 'red'} aria-hidden="true">
        {ok ? <IconCircleCheck size={30} /> : <IconAlertTriangle size={30} />}
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Text c="dark.5">{body}</Text>
      <Group mt="sm">{children}</Group>
    </Stack>
  );
}
