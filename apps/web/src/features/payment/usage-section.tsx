import { Paper, Stack, Title } from '@mantine/core';
import type { UsageItem } from '@partners/contract';
import { UsageItemsTable, UsageRateMeter } from '../../components/usage-items';
import { useT } from '../../i18n';

/** Spec §3 usage items and the §9 usage rate, as on the home page. */
export function UsageSection({ items, usageRate }: { items: UsageItem[]; usageRate: number }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-usage-title">
      <Title order={2} fz="lg" id="payment-usage-title" mb="md">
        {t('payment.usage.title')}
      </Title>
      <Stack gap="lg">
        <UsageRateMeter rate={usageRate} />
        <UsageItemsTable items={items} />
      </Stack>
    </Paper>
  );
}
