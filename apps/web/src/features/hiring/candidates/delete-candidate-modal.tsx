import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Candidate } from '@partners/contract';
import { useT } from '../../../i18n';
import { useRemoveCandidates } from '../api/candidates';

export type DeleteCandidateModalProps = {
  /** The candidate to take out of its project; null keeps the modal closed. */
  candidate: Candidate | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Spec §2 delete-candidate modal: removing a candidate from a project always asks first. */
export function DeleteCandidateModal({ candidate, onClose, onDeleted }: DeleteCandidateModalProps) {
  const t = useT();
  const remove = useRemoveCandidates();
  return (
    <Modal opened={candidate !== null} onClose={onClose} title={t('hiring.delete_candidate.title')} centered size="md">
      {candidate ? (
        <Stack gap="md">
          <Text fw={700}>{t('hiring.delete_candidate.confirm', { name: candidate.masked_name, project: candidate.project_name })}</Text>
          <Text fz="sm" c="dark.4">
            {t('hiring.delete_candidate.detail')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { userIds: [candidate.user_id], projectIds: [candidate.project_id] },
                  {
                    onSuccess: () => {
                      onDeleted?.();
                      onClose();
                    },
                  },
                )
              }
            >
              {t('hiring.delete_candidate.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
