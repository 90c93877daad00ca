import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileTypePdf, IconMailCheck } from '@tabler/icons-react';
import { Modal } from '../../../components/modal';
import { ConsultingForm } from '../../../components/consulting-form';
import { OutboundLink } from '../../../components/outbound-link';
import { useT } from '../../../i18n';
import { useApplyConsulting } from '../../../lib/consulting';
import { logSearchEvent } from '../api/log-event';

/** The brochure `scripts/make-brochure.mjs` writes into the web's static files. */
export const TALENT_POOL_BROCHURE_URL = '/brochures/talent-pool-business.pdf';

export type BusinessConsultingModalProps = { opened: boolean; onClose: () => void };

/**
 * Spec §3 talent-pool modals "business-consulting" (partners state: the modal with its pdf link): the
 * service brochure and the data inquiry form, sent with `apply_on=talent_pool`.
 */
export function BusinessConsultingModal({ opened, onClose }: BusinessConsultingModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('talent_pool.consulting.title')} centered size="lg">
      {/* Mounted per opening: each opening starts with an empty form. */}
      {opened ? <BusinessConsultingBody onClose={onClose} /> : null}
    </Modal>
  );
}

function BusinessConsultingBody({ onClose }: { onClose: () => void }) {
  const t = useT();
  const apply = useApplyConsulting();

  if (apply.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="sm" py="lg" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('consulting.done_title')}
        </Title>
        <Text c="dark.5">{t('consulting.done_body')}</Text>
        <Button mt="sm" onClick={onClose} data-autofocus>
          {t('common.confirm')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dark.6" fz="sm" lh={1.6}>
        {t('talent_pool.consulting.intro')}
      </Text>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="red" aria-hidden="true">
            <IconFileTypePdf size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <OutboundLink
              href={TALENT_POOL_BROCHURE_URL}
              target="_blank"
              rel="noopener"
              fw={700}
              onFollow={() => logSearchEvent({ event: 'outbound_link', text: TALENT_POOL_BROCHURE_URL })}
            >
              {t('talent_pool.consulting.brochure')}
            </OutboundLink>
            <Text fz="xs" c="dark.4">
              {t('talent_pool.consulting.brochure_hint')}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <ConsultingForm
        applyOn="talent_pool"
        onSubmit={(body) => apply.mutate(body)}
        submitting={apply.isPending}
        submitLabel={t('consulting.submit')}
        error={apply.error}
      />
    </Stack>
  );
}
