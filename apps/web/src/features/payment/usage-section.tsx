import { Anchor, Badge, Group, Paper, Progress, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { UsageItem } from '@partners/contract';
import { useT } from '../../i18n';
import { formatPercent } from '../../lib/format';

function UsageStatus({ item }: { item: UsageItem }) {
  const t = useT();
  if (!item.available) {
    return (
      <Badge variant="light" color="gray" c="dark.5" tt="none">
        {t('payment.usage.unavailable')}
      </Badge>
    );
  }
  return item.in_use ? (
    <Badge variant="light" color="brand" c="brand.9" tt="none">
      {t('payment.usage.in_use')}
    </Badge>
  ) : (
    <Badge variant="outline" color="red.9" tt="none">
      {t('payment.usage.not_in_use')}
    </Badge>
  );
}

/** Spec §3 usage items with 사용 중 / 미사용 and the §9 usage rate. */
export function UsageSection({ items, usageRate }: { items: UsageItem[]; usageRate: number }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-usage-title">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id="payment-usage-title">
          {t('payment.usage.title')}
        </Title>
        <Group gap="xs" align="baseline">
          <Text fz="sm" c="dark.5" fw={600}>
            {t('payment.usage.rate')}
          </Text>
          <Text fz={26} fw={800} c="brand.8" lh={1} data-testid="usage-rate">
            {formatPercent(usageRate)}
          </Text>
        </Group>
      </Group>
      <Progress value={usageRate} color="brand.7" size="md" aria-label={t('payment.usage.rate')} />
      <Text fz="xs" c="dark.4" mt={6} mb="sm">
        {t('payment.usage.rate_hint')}
      </Text>
      <Table verticalSpacing={8} horizontalSpacing="sm">
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.key_code}>
              <Table.Th scope="row" fw={500}>
                {t(`usage.${item.key_code}`)}
              </Table.Th>
              <Table.Td>
                <Text fz="xs" c="dark.4">
                  {item.grade_type === 'paid' ? t('payment.usage.paid') : t('payment.usage.free')}
                </Text>
              </Table.Td>
              <Table.Td>
                <UsageStatus item={item} />
              </Table.Td>
              <Table.Td ta="right">
                <Anchor component={Link} to={item.link} fz="sm" aria-label={`${t(`usage.${item.key_code}`)} ${t('payment.usage.open')}`}>
                  {t('payment.usage.open')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
