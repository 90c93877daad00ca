import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFolderPlus, IconFolders, IconHistory, IconSend } from '@tabler/icons-react';
import { lazyModal } from '../../../components/lazy-modal';
import { useT } from '../../../i18n';
import type { ProposalSeeker } from '../proposals/message-request-modal';
import { PositionCompletedModal, type SentProposal } from '../proposals/position-completed-modal';
import { SuggestionHistoryModal } from '../proposals/suggestion-history-modal';
import { ListPositionModal } from './list-position-modal';

// The proposal form and the project picker's new-project form (the form helpers, zod and the contract's schemas)
// load when first opened: these actions load while the search is idle, before any profile is opened.
const MessageRequestModal = lazyModal(
  () => import('../proposals/message-request-modal').then((m) => m.MessageRequestModal),
  (props) => props.seeker !== null,
);
const AddToProjectModal = lazyModal(() => import('./add-to-project-modal').then((m) => m.AddToProjectModal));

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
      <Button
        fullWidth
        leftSection={<IconSend size={16} aria-hidden="true" />}
        {...MessageRequestModal.openerProps}
        onClick={() => setOpen('propose')}
      >
        {t('hiring.request.open')}
      </Button>
      <Button
        variant="default"
        fullWidth
        justify="flex-start"
        leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
        {...AddToProjectModal.openerProps}
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
