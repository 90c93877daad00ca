import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { useMessageDetail } from '../api/proposals';
import { ModalFailure, ModalSkeleton } from '../components/modal-states';
import { MessageReviewBody, RejectReason } from './message-review';

export type ProposalModalProps = {
  /** The proposal to show; null keeps the modal closed. */
  proposalId: number | null;
  onClose: () => void;
};

/** 포지션 제안 내용 (spec §3 message review). */
export function MessageReviewModal({ proposalId, onClose }: ProposalModalProps) {
  const t = useT();
  return (
    <Modal opened={proposalId !== null} onClose={onClose} title={t('hiring.review.title')} centered size="lg">
      {proposalId !== null ? <MessageReviewContent id={proposalId} /> : null}
    </Modal>
  );
}

function MessageReviewContent({ id }: { id: number }) {
  const t = useT();
  const detail = useMessageDetail(id);
  if (detail.isPending) return <ModalSkeleton rows={6} />;
  if (detail.isError) return <ModalFailure message={t('hiring.review.load_failed')} />;
  return <MessageReviewBody message={detail.data} />;
}

/** 거절 사유 (spec §2 show-reject modal): the reason and words the seeker gave. */
export function ShowRejectModal({ proposalId, onClose }: ProposalModalProps) {
  const t = useT();
  return (
    <Modal opened={proposalId !== null} onClose={onClose} title={t('hiring.reject.title')} centered size="md">
      {proposalId !== null ? <ShowRejectContent id={proposalId} /> : null}
    </Modal>
  );
}

function ShowRejectContent({ id }: { id: number }) {
  const t = useT();
  const detail = useMessageDetail(id);
  if (detail.isPending) return <ModalSkeleton rows={3} />;
  if (detail.isError || !detail.data.reject) return <ModalFailure message={t('hiring.review.load_failed')} />;
  return <RejectReason reject={detail.data.reject} respondedAt={detail.data.responded_at} />;
}
