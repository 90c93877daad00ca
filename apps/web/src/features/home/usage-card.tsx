import { USAGE_KEY_CODES } from '@partners/contract';
import { Anchor, Badge, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { UsageItem } from '@partners/contract';
import { useT } from '../../i18n';
import { formatPercent } from '../../lib/format';
import { useUsage } from './api';
import classes from './usage-card.module.css';

function UsageStatus({ item }: { item: UsageItem }) {
  const t = useT();
  if (!item.available) {
    return (
      <Badge variant="light" color="gray" c="dark.5">
        {t('home.unavailable')}
      </Badge>
    );
  }
  return item.in_use ? (
    <Badge variant="light" color="brand" c="brand.9">
      {t('home.in_use')}
    </Badge>
  ) : (
    <Badge variant="outline" color="red.9">
      {t('home.not_in_use')}
    </Badge>
  );
}

function UsageLink({ item }: { item: UsageItem }) {
  const t = useT();
  const isInternal = item.link.startsWith('/') && !item.link.startsWith('//');
  const label = `${t('home.open')}`;
  if (isInternal) {
    return (
      <Anchor component={Link} to={item.link} fz="sm" aria-label={`${t(`usage.${item.key_code}`)} ${label}`}>
        {label}
      </Anchor>
    );
  }
  return (
    <Anchor href={item.link} fz="sm" target="_blank" rel="noopener noreferrer" aria-label={`${t(`usage.${item.key_code}`)} ${label}`}>
      {label}
    </Anchor>
  );
}

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
          <div>
            <Group gap="xs" align="baseline">
              <Text fz="sm" c="dark.5" fw={600}>
                {t('home.usage_rate')}
              </Text>
              <Text fz={28} fw={800} c="brand.8" lh={1}>
                {formatPercent(usage.data.usage_rate)}
              </Text>
            </Group>
            <Progress value={usage.data.usage_rate} color="brand.7" size="md" mt="xs" aria-label={t('home.usage_rate')} />
            <Text fz="xs" c="dark.4" mt={6}>
              {t('home.usage_rate_hint')}
            </Text>
          </div>
          {usage.data.items.length === 0 ? (
            <Text c="dark.4">{t('home.usage_empty')}</Text>
          ) : (
            <table className={classes.table}>
              <tbody>
                {usage.data.items.map((item) => (
                  <tr key={item.key_code} className={classes.row}>
                    <th scope="row" className={classes.name}>
                      {t(`usage.${item.key_code}`)}
                    </th>
                    <td className={classes.cell}>
                      <Text fz="xs" c="dark.4">
                        {item.grade_type === 'paid' ? t('home.paid') : t('home.free')}
                      </Text>
                    </td>
                    <td className={classes.cell}>
                      <UsageStatus item={item} />
                    </td>
                    <td className={classes.link}>
                      <UsageLink item={item} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      )}
    </Paper>
  );
}
