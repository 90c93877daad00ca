import { Container, Group, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../i18n';

/** Shown while the console user loads: the header's shape, so the page does not jump. */
export function ConsoleSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('app.loading')} role="status">
      <Container size="xl" py="md">
        <Group justify="space-between">
          <Skeleton h={28} w={160} />
          <Skeleton h={28} w={220} />
        </Group>
        <Group gap="lg" mt="md">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h={18} w={72} />
          ))}
        </Group>
        <Stack mt={48} gap="md">
          <Skeleton h={32} w="40%" />
          <Skeleton h={180} />
        </Stack>
      </Container>
    </div>
  );
}
