import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { IconFolderPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HIRING_PATHS } from '@partners/contract';
import { useT } from '../../../i18n';
import { useCandidateProjects } from '../api/candidates';
import { ModalFailure, ModalSkeleton } from '../components/modal-states';
import classes from '../hiring.module.css';

export type ListPositionModalProps = {
  /** The seeker (enc); null keeps the modal closed. */
  userId: string | null;
  onClose: () => void;
  onAdd: () => void;
};

/** Spec §2 list-position modal: which of this company's projects the seeker is in, 5 per page. */
export function ListPositionModal({ userId, onClose, onAdd }: ListPositionModalProps) {
  const t = useT();
  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('hiring.positions.title')} centered size="md">
      {userId !== null ? <Positions userId={userId} onClose={onClose} onAdd={onAdd} /> : null}
    </Modal>
  );
}

function Positions({ userId, onClose, onAdd }: { userId: string; onClose: () => void; onAdd: () => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const positions = useCandidateProjects(userId, page);
  if (positions.isPending) return <ModalSkeleton rows={5} />;
  if (positions.isError) return <ModalFailure message={t('hiring.positions.load_failed')} />;
  const { results, page_info: pageInfo, masked_name: name } = positions.data;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dark.4">
        {t('hiring.positions.intro', { name })}
      </Text>
      {results.length === 0 ? (
        <Text py="md" ta="center" c="dark.4">
          {t('hiring.positions.empty')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('hiring.positions.title')}>
          {results.map((row) => (
            <li key={row.candidate_id} className={classes.row}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Anchor
                  component={Link}
                  to={HIRING_PATHS.projectCandidates(row.project_id, row.action_status === 'none' ? row.status : 'completed')}
                  onClick={onClose}
                  fw={600}
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.project_name}
                </Anchor>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light" color={row.active ? 'brand' : 'gray'} tt="none">
                    {row.active ? t('hiring.projects.active') : t('hiring.projects.inactive')}
                  </Badge>
                  <Badge variant="outline" color="gray" tt="none">
                    {row.action_status === 'none' ? t(`hiring.statuses.${row.status}`) : t(`hiring.action_statuses.${row.action_status}`)}
                  </Badge>
                </Group>
              </Group>
            </li>
          ))}
        </ul>
      )}
      {pageInfo.total_pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('hiring.positions.pagination')}>
          <Pagination total={pageInfo.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconFolderPlus size={16} aria-hidden="true" />} onClick={onAdd}>
          {t('hiring.positions.add')}
        </Button>
      </Group>
    </Stack>
  );
}
