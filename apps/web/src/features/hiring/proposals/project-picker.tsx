import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Project } from '@partners/contract';
import { useT } from '../../../i18n';
import { useActiveProjectOptions, useCreateProject } from '../api/projects';
import { ProjectNameField, useProjectNameForm } from '../projects/project-name-field';

export type ProjectPickerProps = {
  value: string;
  onChange: (projectId: string) => void;
  error?: string | null;
};

/** The message request's project: one active project, or a new one created right here. */
export function ProjectPicker({ value, onChange, error }: ProjectPickerProps) {
  const t = useT();
  const options = useActiveProjectOptions();
  // A project created here is listed at once, before the refreshed list arrives.
  const [created, setCreated] = useState<Project[]>([]);
  const [isCreating, setIsCreating] = useState(false);
  if (options.isPending && !options.projects) return <Skeleton h={60} />;
  const listed = options.projects ?? [];
  const projects = [...listed, ...created.filter((project) => !listed.some((p) => p.id === project.id))];

  const handleCreated = (project: Project) => {
    setCreated((current) => [...current, project]);
    onChange(String(project.id));
    setIsCreating(false);
  };

  return (
    <Stack gap={6}>
      {projects.length > 0 ? (
        <NativeSelect
          label={t('hiring.request.project_label')}
          description={t('hiring.request.project_hint')}
          withAsterisk
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[
            { value: '', label: t('hiring.request.project_placeholder'), disabled: true },
            ...projects.map((project) => ({ value: String(project.id), label: project.name })),
          ]}
        />
      ) : (
        <div>
          <Text fz="sm" fw={500}>
            {t('hiring.request.project_label')}
          </Text>
          <Text fz="sm" c={error ? 'red.7' : 'dark.4'} role={error ? 'alert' : undefined}>
            {error ?? t('hiring.request.no_projects')}
          </Text>
        </div>
      )}
      {isCreating ? (
        <NewProjectInline onCreated={handleCreated} onCancel={() => setIsCreating(false)} />
      ) : (
        <Group>
          <Button variant="subtle" size="xs" px={4} leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setIsCreating(true)}>
            {t('hiring.add.new_project')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export type NewProjectInlineProps = { onCreated: (project: Project) => void; onCancel?: () => void };

/** A project name and 만들기, inside another form (so no <form> of its own). */
export function NewProjectInline({ onCreated, onCancel }: NewProjectInlineProps) {
  const t = useT();
  const form = useProjectNameForm('');
  const create = useCreateProject();
  const handleCreate = () => {
    if (form.validate().hasErrors) return;
    create.mutate(form.getValues().name.trim(), {
      onSuccess: (response) => {
        form.reset();
        onCreated(response.data.hr_project);
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap="xs">
        <ProjectNameField form={form} onEnter={handleCreate} />
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button size="xs" onClick={handleCreate} loading={create.isPending}>
            {t('hiring.add.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
