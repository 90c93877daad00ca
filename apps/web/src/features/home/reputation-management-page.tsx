import type { ReactNode } from 'react';
import { Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { RenderWhenNear } from '../../components/render-when-near';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../lib/session';
import { EventLogSlot, JobPostingsSlot, SalesHistoriesSlot } from './activity-slots';
import { BannerSlot, BusinessStatusSlot } from './business-slots';
import { ExternalReputationSlot, ExternalSummarySlot, InternalReputationSlot, InternalSummarySlot } from './reputation-slots';
import { SlotPlaceholder, type SlotHeight } from './slot-card';
import { WelcomeTasks } from './welcome-tasks';

/**
 * The slots below a phone's first screen (412×823: the greeting, the banner, the event log), each with its
 * loaded card's height in one column (base) and in the desktop grid's row (lg), measured on the demo company:
 * its placeholder's, so the page has its final length from the first render and the slots below a
 * placeholder are not all near the viewport at once.
 */
const BELOW_THE_FOLD = {
  business_status: { base: 708, lg: 708 },
  external_summary: { base: 302, lg: 302 },
  external_reputation: { base: 216, lg: 302 },
  internal_summary: { base: 267, lg: 302 },
  internal_reputation: { base: 436, lg: 380 },
  job_postings: { base: 339, lg: 380 },
  sales_histories: { base: 500, lg: 393 },
} satisfies Record<string, SlotHeight>;

/** A slot below the first screen: rendered (and its call made) when it comes near the viewport or the page is idle. */
function Deferred({ slot, children }: { slot: keyof typeof BELOW_THE_FOLD; children: ReactNode }) {
  return <RenderWhenNear placeholder={<SlotPlaceholder slot={slot} height={BELOW_THE_FOLD[slot]} />}>{children}</RenderWhenNear>;
}

/**
 * /partners/reputation_management (home): the dashboard's nine slots (decision 0025), each its own query
 * with its own skeleton, failure and retry, so one slot never holds up or blanks the others; and the
 * welcome tasks while some are left. What a phone's first screen shows renders at once; the slots below it
 * when they come near the viewport or the browser is idle, so the first render and the first calls are the
 * visible slots' only.
 */
export function ReputationManagementPage() {
  const t = useT();
  usePageTitle('reputation_management');
  const { user } = useConsoleSession();

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Text fz="sm" c="dark.5" fw={600}>
            {user.company_name}
          </Text>
          <Title order={1} fz={26} mt={4}>
            {t('home.greeting', { name: user.name })}
          </Title>
          <Group gap="xs" mt="xs">
            <Text fz="sm" c="dark.5">
              {t('home.plan')}
            </Text>
            <Badge variant="light" color="brand" c="brand.9">
              {t(`plan_labels.${user.plan_label}`)}
            </Badge>
          </Group>
        </div>
        <BannerSlot />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <EventLogSlot />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Deferred slot="business_status">
              <BusinessStatusSlot />
            </Deferred>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Deferred slot="external_summary">
              <ExternalSummarySlot />
            </Deferred>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Deferred slot="external_reputation">
              <ExternalReputationSlot />
            </Deferred>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Deferred slot="internal_summary">
              <InternalSummarySlot />
            </Deferred>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <Deferred slot="internal_reputation">
              <InternalReputationSlot />
            </Deferred>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Deferred slot="job_postings">
              <JobPostingsSlot />
            </Deferred>
          </Grid.Col>
          <Grid.Col span={12}>
            <Deferred slot="sales_histories">
              <SalesHistoriesSlot />
            </Deferred>
          </Grid.Col>
        </Grid>
      </Stack>
      <WelcomeTasks />
    </Container>
  );
}
