import { Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CANDIDATE_PROGRESS, HIRING_PATHS, type Project } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import classes from '../hiring.module.css';
import { RowMenu } from '../../../components/row-menu';

export type ProjectRowProps = {
  project: Project;
  onRename: (project: Project) => void;
  onToggle: (project: Project) => void;
  onDelete: (project: Project) => void;
  isToggling: boolean;
};

/** One project: its name (a link to its candidates), the counts per status, and its actions. */
export function ProjectRow({ project, onRename, onToggle, onDelete, isToggling }: ProjectRowProps) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="wrap" gap="md" data-testid={`project-${project.id}`}>
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={project.project_home_url} fw={700} c="dark.8" fz="md" style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Anchor>
        <Text fz="xs" c="dark.3">
          {t('hiring.projects.updated', { date: formatDate(project.updated_at) })}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <ul className={classes.counts} aria-label={t('hiring.projects.counts_label')}>
          {CANDIDATE_PROGRESS.map((status) => (
            <li key={status}>
              <Link to={HIRING_PATHS.projectCandidates(project.id, status)} className={classes.count}>
                {/* The visible words are the link's name ("미제안 4"): the space separates them for a screen reader. */}
                <span className={classes.countLabel}>{t(`hiring.statuses.${status}`)}</span>{' '}
                <span className={classes.countValue}>{formatNumber(project.count[status])}</span>
              </Link>
            </li>
          ))}
        </ul>
        <RowMenu label={t('hiring.projects.manage', { name: project.name })} size="lg" loading={isToggling}>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onRename(project)}>
            {t('hiring.projects.rename')}
          </Menu.Item>
          <Menu.Item
            leftSection={project.active ? <IconPlayerStop size={16} aria-hidden="true" /> : <IconPlayerPlay size={16} aria-hidden="true" />}
            onClick={() => onToggle(project)}
          >
            {project.active ? t('hiring.projects.deactivate') : t('hiring.projects.activate')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => onDelete(project)}>
            {t('hiring.projects.delete')}
          </Menu.Item>
        </RowMenu>
      </Group>
    </Group>
  );
}
