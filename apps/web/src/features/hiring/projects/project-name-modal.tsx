import { Stack } from '@mantine/core';
import type { Project } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { FormActions } from '../../../components/form-actions';
import { ModalFailure } from '../../../components/modal-failure';
import { useT } from '../../../i18n';
import { useCreateProject, useUpdateProject } from '../api/projects';
import { ProjectNameField, useProjectNameForm } from './project-name-field';

export type ProjectNameModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Renames this project; without it the modal creates a new one. */
  project?: Project;
  onCreated?: (project: Project) => void;
};

/** 새 프로젝트 만들기 / 프로젝트 이름 변경. */
export function ProjectNameModal({ opened, onClose, project, onCreated }: ProjectNameModalProps) {
  const t = useT();
  const title = project ? t('hiring.project_form.rename_title') : t('hiring.project_form.create_title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      {opened ? <ProjectNameFormBody project={project} onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function ProjectNameFormBody({ project, onClose, onCreated }: Omit<ProjectNameModalProps, 'opened'>) {
  const t = useT();
  const form = useProjectNameForm(project?.name ?? '');
  const create = useCreateProject();
  const update = useUpdateProject();

  // A failure shows in the modal (the error modal does not open over it) and keeps what was typed.
  const handleSubmit = form.onSubmit(({ name }) => {
    const trimmed = name.trim();
    if (!project) {
      create.mutate(trimmed, {
        onSuccess: (response) => {
          onCreated?.(response.data.hr_project);
          onClose();
        },
      });
      return;
    }
    if (trimmed === project.name) {
      onClose();
      return;
    }
    update.mutate({ id: project.id, changes: { name: trimmed } }, { onSuccess: onClose });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <ProjectNameField form={form} />
        <ModalFailure />
        <FormActions
          submitLabel={project ? t('hiring.project_form.rename_submit') : t('hiring.project_form.create_submit')}
          onCancel={onClose}
          pending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
