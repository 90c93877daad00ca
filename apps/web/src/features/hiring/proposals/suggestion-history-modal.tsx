import { useState } from 'react';
import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import type { MessageReview } from '@partners/contract';
import { useT } from '../../../i18n';
import { useMessageHistories } from '../api/proposals';
import { ModalFailure, ModalSkeleton } from '../components/modal-states';
import { ProposalStatusBadge } from '../components/proposal-badges';
import classes from '../hiring.module.css';
import { MessageReviewBody } from './message-review';

export type SuggestionHistoryModalProps = {
  /** The seeker (enc); null keeps the modal closed. */
  userId: string | null;
  onClose: () => void;
};

/** 제안 이력 (spec §2 suggestion history): this company's proposals to one seeker, newest first. */
export function SuggestionHistoryModal({ userId, onClose }: SuggestionHistoryModalProps) {
  const t = useT();
  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('hiring.history.title')} centered size="lg">
      {userId !== null ? <SuggestionHistory userId={userId} /> : null}
    </Modal>
  );
}

function SuggestionHistory({ userId }: { userId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const histories = useMessageHistories(userId, page);
  if (histories.isPending) return <ModalSkeleton />;
  if (histories.isError) return <ModalFailure message={t('hiring.history.load_failed')} />;
  const { results, page_info: pageInfo } = histories.data;
  return (
    <Stack gap="md">
      <Text fz="sm" c="dark.4">
        {t('hiring.history.intro')}
      </Text>
      {results.length === 0 ? (
        <Text py="lg" ta="center" c="dark.4">
          {t('hiring.history.empty')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('hiring.history.title')}>
          {results.map((message) => (
            <li key={message.id} className={classes.row}>
              <HistoryItem message={message} />
            </li>
          ))}
        </ul>
      )}
      {pageInfo.total_pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('hiring.history.pagination')}>
          <Pagination total={pageInfo.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}

function HistoryItem({ message }: { message: MessageReview }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const detailId = `history-${message.id}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" miw={0} wrap="nowrap">
          <ProposalStatusBadge status={message.response_code} />
          <Text fz="sm" fw={600} truncate>
            {t('hiring.history.item', { date: message.date, project: message.project.name })}
          </Text>
        </Group>
        <Button variant="subtle" size="xs" onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} aria-controls={detailId}>
          {t('hiring.history.view')}
        </Button>
      </Group>
      {isOpen ? null : (
        <Text fz="sm" c="dark.4" lineClamp={1}>
          {message.content}
        </Text>
      )}
      <Collapse expanded={isOpen} id={detailId}>
        {isOpen ? <MessageReviewBody message={message} /> : null}
      </Collapse>
    </Stack>
  );
}
