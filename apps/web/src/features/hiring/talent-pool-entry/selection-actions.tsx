import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { lazyModal } from '../../../components/lazy-modal';
import { useT } from '../../../i18n';

// Its project picker creates projects with a form (the form helpers, zod and the contract's schemas): it loads
// when first opened, not with the search's first screen.
const AddToProjectModal = lazyModal(() => import('./add-to-project-modal').then((m) => m.AddToProjectModal));

export type SelectionActionsProps = {
  /** The selected search results (encs). */
  userIds: string[];
  /** The seekers were added: the search clears its selection. */
  onDone: () => void;
};

/** 프로젝트에 담기 for the selected search results. */
export function SelectionActions({ userIds, onDone }: SelectionActionsProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState(false);
  const handleClose = () => {
    setOpened(false);
    if (added) onDone();
    setAdded(false);
  };
  return (
    <>
      <Button
        size="sm"
        leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
        disabled={userIds.length === 0}
        {...AddToProjectModal.openerProps}
        onClick={() => setOpened(true)}
      >
        {t('hiring.add.add_selected')}
      </Button>
      <AddToProjectModal opened={opened} userIds={userIds} onClose={handleClose} onAdded={() => setAdded(true)} />
    </>
  );
}
