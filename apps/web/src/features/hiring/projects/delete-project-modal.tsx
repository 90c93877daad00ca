import type { Project } from '@partners/contract';
import { useT } from '../../../i18n';
import { useDeleteProject } from '../api/projects';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';

export type DeleteProjectModalProps = {
  /** The project to delete; null keeps the modal closed. */
  project: Project | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Deleting a project always asks first: its candidate list goes with it. */
export function DeleteProjectModal({ project, onClose, onDeleted }: DeleteProjectModalProps) {
  const t = useT();
  const remove = useDeleteProject();
  return (
    <ConfirmDeleteModal
      opened={project !== null}
      title={t('hiring.delete_project.title')}
      confirm={project ? t('hiring.delete_project.confirm', { name: project.name }) : null}
      detail={t('hiring.delete_project.detail')}
      submitLabel={t('hiring.delete_project.submit')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project.id, {
          onSuccess: () => {
            onDeleted?.();
            onClose();
          },
        });
      }}
    />
  );
}
