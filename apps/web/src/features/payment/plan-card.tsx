import { useState } from 'react';
import { Badge, Button, Collapse, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { OPEN_PLAN_CHANGE_STATUSES, type PaymentSummary, type PlanChangeRequest, type PlanChangeStatus } from '@partners/contract';
import { useT } from '../../i18n';
import { formatDate, formatPrice } from '../../lib/format';
import { usePlanChanges } from './api';
import { PlanChangeModal } from './plan-change-modal';

const REQUEST_COLOR: Record<PlanChangeStatus, string> = { requested: 'blue', in_consulting: 'grape', completed: 'teal', cancelled: 'gray' };

function RequestLine({ request }: { request: PlanChangeRequest }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color={REQUEST_COLOR[request.status]} tt="none" fw={600}>
        {t(`payment.request_status.${request.status}`)}
      </Badge>
      <Text fz="sm" c="dark.5">
        {t('payment.plan.request_summary', {
          from: t(`payment.tiers.${request.from_code}`),
          to: t(`payment.tiers.${request.to_code}`),
          date: formatDate(request.created_at),
        })}
      </Text>
    </Group>
  );
}

function RequestHistory() {
  const t = useT();
  const requests = usePlanChanges(true);
  if (requests.isPending)
    return (
      <Text fz="sm" c="dark.4">
        {t('payment.loading')}
      </Text>
    );
  if (requests.isError)
    return (
      <Text fz="sm" c="red.8">
        {t('payment.plan.history_failed')}
      </Text>
    );
  return (
    <List listStyleType="none" spacing={6} aria-label={t('payment.plan.history_label')}>
      {requests.data.map((request) => (
        <List.Item key={request.id}>
          <RequestLine request={request} />
        </List.Item>
      ))}
    </List>
  );
}

/** The plan with its spec §4 label, its fee, and the plan change request (admins). */
export function PlanCard({ summary }: { summary: PaymentSummary }) {
  const t = useT();
  const [changing, setChanging] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const { plan, plan_change: latest } = summary;
  const open = latest !== null && OPEN_PLAN_CHANGE_STATUSES.includes(latest.status);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-plan-title" h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg" id="payment-plan-title">
              {t('payment.plan.title')}
            </Title>
            <Text fz={24} fw={800} c="brand.8" mt={6} data-testid="plan-label">
              {t(`plan_labels.${plan.label}`)}
            </Text>
          </div>
          <Badge variant={plan.branding ? 'filled' : 'outline'} color={plan.branding ? 'brand' : 'gray'} tt="none" size="lg">
            {plan.branding ? t('payment.plan.branding') : t('payment.plan.no_branding')}
          </Badge>
        </Group>
        <Group gap="xl">
          <div>
            <Text fz="xs" c="dark.4">
              {t('payment.plan.tier')}
            </Text>
            <Text fw={700}>{t(`payment.tiers.${plan.code}`)}</Text>
          </div>
          <div>
            <Text fz="xs" c="dark.4">
              {t('payment.plan.monthly_fee')}
            </Text>
            <Text fw={700}>{plan.monthly_fee === null ? t('payment.plan.no_fee') : formatPrice(plan.monthly_fee)}</Text>
          </div>
        </Group>
        {latest ? (
          <>
            <Divider />
            <Stack gap={6}>
              <Text fz="xs" c="dark.4">
                {t('payment.plan.latest_request')}
              </Text>
              <RequestLine request={latest} />
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                px={0}
                onClick={() => setShowHistory((shown) => !shown)}
                aria-expanded={showHistory}
              >
                {showHistory ? t('payment.plan.history_hide') : t('payment.plan.history_show')}
              </Button>
              <Collapse expanded={showHistory}>{showHistory ? <RequestHistory /> : null}</Collapse>
            </Stack>
          </>
        ) : null}
        {summary.can_manage ? (
          <Group gap="sm">
            <Button variant="light" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => setChanging(true)} disabled={open}>
              {t('payment.plan.change')}
            </Button>
            {open ? (
              <Text fz="xs" c="dark.4">
                {t('payment.change.open_request')}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {changing ? <PlanChangeModal plan={plan} onClose={() => setChanging(false)} /> : null}
    </Paper>
  );
}
