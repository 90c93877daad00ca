import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

export type ConfirmDeleteModalProps = {
  opened: boolean;
  title: string;
  /** What goes, named (bold), and what follows from it. */
  confirm: ReactNode;
  detail: ReactNode;
  submitLabel: string;
  /** The safe button's label when 취소 would be ambiguous (the action itself is a cancellation). */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A destructive action asks first: cancel has the focus, the red button does it. */
export function ConfirmDeleteModal({
  opened,
  title,
  confirm,
  detail,
  submitLabel,
  cancelLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      {opened ? (
        <Stack gap="md">
          <Text fw={700}>{confirm}</Text>
          <Text fz="sm" c="dark.4">
            {detail}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={onConfirm}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
