import { Alert, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PAGES, type PaymentReceipt } from '@partners/contract';
import { Fact, FactTable } from '../../components/fact-table';
import { PrintToolbar, printableClasses } from '../../components/print-toolbar';
import { FailedPanel, StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { isApiError } from '../../lib/api';
import { formatDateTime, formatNumber, formatPrice } from '../../lib/format';
import { usePaymentReceipt } from './api';
import { PaymentStatusBadge } from './payment-status-badge';
import classes from './receipt.module.css';

function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ReceiptSheet({ receipt }: { receipt: PaymentReceipt }) {
  const t = useT();
  const { payment, buyer } = receipt;
  return (
    <article className={classes.sheet} aria-labelledby="receipt-title">
      <Group justify="space-between" align="flex-end" className={classes.heading}>
        <Title order={1} fz={28} id="receipt-title">
          {t('payment.receipt.title')}
        </Title>
        {payment.test_mode ? <span className={classes.stamp}>{t('payment.receipt.test_stamp')}</span> : null}
      </Group>
      <Stack gap="lg" mt="lg">
        <FactTable>
          <Fact label={t('payment.receipt.order_id')}>{payment.order_id}</Fact>
          <Fact label={t('payment.receipt.status')}>
            <PaymentStatusBadge status={payment.status} />
          </Fact>
          <Fact label={t('payment.receipt.requested_at')}>{formatDateTime(payment.created_at)}</Fact>
          {payment.paid_at ? <Fact label={t('payment.receipt.paid_at')}>{formatDateTime(payment.paid_at)}</Fact> : null}
          {payment.cancelled_at ? (
            <Fact label={t('payment.receipt.cancelled_at')}>
              <span className={classes.cancelled}>{formatDateTime(payment.cancelled_at)}</span>
            </Fact>
          ) : null}
          <Fact label={t('payment.receipt.method')}>{payment.method_label ?? t(`payment.methods.${payment.method}`)}</Fact>
          <Fact label={t('payment.receipt.requested_by')}>{payment.requested_by_name ?? t('payment.history.automatic')}</Fact>
        </FactTable>

        <table className={classes.items}>
          <thead>
            <tr>
              <th scope="col">{t('payment.receipt.product')}</th>
              <th scope="col" className={classes.number}>
                {t('payment.receipt.quantity')}
              </th>
              <th scope="col" className={classes.number}>
                {t('payment.receipt.supply')}
              </th>
              <th scope="col" className={classes.number}>
                {t('payment.receipt.vat')}
              </th>
              <th scope="col" className={classes.number}>
                {t('payment.receipt.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{payment.product_name}</td>
              <td className={classes.number}>{formatNumber(payment.quantity)}</td>
              <td className={classes.number}>{formatPrice(payment.supply_amount)}</td>
              <td className={classes.number}>{formatPrice(payment.vat)}</td>
              <td className={classes.number}>{formatPrice(payment.amount)}</td>
            </tr>
            <tr className={classes.total}>
              <td colSpan={4}>{t('payment.receipt.total')}</td>
              <td className={classes.number} data-testid="receipt-total">
                {formatPrice(payment.amount)}
              </td>
            </tr>
          </tbody>
        </table>

        <Group grow align="flex-start" gap="lg">
          <div>
            <Text fw={700} mb={6}>
              {t('payment.receipt.buyer')}
            </Text>
            <FactTable>
              <Fact label={t('payment.receipt.company')}>{buyer.company_name}</Fact>
              <Fact label={t('payment.receipt.representative')}>{buyer.representative ?? '-'}</Fact>
              <Fact label={t('payment.receipt.address')}>{buyer.address ?? '-'}</Fact>
            </FactTable>
          </div>
          <div>
            <Text fw={700} mb={6}>
              {t('payment.receipt.seller')}
            </Text>
            <FactTable>
              <Fact label={t('payment.receipt.company')}>{t('payment.receipt.seller_name')}</Fact>
            </FactTable>
          </div>
        </Group>
        <Text fz="xs" c="dark.4">
          {t('payment.receipt.note')}
        </Text>
      </Stack>
    </article>
  );
}

/** /partners/payment_managements/receipts/:id: a payment's receipt without the console's menus, printable on A4. */
export function ReceiptPage() {
  const t = useT();
  usePageTitle('payment_receipt');
  const id = readId(useParams().id);
  const receipt = usePaymentReceipt(id);
  const notFound = id === null || (receipt.isError && isApiError(receipt.error) && receipt.error.status === 404);
  const printable = receipt.data && (receipt.data.payment.status === 'paid' || receipt.data.payment.status === 'cancelled');

  return (
    <Container size={860} py="xl" className={printableClasses.page}>
      <PrintToolbar
        backTo={PAGES.paymentManagement.path}
        backLabel={t('payment.receipt.back')}
        printLabel={t('payment.receipt.print')}
        canPrint={Boolean(printable)}
      />
      {notFound ? (
        <StatePanel
          role="status"
          icon={<IconFileOff size={28} aria-hidden />}
          title={t('payment.receipt.not_found_title')}
          description={t('payment.receipt.not_found_body')}
        />
      ) : receipt.isError ? (
        <FailedPanel title={t('payment.load_failed_title')} description={t('payment.load_failed_body')} onRetry={() => void receipt.refetch()} />
      ) : !receipt.data ? (
        <Paper withBorder radius="md" p="xl" role="status" aria-busy="true" aria-label={t('payment.loading')}>
          <Stack gap="md">
            <Skeleton h={36} w="30%" />
            <Skeleton h={180} />
            <Skeleton h={90} />
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          {printable ? null : (
            <Alert variant="light" color="yellow" className={printableClasses.toolbar} role="status">
              {t('payment.receipt.not_paid')}
            </Alert>
          )}
          <Paper withBorder radius="md" shadow="xs" className={classes.frame}>
            <ReceiptSheet receipt={receipt.data} />
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
