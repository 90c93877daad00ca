import { Anchor, Badge, Group, Progress, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UsageItem } from '@partners/contract';
import { useT } from '../i18n';
import { formatPercent } from '../lib/format';
import classes from './usage-items.module.css';

/**
 * The spec §3 usage items and the §9 usage rate, as the home page and payment management both show
 * them: one wording (이용 중 / 미이용) and one table wherever a company reads its usage.
 */

function UsageStatus({ item }: { item: UsageItem }) {
  const t = useT();
  if (!item.available) {
    return (
      <Badge variant="light" color="gray" c="dark.5" tt="none">
        {t('usage_items.unavailable')}
      </Badge>
    );
  }
  return item.in_use ? (
    <Badge variant="light" color="brand" c="brand.9" tt="none">
      {t('usage_items.in_use')}
    </Badge>
  ) : (
    <Badge variant="outline" color="red.9" tt="none">
      {t('usage_items.not_in_use')}
    </Badge>
  );
}

function UsageLink({ item }: { item: UsageItem }) {
  const t = useT();
  const label = t('usage_items.open');
  const name = `${t(`usage.${item.key_code}`)} ${label}`;
  const isInternal = item.link.startsWith('/') && !item.link.startsWith('//');
  return isInternal ? (
    <Anchor component={Link} to={item.link} fz="sm" aria-label={name}>
      {label}
    </Anchor>
  ) : (
    <Anchor href={item.link} fz="sm" target="_blank" rel="noopener noreferrer" aria-label={name}>
      {label}
    </Anchor>
  );
}

/** The usage rate: the figure, a bar and which items it leaves out. */
export function UsageRateMeter({ rate }: { rate: number }) {
  const t = useT();
  return (
    <div>
      <Group gap="xs" align="baseline">
        <Text fz="sm" c="dark.5" fw={600}>
          {t('usage_items.rate')}
        </Text>
        <Text fz={28} fw={800} c="brand.8" lh={1} data-testid="usage-rate">
          {formatPercent(rate)}
        </Text>
      </Group>
      <Progress value={rate} color="brand.7" size="md" mt="xs" aria-label={t('usage_items.rate')} />
      <Text fz="xs" c="dark.4" mt={6}>
        {t('usage_items.rate_hint')}
      </Text>
    </div>
  );
}

/** One row per usage item: its name, free or paid, in use or not, and where it is done. */
export function UsageItemsTable({ items }: { items: readonly UsageItem[] }) {
  const t = useT();
  return (
    <table className={classes.table}>
      <tbody>
        {items.map((item) => (
          <tr key={item.key_code} className={classes.row}>
            <th scope="row" className={classes.name}>
              {t(`usage.${item.key_code}`)}
            </th>
            <td className={classes.cell}>
              <Text fz="xs" c="dark.4">
                {item.grade_type === 'paid' ? t('usage_items.paid') : t('usage_items.free')}
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
  );
}
