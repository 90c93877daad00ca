import { Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../i18n';

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')} role="status">
      <Paper withBorder radius="md" p="xl">
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <Skeleton h={64} w={64} circle />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton h={28} w="30%" />
            <Skeleton h={20} w="60%" />
            <Skeleton h={14} w="40%" />
          </Stack>
        </Group>
        <Skeleton h={44} mt="lg" />
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {[0, 1].map((i) => (
              <Paper key={i} withBorder radius="md" p="lg">
                <Skeleton h={22} w={120} mb="md" />
                <Skeleton h={14} mb={8} />
                <Skeleton h={14} mb={8} w="80%" />
                <Skeleton h={14} w="50%" />
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={180} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
