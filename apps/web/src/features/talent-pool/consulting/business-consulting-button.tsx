import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { lazyModal } from '../../../components/lazy-modal';
import { useT } from '../../../i18n';

// The modal's consulting form (the form helpers, zod and the contract's schemas) loads when it is first opened.
const BusinessConsultingModal = lazyModal(() => import('./business-consulting-modal').then((m) => m.BusinessConsultingModal));

/** "비즈니스 상담": the search toolbar's button that opens the modal. */
export function BusinessConsultingButton() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        leftSection={<IconBriefcase size={16} aria-hidden="true" />}
        {...BusinessConsultingModal.openerProps}
        onClick={() => setOpened(true)}
      >
        {t('talent_pool.consulting.open')}
      </Button>
      <BusinessConsultingModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
