import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  question: string;
  detail?: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A destructive action asks first: the question, what follows, cancel (focused) and the action in red. */
export function ConfirmModal({ opened, title, question, detail, confirmLabel, loading, onConfirm, onClose }: ConfirmModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} centered size="md" title={title}>
      <Stack gap="md">
        <Text fw={700}>{question}</Text>
        {detail ? (
          <Text fz="sm" c="dark.4">
            {detail}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('companyPage.common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
