import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { PAYMENT_PRODUCTS, SALARY_TICKET_PRODUCT_CODES, type PaymentSummary } from '@partners/contract';
import { useT } from '../../i18n';
import { formatNumber, formatPrice } from '../../lib/format';

/** The packs' prices at a glance (the purchase shows them with VAT and per analysis). */
function PackPrices() {
  const t = useT();
  return (
    <Stack gap={4} mt="md" aria-label={t('payment.tickets.prices')} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {SALARY_TICKET_PRODUCT_CODES.map((code) => {
        const { tickets, amount } = PAYMENT_PRODUCTS[code];
        return (
          <Group key={code} component="li" justify="space-between" fz="sm">
            <Text fz="sm" c="dark.5">
              {t('payment.buy.pack', { count: tickets })}
            </Text>
            <Text fz="sm" fw={600}>
              {formatPrice(amount ?? 0)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
import { BuyTicketsModal } from './buy-tickets-modal';

/** The salary-analysis ticket balance (the ledger's sum) and, for admins, the purchase. */
export function TicketCard({ summary }: { summary: PaymentSummary }) {
  const t = useT();
  const [buying, setBuying] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-tickets-title" h="100%">
      <Stack gap="md" h="100%" justify="space-between">
        <div>
          <Title order={2} fz="lg" id="payment-tickets-title">
            {t('payment.tickets.title')}
          </Title>
          <Group gap="xs" align="baseline" mt={6}>
            <Text fz="sm" c="dark.5" fw={600}>
              {t('payment.tickets.balance')}
            </Text>
            <Text fz={32} fw={800} c="brand.8" lh={1.1} data-testid="ticket-balance">
              {t('payment.tickets.count', { count: formatNumber(summary.tickets.balance) })}
            </Text>
          </Group>
          <Text fz="xs" c="dark.4" mt="xs">
            {summary.tickets.salary_analysis ? t('payment.tickets.hint') : t('payment.tickets.not_applied')}
          </Text>
          <PackPrices />
        </div>
        {summary.can_manage ? (
          <Button leftSection={<IconTicket size={16} aria-hidden />} onClick={() => setBuying(true)} w="fit-content">
            {t('payment.tickets.buy')}
          </Button>
        ) : null}
      </Stack>
      {buying ? <BuyTicketsModal onClose={() => setBuying(false)} /> : null}
    </Paper>
  );
}
