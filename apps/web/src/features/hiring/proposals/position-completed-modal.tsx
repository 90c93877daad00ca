import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HIRING_PATHS } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { useHasDemoInbox } from '../api/proposals';

export type SentProposal = { projectId: number; seekerName: string };

export type PositionCompletedModalProps = {
  /** The proposal just sent; null keeps the modal closed. */
  sent: SentProposal | null;
  onClose: () => void;
};

/** Spec §2 position-completed modal: the proposal is on its way, and where to follow it. */
export function PositionCompletedModal({ sent, onClose }: PositionCompletedModalProps) {
  const t = useT();
  const hasDemoInbox = useHasDemoInbox();
  return (
    <Modal opened={sent !== null} onClose={onClose} title={t('hiring.completed.title')} centered size="md">
      {sent ? (
        <Stack gap="md" align="center" ta="center" data-testid="position-completed">
          <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
            <IconSend size={28} />
          </ThemeIcon>
          <Text fz="sm" c="dark.6" lh={1.6}>
            {t('hiring.completed.body', { name: sent.seekerName })}
          </Text>
          <Text fz="sm" c="dark.4" lh={1.6}>
            {t('hiring.completed.contact')}
          </Text>
          <Group justify="center" gap="sm" w="100%">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button component={Link} to={HIRING_PATHS.projectCandidates(sent.projectId, 'contacted')} onClick={onClose} data-autofocus>
              {t('hiring.completed.open_contacted')}
            </Button>
          </Group>
          {hasDemoInbox ? (
            <Anchor component={Link} to={HIRING_PATHS.candidateInbox} fz="xs" c="dark.4" onClick={onClose}>
              {t('hiring.demo.inbox_link')}
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
