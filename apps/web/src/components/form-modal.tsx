import type { ReactNode } from 'react';
import { Stack, type ModalProps } from '@mantine/core';
import { Modal } from './modal';
import { modalFailureStore } from '../lib/api';
import { FormActions, SubmitForm, type FormActionsProps } from './form-actions';
import { ModalFailure } from './modal-failure';

export type FormModalProps = Omit<FormActionsProps, 'onCancel' | 'size'> & {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Called by the submit button and by Enter in a field. */
  onSubmit: () => void;
  size?: ModalProps['size'];
  /** The fields or the question; mounted while the modal is open, so each opening starts afresh. */
  children: ReactNode;
};

/**
 * The kit's modal form: a title, the body, and 취소 beside the submit button in a real `<form>`. A failed submit
 * shows its message above the buttons (the API error modal does not open over a modal, spec §8).
 */
export function FormModal({ opened, onClose, title, onSubmit, size = 'md', children, ...actions }: FormModalProps) {
  const handleSubmit = () => {
    modalFailureStore.clear();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {opened ? (
        <SubmitForm onSubmit={handleSubmit}>
          <Stack gap="md">
            {children}
            <ModalFailure />
            <FormActions onCancel={onClose} {...actions} />
          </Stack>
        </SubmitForm>
      ) : null}
    </Modal>
  );
}
