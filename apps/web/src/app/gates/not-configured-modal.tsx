import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PAGES } from '@partners/contract';
import { Modal } from '../../components/modal';
import { useT } from '../../i18n';

/** Spec §5: a not-configured company is told to give every operator a role, then taken to operator management. */
export function NotConfiguredModal() {
  const t = useT();
  const navigate = useNavigate();
  const handleConfirm = () => {
    void navigate(PAGES.operatorManagement.path, { replace: true });
  };
  return (
    <Modal opened onClose={handleConfirm} title={t('gates.not_configured_title')} centered withCloseButton={false} closeOnClickOutside={false}>
      <Stack gap="lg">
        <div>
          <Text>{t('gates.not_configured_role')}</Text>
          <Text c="dark.5">{t('gates.not_configured_move')}</Text>
        </div>
        <Group justify="flex-end">
          <Button onClick={handleConfirm} data-autofocus>
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
