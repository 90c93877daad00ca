// Styles of the Mantine components only the hiring pages use (the shell loads the common ones).
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Menu.css';
import { Anchor, Badge, Button, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { HIRING_PATHS, TALENT_PATHS, isCandidateStatus, type CandidateStatus } from '@partners/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useT } from '../../../i18n';
import { useProject } from '../api/projects';
import { useHasDemoInbox } from '../api/proposals';
import { CandidateList } from './candidate-list';
import { CandidateTabs } from './candidate-tabs';
import { PageHeader } from '../../../components/page-header';

function readPage(value: string | undefined): number | null {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : null;
}

function readProjectId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** /partners/job_seekers/project/:projectId/candidates/:status/:page; a bad status or page is replaced by a valid one. */
export function ProjectCandidatesPage() {
  const params = useParams();
  const projectId = readProjectId(params.projectId);
  if (projectId === null) return <Navigate to={HIRING_PATHS.projects} replace />;
  if (!isCandidateStatus(params.status)) return <Navigate to={HIRING_PATHS.projectCandidates(projectId)} replace />;
  const page = readPage(params.page);
  if (page === null) return <Navigate to={HIRING_PATHS.projectCandidates(projectId, params.status)} replace />;
  return <CandidatesScreen projectId={projectId} status={params.status} page={page} />;
}

/** /partners/job_seekers/project/candidates/:actionStatus/:page: every project's candidates. */
export function AllCandidatesPage() {
  const params = useParams();
  if (!isCandidateStatus(params.actionStatus)) return <Navigate to={HIRING_PATHS.allCandidates()} replace />;
  const page = readPage(params.page);
  if (page === null) return <Navigate to={HIRING_PATHS.allCandidates(params.actionStatus)} replace />;
  return <CandidatesScreen projectId={null} status={params.actionStatus} page={page} />;
}

/** project/:projectId or anything else under it: the project's first list. */
export function ProjectHomeRedirect() {
  const projectId = readProjectId(useParams().projectId);
  return <Navigate to={projectId === null ? HIRING_PATHS.projects : HIRING_PATHS.projectCandidates(projectId)} replace />;
}

type ScreenProps = { projectId: number | null; status: CandidateStatus; page: number };

function CandidatesScreen({ projectId, status, page }: ScreenProps) {
  const t = useT();
  usePageTitle('talent_candidates');
  const project = useProject(projectId);
  const hasDemoInbox = useHasDemoInbox();
  const pathOf = (next: CandidateStatus, nextPage = 1) =>
    projectId === null ? HIRING_PATHS.allCandidates(next, nextPage) : HIRING_PATHS.projectCandidates(projectId, next, nextPage);
  const title = projectId === null ? t('hiring.candidates.all_title') : project.data?.name;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Button
            component={Link}
            to={HIRING_PATHS.projects}
            variant="subtle"
            color="gray"
            px="xs"
            mb="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {t('hiring.candidates.back')}
          </Button>
          <PageHeader
            title={title ?? '\u00a0'}
            badge={
              project.data ? (
                <Badge variant="light" color={project.data.active ? 'brand' : 'gray'} tt="none">
                  {project.data.active ? t('hiring.projects.active') : t('hiring.projects.inactive')}
                </Badge>
              ) : null
            }
            description={projectId === null ? t('hiring.candidates.all_intro') : null}
            actions={
              <Group gap="sm">
                {hasDemoInbox ? (
                  <Anchor component={Link} to={HIRING_PATHS.candidateInbox} fz="sm" c="dark.4">
                    {t('hiring.demo.inbox_link')}
                  </Anchor>
                ) : null}
                <Button
                  component={Link}
                  to={TALENT_PATHS.search('index')}
                  variant="default"
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                >
                  {t('hiring.candidates.add_from_search')}
                </Button>
              </Group>
            }
          />
        </div>
        <CandidateList
          projectId={projectId}
          status={status}
          page={page}
          pathOf={pathOf}
          renderTabs={(counts) => <CandidateTabs current={status} counts={counts} pathOf={pathOf} />}
        />
      </Stack>
    </Container>
  );
}
