import { useState } from 'react';
import { Alert, Button, Checkbox, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CANDIDATE_BATCH_MAX, HIRING_PATHS, type Project } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { FormActions, SubmitForm } from '../../../components/form-actions';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useAddCandidates } from '../api/candidates';
import { useActiveProjectOptions } from '../api/projects';
import { NewProjectInline } from '../proposals/project-picker';

export type AddToProjectModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The seekers (encs) to add. */
  userIds: string[];
  onAdded?: () => void;
};

type Result = { added: number; already: number; projects: Project[] };

/** 프로젝트에 담기: one or many seekers into one or more active projects (or a new one made here). */
export function AddToProjectModal({ opened, onClose, userIds, onAdded }: AddToProjectModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('hiring.add.title')} centered size="md">
      {opened ? <AddToProject userIds={userIds} onClose={onClose} onAdded={onAdded} /> : null}
    </Modal>
  );
}

function AddToProject({ userIds, onClose, onAdded }: Omit<AddToProjectModalProps, 'opened'>) {
  const t = useT();
  const options = useActiveProjectOptions();
  const add = useAddCandidates();
  const [selected, setSelected] = useState<number[]>([]);
  const [created, setCreated] = useState<Project[]>([]);
  const [isCreating, setIsCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  if (result) return <AddedNotice result={result} onClose={onClose} />;
  if (options.isPending && !options.projects) return <Skeleton h={120} />;

  const listed = options.projects ?? [];
  const projects = [...created.filter((project) => !listed.some((p) => p.id === project.id)), ...listed];
  const toggle = (id: number, checked: boolean) => {
    setError(null);
    setSelected((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));
  };
  const handleCreated = (project: Project) => {
    setCreated((current) => [project, ...current]);
    toggle(project.id, true);
    setIsCreating(false);
  };
  const handleSubmit = () => {
    if (selected.length === 0) {
      setError(t('hiring.add.pick_one'));
      return;
    }
    add.mutate(
      { userIds, projectIds: selected },
      {
        onSuccess: (response) => {
          setResult({ added: response.data.added, already: response.data.already, projects: projects.filter((p) => selected.includes(p.id)) });
          onAdded?.();
        },
      },
    );
  };

  return (
    <SubmitForm onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text fz="sm" fw={600}>
          {t('hiring.add.selected_count', { count: formatNumber(userIds.length) })}
        </Text>
        {options.isError ? (
          <Text fz="sm" c="dark.4">
            {t('hiring.add.load_failed')}
          </Text>
        ) : projects.length === 0 ? (
          <Text fz="sm" c="dark.4">
            {t('hiring.add.no_projects')}
          </Text>
        ) : (
          <Checkbox.Group
            label={t('hiring.add.projects_label')}
            description={t('hiring.add.projects_hint')}
            error={error}
            value={selected.map(String)}
            onChange={(values) => {
              setError(null);
              setSelected(values.map(Number).slice(0, CANDIDATE_BATCH_MAX));
            }}
          >
            <ScrollArea.Autosize mah={280} mt="xs" type="auto">
              <Stack gap="xs" py={4}>
                {projects.map((project) => (
                  <Checkbox key={project.id} value={String(project.id)} label={project.name} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        )}
        {projects.length === 0 && error ? (
          <Text fz="sm" c="red.7" role="alert">
            {error}
          </Text>
        ) : null}
        {isCreating || projects.length === 0 ? (
          <NewProjectInline onCreated={handleCreated} onCancel={projects.length === 0 ? undefined : () => setIsCreating(false)} />
        ) : (
          <Group>
            <Button variant="subtle" size="xs" px={4} leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setIsCreating(true)}>
              {t('hiring.add.new_project')}
            </Button>
          </Group>
        )}
        <FormActions submitLabel={t('hiring.add.submit')} onCancel={onClose} pending={add.isPending} />
      </Stack>
    </SubmitForm>
  );
}

function AddedNotice({ result, onClose }: { result: Result; onClose: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} title={t('hiring.add.done_title')} role="status">
        <Text fz="sm">{t('hiring.add.done_added', { count: formatNumber(result.added) })}</Text>
        {result.already > 0 ? <Text fz="sm">{t('hiring.add.done_already', { count: formatNumber(result.already) })}</Text> : null}
      </Alert>
      <Stack gap={6}>
        {result.projects.map((project) => (
          <Button
            key={project.id}
            component={Link}
            to={HIRING_PATHS.projectCandidates(project.id)}
            variant="light"
            justify="flex-start"
            onClick={onClose}
          >
            {t('hiring.add.open_project', { name: project.name })}
          </Button>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
