import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { Candidate } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useCandidateContact } from '../api/candidates';
import { ModalFailure, ModalSkeleton } from '../components/modal-states';
import classes from '../hiring.module.css';

export type ShowContactModalProps = {
  /** A candidate whose proposal was accepted; null keeps the modal closed. */
  candidate: Candidate | null;
  onClose: () => void;
};

/** Spec §2 show-contact modal: revealed only after this company's proposal was accepted. */
export function ShowContactModal({ candidate, onClose }: ShowContactModalProps) {
  const t = useT();
  return (
    <Modal opened={candidate !== null} onClose={onClose} title={t('hiring.contact.title')} centered size="md">
      {candidate ? <ContactContent candidate={candidate} /> : null}
    </Modal>
  );
}

function ContactContent({ candidate }: { candidate: Candidate }) {
  const t = useT();
  const contact = useCandidateContact(candidate.id);
  if (contact.isPending) return <ModalSkeleton rows={3} />;
  if (contact.isError) return <ModalFailure message={t('hiring.contact.load_failed')} />;
  const { name, contact: details, accepted_at: acceptedAt } = contact.data;
  return (
    <Stack gap="md" data-testid="candidate-contact">
      <Text fz="sm" c="dark.5">
        {t('hiring.contact.intro', { name })}
      </Text>
      <dl className={classes.facts}>
        <dt>{t('hiring.contact.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('hiring.contact.phone')}</dt>
        <dd>
          <Anchor href={`tel:${details.phone}`} fz="sm">
            {details.phone}
          </Anchor>
        </dd>
        <dt>{t('hiring.contact.email')}</dt>
        <dd>
          <Anchor href={`mailto:${details.email}`} fz="sm">
            {details.email}
          </Anchor>
        </dd>
        <dt>{t('hiring.contact.accepted_at')}</dt>
        <dd>{formatDate(acceptedAt)}</dd>
      </dl>
      <Alert variant="light" color="gray" role="note" icon={<IconShieldLock size={18} aria-hidden="true" />}>
        <Text fz="xs" c="dark.5">
          {t('hiring.contact.notice')}
        </Text>
      </Alert>
    </Stack>
  );
}
