import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PostingRow } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { FormActions, SubmitForm } from '../../../components/form-actions';
import { ModalFailure } from '../../../components/modal-failure';
import { useT } from '../../../i18n';
import { apiErrorMessage, handleApiError, isApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePosting, usePostingAction } from '../api/postings';

export type Confirming = { kind: 'close' | 'review_cancel' | 'delete'; posting: PostingRow } | null;

/** close and review_cancel: asks first; the server's refusal (a state changed meanwhile) shows its message in the modal. */
function ActionConfirm({ kind, posting, onClose }: { kind: 'close' | 'review_cancel'; posting: PostingRow; onClose: () => void }) {
  const t = useT();
  const action = usePostingAction();
  const confirm = () =>
    action.mutate(
      { id: posting.id, action: kind },
      {
        onSuccess: () => {
          notifySuccess(t(`recruitment.actions.${kind}_done`));
          onClose();
        },
      },
    );
  return (
    <SubmitForm onSubmit={confirm}>
      <Stack gap="md">
        <Text fw={700}>{t(`recruitment.actions.${kind}_confirm`, { title: posting.title })}</Text>
        <Text fz="sm" c="dark.4">
          {t(`recruitment.actions.${kind}_detail`)}
        </Text>
        <ModalFailure />
        <FormActions
          submitLabel={t(`recruitment.actions.${kind}`)}
          onCancel={onClose}
          pending={action.isPending}
          submitColor={kind === 'close' ? 'dark' : 'brand'}
          autoFocus="cancel"
        />
      </Stack>
    </SubmitForm>
  );
}

/**
 * Deleting asks first. A posting with applicants is never deleted (decision 0017): if the server says so
 * (`job_posting.has_applicants`), the modal explains it and offers to close the posting instead.
 */
function DeleteConfirm({ posting, onClose, onCloseInstead }: { posting: PostingRow; onClose: () => void; onCloseInstead: () => void }) {
  const t = useT();
  const remove = useDeletePosting();
  const hasApplicants = isApiError(remove.error) && remove.error.code === 'job_posting.has_applicants';
  const confirm = () =>
    remove.mutate(posting.id, {
      onSuccess: () => {
        notifySuccess(t('recruitment.actions.delete_done'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'job_posting.has_applicants') return;
        // Shown in this modal: the error modal does not open over it (spec §8).
        handleApiError(error, { kind: 'mutation' });
      },
    });
  if (hasApplicants) {
    return (
      <Stack gap="md">
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden="true" />} title={t('recruitment.actions.has_applicants_title')}>
          {apiErrorMessage(remove.error)}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('recruitment.common.cancel')}
          </Button>
          {posting.allowed_actions.includes('close') ? <Button onClick={onCloseInstead}>{t('recruitment.actions.close_instead')}</Button> : null}
        </Group>
      </Stack>
    );
  }
  return (
    <SubmitForm onSubmit={confirm}>
      <Stack gap="md">
        <Text fw={700}>{t('recruitment.actions.delete_confirm', { title: posting.title })}</Text>
        <Text fz="sm" c="dark.4">
          {t('recruitment.actions.delete_detail')}
        </Text>
        <ModalFailure />
        <FormActions
          submitLabel={t('recruitment.actions.delete')}
          onCancel={onClose}
          pending={remove.isPending}
          submitColor="red"
          autoFocus="cancel"
        />
      </Stack>
    </SubmitForm>
  );
}

export function PostingConfirmModal({ confirming, onChange }: { confirming: Confirming; onChange: (next: Confirming) => void }) {
  const t = useT();
  const onClose = () => onChange(null);
  return (
    <Modal
      opened={confirming !== null}
      onClose={onClose}
      centered
      size="md"
      title={confirming ? t(`recruitment.actions.${confirming.kind}_title`) : ''}
    >
      {confirming?.kind === 'delete' ? (
        <DeleteConfirm
          key={`delete-${confirming.posting.id}`}
          posting={confirming.posting}
          onClose={onClose}
          onCloseInstead={() => onChange({ kind: 'close', posting: confirming.posting })}
        />
      ) : confirming ? (
        <ActionConfirm key={`${confirming.kind}-${confirming.posting.id}`} kind={confirming.kind} posting={confirming.posting} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
