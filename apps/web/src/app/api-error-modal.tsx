import { Button, Group } from '@mantine/core';
import { Modal } from '../components/modal';
import { useT } from '../i18n';

/** Spec §8 error modal: the message as title and a confirm button. */
export function ApiErrorModal({ title, onClose }: { title: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
