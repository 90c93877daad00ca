import '@mantine/core/styles/SimpleGrid.css';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { UsageItemsTable, UsageRateMeter } from '../../components/usage-items';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useBanner, useBusinessStatus, useUsage } from './api';
import { SlotCard, SlotState, bars, Figure } from './slot-card';

/** The dashboard's business slots: the banner and the business status with the usage items (decision 0025). */

// ---------------------------------------------------------------- banner

/** The campaign banners are drawn 1200×160: its box keeps that shape while it loads, so nothing below moves. */
const BANNER_SHAPE = { aspectRatio: '1200 / 160' };

export function BannerSlot() {
  const t = useT();
  const query = useBanner();
  // The banner is an advertisement: nothing at all when no campaign runs; a slim bar while it loads.
  if (query.isSuccess && !query.data.visible) return null;
  return (
    <section aria-label={t('dashboard.banner.label')} data-slot="banner">
      <SlotState query={query} failed={t('dashboard.banner.failed')} skeleton={<Skeleton radius="md" style={BANNER_SHAPE} />}>
        {(data) =>
          data.img_url && data.link ? (
            <Anchor component={Link} to={data.link} display="block">
              {/* The first screen's largest picture: fetched ahead of the slots' other images. */}
              <Image src={data.img_url} alt={data.img_alt ?? ''} radius="md" w="100%" fit="cover" style={BANNER_SHAPE} fetchPriority="high" />
            </Anchor>
          ) : null
        }
      </SlotState>
    </section>
  );
}

// ---------------------------------------------------------------- business status (with the usage items)

function UsageItems() {
  const t = useT();
  const usage = useUsage();
  return (
    <Stack gap="xs" mt="md">
      <Text fz="sm" fw={600}>
        {t('dashboard.business.items')}
      </Text>
      <SlotState query={usage} failed={t('dashboard.business.items_failed')} skeleton={<Stack gap={4}>{bars(8, 30)}</Stack>}>
        {(data) => <UsageItemsTable items={data.items} />}
      </SlotState>
    </Stack>
  );
}

export function BusinessStatusSlot() {
  const t = useT();
  const query = useBusinessStatus();
  return (
    <SlotCard slot="business_status" title={t('dashboard.business.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.business.failed')}
        skeleton={
          <Stack gap="md">
            <Skeleton h={22} w={160} />
            <Skeleton h={36} w={200} />
            <Skeleton h={8} />
            <SimpleGrid cols={3}>{bars(3, 40)}</SimpleGrid>
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="md">
            <Group gap="xs">
              <Text fz="sm" c="dark.5">
                {t('dashboard.business.plan')}
              </Text>
              <Badge variant="light" color="brand" c="brand.9">
                {t(`plan_labels.${data.plan_label}`)}
              </Badge>
            </Group>
            <UsageRateMeter rate={data.usage_rate} />
            <Text fz="xs" c="dark.4" mt={-8}>
              {t('dashboard.business.usage_counted', { in_use: data.usage_in_use, counted: data.usage_counted })}
            </Text>
            <SimpleGrid cols={3} spacing="sm">
              <Figure label={t('dashboard.business.tickets')} value={formatNumber(data.salary_tickets)} testId="salary-tickets" />
              <Figure label={t('dashboard.business.live_postings')} value={formatNumber(data.live_postings)} />
              <Figure label={t('dashboard.business.proposals')} value={formatNumber(data.proposals_this_month)} />
            </SimpleGrid>
          </Stack>
        )}
      </SlotState>
      <UsageItems />
    </SlotCard>
  );
}
