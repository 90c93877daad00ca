import { Alert, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { IconFlask, IconInfoCircle } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { paymentHistoryQuery } from '@partners/contract';
import { useT } from '../../i18n';
import { useUrlState } from '../../lib/url-state';
import { usePaymentSummary } from './api';
import { FailedPanel } from '../../components/state-panel';
import { PaymentHistory } from './payment-history';
import { PlanCard } from './plan-card';
import { TicketCard } from './ticket-card';
import { UsageSection } from './usage-section';

/** /partners/payment_managements (spec §2; decision 0021): plan, usage, tickets and payments. */
export function PaymentPage() {
  const t = useT();
  usePageTitle('payment_managements');
  const { state, update } = useUrlState(paymentHistoryQuery);
  const summary = usePaymentSummary();

  const handlePage = (page: number) => update({ page });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('pages.payment_managements')} description={t('payment.intro')} />
        {summary.isError ? (
          <FailedPanel title={t('payment.load_failed_title')} description={t('payment.load_failed_body')} onRetry={() => void summary.refetch()} />
        ) : summary.isPending ? (
          <Stack gap="lg" role="status" aria-busy="true" aria-label={t('payment.loading')}>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Skeleton h={220} radius="md" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Skeleton h={220} radius="md" />
              </Grid.Col>
            </Grid>
            <Skeleton h={360} radius="md" />
          </Stack>
        ) : (
          <>
            {summary.data.test_mode ? (
              <Alert variant="light" color="yellow" icon={<IconFlask size={18} aria-hidden />} title={t('payment.test_mode_title')} role="note">
                {t('payment.test_mode_body')}
              </Alert>
            ) : null}
            {summary.data.can_manage ? null : (
              <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
                {t('payment.read_only')}
              </Alert>
            )}
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <PlanCard summary={summary.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <TicketCard summary={summary.data} />
              </Grid.Col>
            </Grid>
            <UsageSection items={summary.data.usage.items} usageRate={summary.data.usage.usage_rate} />
          </>
        )}
        <PaymentHistory page={state.page} onPage={handlePage} />
      </Stack>
    </Container>
  );
}
