import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../../i18n';

/**
 * Leaving with unsaved changes asks first: in-app navigation (the router's blocker, a modal) and closing
 * or reloading the tab (the browser's own prompt). `isDirty` false lets everything through.
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const t = useT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('companyPage.leave.title')} centered size="sm">
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('companyPage.leave.detail')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('companyPage.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('companyPage.leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
