import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { PaymentSummary } from '@partners/contract';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
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
