import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Project } from '@partners/contract';
import { useT } from '../../../i18n';
import { useDeleteProject } from '../api/projects';

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
    <Modal opened={project !== null} onClose={onClose} title={t('hiring.delete_project.title')} centered size="md">
      {project ? (
        <Stack gap="md">
          <Text fw={700}>{t('hiring.delete_project.confirm', { name: project.name })}</Text>
          <Text fz="sm" c="dark.4">
            {t('hiring.delete_project.detail')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(project.id, {
                  onSuccess: () => {
                    onDeleted?.();
                    onClose();
                  },
                })
              }
            >
              {t('hiring.delete_project.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
