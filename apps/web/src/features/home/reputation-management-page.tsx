import { Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { useConsoleSession } from '../../lib/session';
import { EventLogSlot, JobPostingsSlot, SalesHistoriesSlot } from './activity-slots';
import { BannerSlot, BusinessStatusSlot } from './business-slots';
import { ExternalReputationSlot, ExternalSummarySlot, InternalReputationSlot, InternalSummarySlot } from './reputation-slots';
import { WelcomeTasks } from './welcome-tasks';

/**
 * /partners/reputation_management (home): the dashboard's nine slots (decision 0025), each its own query
 * with its own skeleton, failure and retry, so one slot never holds up or blanks the others; and the
 * welcome tasks while some are left.
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
            <BusinessStatusSlot />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <ExternalSummarySlot />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <ExternalReputationSlot />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <InternalSummarySlot />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <InternalReputationSlot />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <JobPostingsSlot />
          </Grid.Col>
          <Grid.Col span={12}>
            <SalesHistoriesSlot />
          </Grid.Col>
        </Grid>
      </Stack>
      <WelcomeTasks />
    </Container>
  );
}
