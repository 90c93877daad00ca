import '@mantine/core/styles/Table.css';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Payment } from '@partners/contract';
import { FailedPanel, StatePanel, TableSkeleton } from '../../components/state-panel';
import { useT } from '../../i18n';
import { formatDateTime, formatNumber, formatPrice } from '../../lib/format';
import { usePaymentHistory } from './api';
import { receiptPath } from './paths';
import { PaymentStatusBadge } from './payment-status-badge';

function MethodCell({ payment }: { payment: Payment }) {
  const t = useT();
  return (
    <>
      <Text fz="sm">{payment.method_label ?? t(`payment.methods.${payment.method}`)}</Text>
      <Text fz="xs" c="dark.3">
        {payment.requested_by_name ?? t('payment.history.automatic')}
      </Text>
    </>
  );
}

/** The company's payments, newest first, paged (the page lives in the URL), each with its receipt. */
export function PaymentHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const history = usePaymentHistory(page);
  const data = history.data;
  const totalPages = data?.page_info.total_pages ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-history-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="payment-history-title">
          {t('payment.history.title')}
        </Title>
        {data ? (
          <Text fz="sm" c="dark.4">
            {t('payment.history.total', { count: formatNumber(data.page_info.total) })}
          </Text>
        ) : null}
      </Group>
      {history.isError && !data ? (
        <FailedPanel title={t('payment.history.failed_title')} description={t('payment.load_failed_body')} onRetry={() => void history.refetch()} />
      ) : !data ? (
        <TableSkeleton columns={['16%', '30%', '18%', '12%', '10%']} label={t('payment.loading')} />
      ) : data.payments.length === 0 ? (
        <StatePanel
          icon={<IconReceipt size={28} aria-hidden />}
          title={t('payment.history.empty_title')}
          description={t('payment.history.empty_body')}
        />
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto', opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" miw={760} aria-labelledby="payment-history-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={150}>{t('payment.history.date')}</Table.Th>
                <Table.Th>{t('payment.history.product')}</Table.Th>
                <Table.Th w={170}>{t('payment.history.method')}</Table.Th>
                <Table.Th w={130} ta="right">
                  {t('payment.history.amount')}
                </Table.Th>
                <Table.Th w={100}>{t('payment.history.status')}</Table.Th>
                <Table.Th w={80}>{t('payment.history.receipt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>
                    <Text fz="sm" c="dark.5" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatDateTime(payment.paid_at ?? payment.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {payment.product_name}
                    </Text>
                    <Text fz="xs" c="dark.3">
                      {payment.order_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <MethodCell payment={payment} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      fz="sm"
                      fw={700}
                      td={payment.status === 'cancelled' ? 'line-through' : undefined}
                      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatPrice(payment.amount)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={payment.status} />
                  </Table.Td>
                  <Table.Td>
                    {payment.status === 'paid' || payment.status === 'cancelled' ? (
                      <Anchor
                        component={Link}
                        to={receiptPath(payment.id)}
                        target="_blank"
                        fz="sm"
                        aria-label={t('payment.history.receipt_of', { product: payment.product_name })}
                      >
                        {t('payment.history.receipt')}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {totalPages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('payment.history.pagination')}>
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={onPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
