import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  PLAN_CHANGE_MESSAGE_MAX,
  PLAN_TIER_ORDER,
  isBranding,
  isPlanUpgrade,
  type PaymentSummary,
  type PrivilegeMasterCode,
} from '@partners/contract';
import { Modal } from '../../components/modal';
import { CharacterCounter } from '../../components/character-counter';
import { FormActions, SubmitForm } from '../../components/form-actions';
import { useT } from '../../i18n';
import { apiErrorMessage, isApiError } from '../../lib/api';
import { useRequestPlanChange } from './api';
import { Outcome } from './outcome';

export type PlanChangeModalProps = { plan: PaymentSummary['plan']; onClose: () => void };

/**
 * The plan change request: the tier and a note. The server asks for a one-time-password step-up first;
 * its `step_up_required` goes to the shared error handling (the step-up page). An upgrade continues on
 * the brand-service consulting form.
 */
export function PlanChangeModal({ plan, onClose }: PlanChangeModalProps) {
  const t = useT();
  const [target, setTarget] = useState<PrivilegeMasterCode | null>(null);
  const [message, setMessage] = useState('');
  const request = useRequestPlanChange();
  const shownError =
    request.isError && isApiError(request.error) && [400, 409].includes(request.error.status) ? apiErrorMessage(request.error) : null;
  const done = request.data?.data;

  const handleSubmit = () => {
    if (!target) return;
    request.mutate({ to_code: target, message });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} fz="lg">
          {t('payment.change.title')}
        </Title>
      }
      size="lg"
      centered
    >
      {done ? (
        <Outcome
          ok
          title={t('payment.change.done_title')}
          body={done.consulting_url ? t('payment.change.done_upgrade_body') : t('payment.change.done_body')}
        >
          <Button variant="default" onClick={onClose}>
            {t('payment.close')}
          </Button>
          {done.consulting_url ? (
            <Button component={Link} to={done.consulting_url}>
              {t('payment.change.consulting')}
            </Button>
          ) : null}
        </Outcome>
      ) : (
        <SubmitForm onSubmit={handleSubmit}>
          <Stack gap="md">
            <Text fz="sm" c="dark.5">
              {t('payment.change.current', { tier: t(`payment.tiers.${plan.code}`), label: t(`plan_labels.${plan.label}`) })}
            </Text>
            <Radio.Group
              label={t('payment.change.target')}
              value={target}
              onChange={(value) => setTarget(PLAN_TIER_ORDER.find((code) => code === value) ?? null)}
            >
              <Stack gap="xs" mt="xs">
                {PLAN_TIER_ORDER.map((code) => (
                  <Radio.Card key={code} value={code} disabled={code === plan.code} radius="md" p="sm" aria-label={t(`payment.tiers.${code}`)}>
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator disabled={code === plan.code} />
                      <Text fw={600} c={code === plan.code ? 'dark.3' : undefined}>
                        {t(`payment.tiers.${code}`)}
                      </Text>
                      {code === plan.code ? (
                        <Badge variant="light" color="gray" tt="none">
                          {t('payment.change.current_badge')}
                        </Badge>
                      ) : null}
                      <Text fz="xs" c="dark.4" ml="auto">
                        {isBranding(code) ? t('payment.plan.branding') : t('payment.plan.no_branding')}
                      </Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            {target && isPlanUpgrade(plan.code, target) ? (
              <Text fz="sm" c="brand.9">
                {t('payment.change.upgrade_hint')}
              </Text>
            ) : null}
            <Textarea
              label={t('payment.change.message')}
              placeholder={t('payment.change.message_placeholder')}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              rows={4}
              error={message.length > PLAN_CHANGE_MESSAGE_MAX ? true : undefined}
            />
            <Group justify="flex-end" mt={-10}>
              <CharacterCounter length={message.length} max={PLAN_CHANGE_MESSAGE_MAX} />
            </Group>
            <Alert variant="light" color="gray" icon={<IconShieldLock size={18} aria-hidden />} p="sm" role="note">
              <Text fz="sm">{t('payment.change.step_up_hint')}</Text>
            </Alert>
            {shownError ? (
              <Alert variant="light" color="red" role="alert" p="sm">
                {shownError}
              </Alert>
            ) : null}
            <FormActions
              submitLabel={t('payment.change.submit')}
              onCancel={onClose}
              pending={request.isPending}
              submitDisabled={!target || message.length > PLAN_CHANGE_MESSAGE_MAX}
            />
          </Stack>
        </SubmitForm>
      )}
    </Modal>
  );
}
