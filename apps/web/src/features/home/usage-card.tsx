import { USAGE_KEY_CODES } from '@partners/contract';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { UsageItemsTable, UsageRateMeter } from '../../components/usage-items';
import { useT } from '../../i18n';
import { useUsage } from './api';

/** The usage items and usage rate from the usage endpoint (spec §3, §9). */
export function UsageCard() {
  const t = useT();
  const usage = useUsage();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="usage-title">
      <Group justify="space-between" align="flex-start" mb="md">
        <Title order={2} fz="lg" id="usage-title">
          {t('home.usage_title')}
        </Title>
      </Group>
      {usage.isPending ? (
        // The loaded card's shape (rate, bar, hint, one row per usage item), so nothing below it jumps.
        <Stack gap="lg">
          <Stack gap="xs">
            <Skeleton h={36} w={200} />
            <Skeleton h={8} />
            <Skeleton h={16} w="50%" />
          </Stack>
          <Stack gap={2}>
            {USAGE_KEY_CODES.map((key) => (
              <Skeleton key={key} h={43} />
            ))}
          </Stack>
        </Stack>
      ) : usage.isError ? (
        <Text c="dark.4">{t('home.load_failed')}</Text>
      ) : (
        <Stack gap="lg">
          <UsageRateMeter rate={usage.data.usage_rate} />
          {usage.data.items.length === 0 ? <Text c="dark.4">{t('home.usage_empty')}</Text> : <UsageItemsTable items={usage.data.items} />}
        </Stack>
      )}
    </Paper>
  );
}
