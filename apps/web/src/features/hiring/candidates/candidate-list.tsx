import { useState, type ReactNode } from 'react';
import { Button, EmptyState, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { Pagination } from '../../../components/pagination';
import { IconUsers } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { TALENT_PATHS, type ActionStatus, type Candidate, type CandidateList as CandidateListData, type CandidateStatus } from '@partners/contract';
import { useT } from '../../../i18n';
import { useCandidates, useUpdateActionStatus } from '../api/candidates';
import classes from '../hiring.module.css';
import { MessageRequestModal } from '../proposals/message-request-modal';
import { MessageReviewModal, ShowRejectModal } from '../proposals/message-review-modal';
import { PositionCompletedModal, type SentProposal } from '../proposals/position-completed-modal';
import { SuggestionHistoryModal } from '../proposals/suggestion-history-modal';
import { CandidateRow, type CandidateIntent } from './candidate-row';
import { DeleteCandidateModal } from './delete-candidate-modal';
import { ShowContactModal } from './show-contact-modal';

export type CandidateListProps = {
  projectId: number | null;
  status: CandidateStatus;
  page: number;
  pathOf: (status: CandidateStatus, page?: number) => string;
  renderTabs: (counts: CandidateListData['meta']['count'] | undefined) => ReactNode;
};

const SKELETON_ROWS = Array.from({ length: 4 }, (_, i) => i);

/** One status's candidates, paged (the page is in the URL), with every row action and its modal. */
export function CandidateList({ projectId, status, page, pathOf, renderTabs }: CandidateListProps) {
  const t = useT();
  const navigate = useNavigate();
  const list = useCandidates(projectId, status, page);
  const updateActionStatus = useUpdateActionStatus();
  const [intent, setIntent] = useState<CandidateIntent | null>(null);
  const [sent, setSent] = useState<SentProposal | null>(null);
  const data = list.data;

  // Spec §4: a status other than none is saved, then the completed list shows.
  const handleActionStatus = (candidate: Candidate, actionStatus: ActionStatus) =>
    updateActionStatus.mutate(
      { id: candidate.id, actionStatus },
      {
        onSuccess: () => {
          if (actionStatus !== 'none') void navigate(pathOf('completed'));
        },
      },
    );
  const savingId = updateActionStatus.isPending ? updateActionStatus.variables.id : null;
  const close = () => setIntent(null);
  const pick = <K extends CandidateIntent['kind']>(kind: K) => (intent?.kind === kind ? (intent as Extract<CandidateIntent, { kind: K }>) : null);

  const totalPages = data?.page_info.total_pages ?? 0;
  if (data && !list.isPlaceholderData && page > Math.max(totalPages, 1)) return <Navigate to={pathOf(status, Math.max(totalPages, 1))} replace />;

  const proposeTo = pick('propose')?.candidate ?? null;
  return (
    <Stack gap="md">
      {renderTabs(data?.meta.count)}
      {!data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')} role="status">
          {SKELETON_ROWS.map((row) => (
            <Paper key={row} withBorder radius="md" p="lg">
              <Skeleton h={18} w="30%" />
              <Skeleton h={12} w="60%" mt="sm" />
              <Skeleton h={12} w="45%" mt="xs" />
            </Paper>
          ))}
        </Stack>
      ) : data.results.length === 0 ? (
        <Paper withBorder radius="md" py="xl">
          <EmptyState
            icon={<IconUsers size={28} aria-hidden />}
            withIndicatorBackground
            title={t(`hiring.candidates.empty.${status}`)}
            description={t(`hiring.candidates.empty_hint.${status}`)}
          >
            {status === 'intact' ? (
              <EmptyState.Actions>
                <Button component={Link} to={TALENT_PATHS.search('index')} variant="light">
                  {t('hiring.candidates.add_from_search')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Paper>
      ) : (
        <Paper withBorder radius="md" px="lg" py={4}>
          <ul
            className={`${classes.list} ${classes.stale}`}
            aria-label={t('hiring.candidates.list_label')}
            data-stale={list.isPlaceholderData || undefined}
          >
            {data.results.map((candidate) => (
              <li key={candidate.id} className={classes.row}>
                <CandidateRow
                  candidate={candidate}
                  showProject={projectId === null}
                  isSaving={savingId === candidate.id}
                  onActionStatus={handleActionStatus}
                  onIntent={setIntent}
                />
              </li>
            ))}
          </ul>
        </Paper>
      )}
      {totalPages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('hiring.candidates.pagination')}>
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={(next) => void navigate(pathOf(status, next))} />
        </Group>
      ) : null}
      <MessageReviewModal proposalId={pick('review')?.proposalId ?? null} onClose={close} />
      <ShowRejectModal proposalId={pick('reject')?.proposalId ?? null} onClose={close} />
      <ShowContactModal candidate={pick('contact')?.candidate ?? null} onClose={close} />
      <SuggestionHistoryModal userId={pick('history')?.userId ?? null} onClose={close} />
      <DeleteCandidateModal candidate={pick('remove')?.candidate ?? null} onClose={close} />
      <MessageRequestModal seeker={proposeTo} defaultProjectId={proposeTo?.project_id} onClose={close} onSent={setSent} />
      <PositionCompletedModal sent={sent} onClose={() => setSent(null)} />
    </Stack>
  );
}
