import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFolderPlus, IconFolders, IconHistory, IconSend } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import { MessageRequestModal, type ProposalSeeker } from '../proposals/message-request-modal';
import { PositionCompletedModal, type SentProposal } from '../proposals/position-completed-modal';
import { SuggestionHistoryModal } from '../proposals/suggestion-history-modal';
import { AddToProjectModal } from './add-to-project-modal';
import { ListPositionModal } from './list-position-modal';

export type ProfileHiringActionsProps = { seeker: ProposalSeeker };

type Open = 'propose' | 'history' | 'positions' | 'add' | null;

/**
 * The profile's proposal entry points (the talent pool renders them in its side card): propose a
 * position, the proposal history, the projects the seeker is in, and adding them to a project.
 */
export function ProfileHiringActions({ seeker }: ProfileHiringActionsProps) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const [sent, setSent] = useState<SentProposal | null>(null);
  const close = () => setOpen(null);
  return (
    <Stack gap="sm">
      <Button fullWidth leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => setOpen('propose')}>
        {t('hiring.request.open')}
      </Button>
      <Button
        variant="default"
        fullWidth
        justify="flex-start"
        leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
        onClick={() => setOpen('add')}
      >
        {t('hiring.add.title')}
      </Button>
      <Button
        variant="default"
        fullWidth
        justify="flex-start"
        leftSection={<IconFolders size={16} aria-hidden="true" />}
        onClick={() => setOpen('positions')}
      >
        {t('hiring.positions.title')}
      </Button>
      <Button
        variant="default"
        fullWidth
        justify="flex-start"
        leftSection={<IconHistory size={16} aria-hidden="true" />}
        onClick={() => setOpen('history')}
      >
        {t('hiring.history.title')}
      </Button>
      <MessageRequestModal seeker={open === 'propose' ? seeker : null} onClose={close} onSent={setSent} />
      <PositionCompletedModal sent={sent} onClose={() => setSent(null)} />
      <SuggestionHistoryModal userId={open === 'history' ? seeker.user_id : null} onClose={close} />
      <ListPositionModal userId={open === 'positions' ? seeker.user_id : null} onClose={close} onAdd={() => setOpen('add')} />
      <AddToProjectModal opened={open === 'add'} userIds={[seeker.user_id]} onClose={close} />
    </Stack>
  );
}
