// Styles of the Mantine components only the hiring pages use (the shell loads the common ones).
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { Anchor, Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HIRING_PATHS, projectPagesQuery, type Project } from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { useUrlState } from '../../../lib/url-state';
import { useUpdateProject } from '../api/projects';
import { useHasDemoInbox } from '../api/proposals';
import { DeleteProjectModal } from './delete-project-modal';
import { ProjectNameModal } from './project-name-modal';
import { ProjectSection } from './project-section';
import { PageHeader } from '../../../components/page-header';

type Editing = { kind: 'create' } | { kind: 'rename'; project: Project } | null;

/** /partners/job_seekers/project: active and inactive projects, each paged, with create, rename, toggle, delete. */
export function ProjectListPage() {
  const t = useT();
  usePageTitle('talent_projects');
  // Each list's page lives in the URL on its own; paging replaces the history entry.
  const { state: pages, update: updatePages } = useUrlState(projectPagesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const toggle = useUpdateProject();
  const hasDemoInbox = useHasDemoInbox();

  const handleToggle = (project: Project) => toggle.mutate({ id: project.id, changes: { active: !project.active } });
  const togglingId = toggle.isPending ? (toggle.variables?.id ?? null) : null;
  const sectionProps = {
    onRename: (project: Project) => setEditing({ kind: 'rename', project }),
    onToggle: handleToggle,
    onDelete: setDeleting,
    togglingId,
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={t('hiring.projects.title')}
          description={t('hiring.projects.intro')}
          actions={
            <Group gap="sm">
              <Button component={Link} to={HIRING_PATHS.allCandidates()} variant="default" leftSection={<IconUsers size={16} aria-hidden="true" />}>
                {t('hiring.projects.all_candidates')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({ kind: 'create' })}>
                {t('hiring.projects.create')}
              </Button>
            </Group>
          }
        />
        {hasDemoInbox ? (
          <Anchor component={Link} to={HIRING_PATHS.candidateInbox} fz="sm" c="dark.4" style={{ alignSelf: 'flex-end' }}>
            {t('hiring.demo.inbox_link')}
          </Anchor>
        ) : null}
        <ProjectSection
          active
          page={pages.active_page}
          onPageChange={(page) => updatePages({ active_page: page }, { replace: true })}
          onCreate={() => setEditing({ kind: 'create' })}
          {...sectionProps}
        />
        <ProjectSection
          active={false}
          page={pages.inactive_page}
          onPageChange={(page) => updatePages({ inactive_page: page }, { replace: true })}
          {...sectionProps}
        />
      </Stack>
      <ProjectNameModal
        opened={editing !== null}
        project={editing?.kind === 'rename' ? editing.project : undefined}
        onClose={() => setEditing(null)}
      />
      <DeleteProjectModal project={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
