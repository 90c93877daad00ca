import type { Candidate } from '@partners/contract';
import { useT } from '../../../i18n';
import { useRemoveCandidates } from '../api/candidates';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';

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
    <ConfirmDeleteModal
      opened={candidate !== null}
      title={t('hiring.delete_candidate.title')}
      confirm={candidate ? t('hiring.delete_candidate.confirm', { name: candidate.masked_name, project: candidate.project_name }) : null}
      detail={t('hiring.delete_candidate.detail')}
      submitLabel={t('hiring.delete_candidate.submit')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!candidate) return;
        remove.mutate(
          { userIds: [candidate.user_id], projectIds: [candidate.project_id] },
          {
            onSuccess: () => {
              onDeleted?.();
              onClose();
            },
          },
        );
      }}
    />
  );
}
