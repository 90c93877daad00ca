import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormModal } from './form-modal';

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
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSubmit={onConfirm}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      submitColor="red"
      autoFocus="cancel"
      pending={pending}
    >
      <Text fw={700}>{confirm}</Text>
      <Text fz="sm" c="dark.4">
        {detail}
      </Text>
    </FormModal>
  );
}
