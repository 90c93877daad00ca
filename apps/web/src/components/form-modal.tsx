import type { ReactNode } from 'react';
import { Modal, Stack, type ModalProps } from '@mantine/core';
import { FormActions, SubmitForm, type FormActionsProps } from './form-actions';

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

/** The kit's modal form: a title, the body, and 취소 beside the submit button in a real `<form>`. */
export function FormModal({ opened, onClose, title, onSubmit, size = 'md', children, ...actions }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {opened ? (
        <SubmitForm onSubmit={onSubmit}>
          <Stack gap="md">
            {children}
            <FormActions onCancel={onClose} {...actions} />
          </Stack>
        </SubmitForm>
      ) : null}
    </Modal>
  );
}
