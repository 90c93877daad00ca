import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SALARY_TICKET_PRODUCT_CODES, type SalaryTicketProductCode } from '@partners/contract';
import { Modal } from '../../components/modal';
import { FormActions, SubmitForm } from '../../components/form-actions';
import { useT } from '../../i18n';
import { formatNumber, formatPrice } from '../../lib/format';
import { SETTLE_PATIENCE_MS, useCheckout, usePaymentProducts, usePaymentReceipt, useRefreshPayments } from './api';
import { Outcome } from './outcome';
import { receiptPath } from './paths';

/** Follows a started payment until the provider's webhook settled it (test mode: within a second or two). */
function Settlement({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const t = useT();
  const receipt = usePaymentReceipt(paymentId, { follow: true });
  const refresh = useRefreshPayments();
  const [slow, setSlow] = useState(false);
  const status = receipt.data?.payment.status ?? 'pending';

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SETTLE_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (status !== 'pending') void refresh();
  }, [status, refresh]);

  if (status === 'paid' && receipt.data) {
    return (
      <Outcome ok title={t('payment.buy.paid_title')} body={t('payment.buy.paid_body', { count: formatNumber(receipt.data.payment.tickets) })}>
        <Anchor component={Link} to={receiptPath(paymentId)} target="_blank" fz="sm">
          {t('payment.buy.receipt')}
        </Anchor>
        <Button onClick={onClose}>{t('payment.close')}</Button>
      </Outcome>
    );
  }
  if (status !== 'pending') {
    return (
      <Outcome ok={false} title={t('payment.buy.failed_title')} body={t('payment.buy.failed_body')}>
        <Button onClick={onClose}>{t('payment.close')}</Button>
      </Outcome>
    );
  }
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text fw={600}>{t('payment.buy.paying')}</Text>
      {slow ? <Text c="dark.4">{t('payment.buy.slow_body')}</Text> : null}
    </Stack>
  );
}

/**
 * Buying a salary-analysis ticket pack. One idempotency key per pack while the modal is open, so a
 * double click or a retry after a lost answer makes one order; test mode says plainly that nothing is charged.
 */
export function BuyTicketsModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const products = usePaymentProducts(true);
  const checkout = useCheckout();
  const [code, setCode] = useState<SalaryTicketProductCode>('salary_ticket_5');
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const keys = useRef(new Map<SalaryTicketProductCode, string>());
  const selected = products.data?.products.find((p) => p.code === code);

  const handlePay = () => {
    let key = keys.current.get(code);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(code, key);
    }
    checkout.mutate(
      { product_code: code, idempotency_key: key },
      {
        onSuccess: ({ data }) => {
          // A provider with its own payment page takes the buyer there; test mode settles by itself.
          if (data.redirect_url) window.location.assign(data.redirect_url);
          else setPaymentId(data.payment.id);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} fz="lg">
          {t('payment.buy.title')}
        </Title>
      }
      size="lg"
      centered
    >
      {paymentId !== null ? (
        <Settlement paymentId={paymentId} onClose={onClose} />
      ) : (
        <SubmitForm onSubmit={handlePay}>
          <Stack gap="md">
            {products.data?.test_mode ? (
              <Alert variant="light" color="yellow" icon={<IconFlask size={18} aria-hidden />} title={t('payment.test_mode_title')} role="note">
                {t('payment.buy.test_notice')}
              </Alert>
            ) : null}
            {products.isPending ? (
              <Stack gap="xs" role="status" aria-busy="true" aria-label={t('payment.loading')}>
                {SALARY_TICKET_PRODUCT_CODES.map((c) => (
                  <Skeleton key={c} h={76} radius="md" />
                ))}
              </Stack>
            ) : products.isError ? (
              <Alert variant="light" color="red" role="alert">
                {t('payment.load_failed_title')}
              </Alert>
            ) : (
              <Radio.Group
                label={t('payment.buy.choose')}
                value={code}
                onChange={(value) => setCode(SALARY_TICKET_PRODUCT_CODES.find((c) => c === value) ?? code)}
              >
                <Stack gap="xs" mt="xs">
                  {products.data.products.map((product) => (
                    <Radio.Card
                      key={product.code}
                      value={product.code}
                      radius="md"
                      p="md"
                      aria-label={t('payment.buy.pack', { count: product.tickets })}
                    >
                      <Group wrap="nowrap" justify="space-between" align="flex-start">
                        <Group wrap="nowrap" gap="sm" align="flex-start">
                          <Radio.Indicator mt={3} />
                          <div>
                            <Text fw={700}>{t('payment.buy.pack', { count: product.tickets })}</Text>
                            <Text fz="xs" c="dark.4">
                              {t('payment.buy.vat', { supply: formatPrice(product.supply_amount), vat: formatPrice(product.vat) })}
                            </Text>
                          </div>
                        </Group>
                        <div style={{ textAlign: 'right' }}>
                          <Text fw={800} fz="lg">
                            {formatPrice(product.amount)}
                          </Text>
                          <Text fz="xs" c="brand.8">
                            {t('payment.buy.unit_price', { price: formatPrice(product.unit_price) })}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <FormActions
              submitLabel={t('payment.buy.pay', { price: selected ? formatPrice(selected.amount) : '' })}
              onCancel={onClose}
              pending={checkout.isPending}
              submitDisabled={!selected}
            />
          </Stack>
        </SubmitForm>
      )}
    </Modal>
  );
}
