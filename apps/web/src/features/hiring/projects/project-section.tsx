import { useEffect } from 'react';
import { Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { Pagination } from '../../../components/pagination';
import { IconFolder, IconFolderOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PAGES, PROJECT_PAGE_SIZE, type Project } from '@partners/contract';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useProjects } from '../api/projects';
import classes from '../hiring.module.css';
import { ProjectRow } from './project-row';

/**
 * Spec §8: a project list that fails goes to reputation management. Sign-in, access error, the
 * privacy agreement, 404 and maintenance already lead elsewhere (global rules); everything else goes home.
 */
function leavesForHome(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return ![401, 403, 404, 230, 500, 503].includes(error.status);
}

export type ProjectSectionProps = {
  active: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onCreate?: () => void;
  onRename: (project: Project) => void;
  onToggle: (project: Project) => void;
  onDelete: (project: Project) => void;
  togglingId: number | null;
};

/** 진행 중인 프로젝트 or 종료된 프로젝트: paged on its own, with its own loading and empty states. */
export function ProjectSection({ active, page, onPageChange, onCreate, onRename, onToggle, onDelete, togglingId }: ProjectSectionProps) {
  const t = useT();
  const navigate = useNavigate();
  const list = useProjects(active, page);
  const title = active ? t('hiring.projects.active_title') : t('hiring.projects.inactive_title');
  const headingId = active ? 'projects-active' : 'projects-inactive';
  const totalPages = list.data?.page_info.total_pages;

  useEffect(() => {
    if (list.isError && leavesForHome(list.error)) void navigate(PAGES.reputationManagement.path, { replace: true });
  }, [list.isError, list.error, navigate]);

  // A page past the end (the last project of the last page was deleted or moved) shows the last page.
  useEffect(() => {
    if (totalPages !== undefined && !list.isPlaceholderData && page > Math.max(totalPages, 1)) onPageChange(Math.max(totalPages, 1));
  }, [totalPages, page, list.isPlaceholderData, onPageChange]);

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {list.data ? (
            <Badge variant="light" color={active ? 'brand' : 'gray'} tt="none">
              {t('hiring.projects.section_total', { count: formatNumber(list.data.meta.total) })}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {list.data ? (
        list.data.results.length === 0 ? (
          <EmptyState
            py="lg"
            icon={active ? <IconFolder size={28} aria-hidden /> : <IconFolderOff size={28} aria-hidden />}
            withIndicatorBackground
            title={active ? t('hiring.projects.active_empty') : t('hiring.projects.inactive_empty')}
            description={active ? t('hiring.projects.active_empty_hint') : t('hiring.projects.inactive_empty_hint')}
          >
            {onCreate ? (
              <EmptyState.Actions>
                <Button variant="light" onClick={onCreate}>
                  {t('hiring.projects.create')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        ) : (
          <Stack gap={0}>
            <ul className={`${classes.list} ${classes.stale}`} aria-label={title} data-stale={list.isPlaceholderData || undefined}>
              {list.data.results.map((project) => (
                <li key={project.id} className={classes.row}>
                  <ProjectRow project={project} onRename={onRename} onToggle={onToggle} onDelete={onDelete} isToggling={togglingId === project.id} />
                </li>
              ))}
            </ul>
            {list.data.page_info.total_pages > 1 ? (
              <Group justify="center" mt="md" component="nav" aria-label={t('hiring.projects.pagination', { section: title })}>
                <Pagination
                  total={list.data.page_info.total_pages}
                  value={Math.min(page, list.data.page_info.total_pages)}
                  onChange={onPageChange}
                  size="sm"
                />
              </Group>
            ) : null}
          </Stack>
        )
      ) : (
        <Stack gap="md" py="xs" aria-busy="true" aria-label={t('app.loading')} role="status">
          {Array.from({ length: Math.min(3, PROJECT_PAGE_SIZE) }, (_, i) => (
            <Group key={i} justify="space-between">
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={16} w="40%" />
                <Skeleton h={10} w="20%" />
              </Stack>
              <Skeleton h={44} w={220} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
